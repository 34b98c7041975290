import { afterEach, describe, expect, it } from 'vitest';
import type { Catalog, CatalogLoader } from './catalog-types';
import { createI18n, languageOf, setLanguage } from './create-i18n';
import type { LanguageCode } from './languages';

const catalogs: Record<string, Record<string, Catalog>> = {
  EN: {
    common: { greeting: 'Hello {{name}}', only_en: 'Only in English', empty_elsewhere: 'Filled' },
    errors: { unknown: 'Unknown error' },
  },
  CN: {
    common: { greeting: '你好 {{name}}', empty_elsewhere: '' },
    errors: { unknown: '未知错误' },
  },
  AR: { common: { greeting: 'مرحبا {{name}}' }, errors: { unknown: 'خطأ غير معروف' } },
};

function countingLoader() {
  const calls: string[] = [];
  const load: CatalogLoader = (language, namespace) => {
    calls.push(`${language}/${namespace}`);
    return Promise.resolve(catalogs[language]?.[namespace] ?? {});
  };
  return { calls, load };
}

const setup = (language: LanguageCode, load: CatalogLoader) =>
  createI18n({ language, namespaces: ['common', 'errors'], loadCatalog: load });

afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
});

describe('createI18n lazy loading', () => {
  it('loads only the active language and the EN fallback at start', async () => {
    const { calls, load } = countingLoader();
    const i18n = await setup('CN', load);
    expect(i18n.isInitialized).toBe(true);
    expect([...calls].sort()).toEqual(['CN/common', 'CN/errors', 'EN/common', 'EN/errors']);
  });

  it('loads EN once when EN is the active language', async () => {
    const { calls, load } = countingLoader();
    await setup('EN', load);
    expect([...calls].sort()).toEqual(['EN/common', 'EN/errors']);
  });

  it('loads another language only when switched to, and only once', async () => {
    const { calls, load } = countingLoader();
    const i18n = await setup('CN', load);
    calls.length = 0;
    await setLanguage(i18n, 'AR');
    expect([...calls].sort()).toEqual(['AR/common', 'AR/errors']);
    expect(i18n.t('greeting', { name: 'x' })).toBe('مرحبا x');
    calls.length = 0;
    await setLanguage(i18n, 'CN');
    await setLanguage(i18n, 'AR');
    expect(calls).toEqual([]);
  });

  it('retries a failed load before giving up', async () => {
    let failures = 0;
    const load: CatalogLoader = (language, namespace) => {
      if (language === 'AR' && namespace === 'common' && failures++ === 0) {
        return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
      }
      return Promise.resolve(catalogs[language]?.[namespace] ?? {});
    };
    const i18n = await setup('AR', load);
    expect(failures).toBe(2);
    expect(i18n.t('greeting', { name: 'x' })).toBe('مرحبا x');
  });
});

describe('createI18n translation', () => {
  it('falls back to EN, then to the key', async () => {
    const i18n = await setup('CN', countingLoader().load);
    expect(i18n.t('greeting', { name: '小明' })).toBe('你好 小明');
    expect(i18n.t('only_en')).toBe('Only in English');
    expect(i18n.t('empty_elsewhere')).toBe('Filled');
    expect(i18n.t('no.such.key')).toBe('no.such.key');
    expect(i18n.t('errors:unknown')).toBe('未知错误');
  });

  it('gives a language without catalogs the EN texts', async () => {
    const { calls, load } = countingLoader();
    const i18n = await setup('JA', load);
    expect(calls).toContain('JA/common');
    expect(i18n.t('greeting', { name: 'A' })).toBe('Hello A');
    expect(languageOf(i18n)).toBe('JA');
  });

  it('does not HTML-escape interpolated values (React does)', async () => {
    const i18n = await setup('EN', countingLoader().load);
    expect(i18n.t('greeting', { name: '<b>&' })).toBe('Hello <b>&');
  });

  it('creates separate instances, never the global one', async () => {
    const a = await setup('EN', countingLoader().load);
    const b = await setup('CN', countingLoader().load);
    expect(a).not.toBe(b);
    expect(a.language).toBe('EN');
    expect(b.language).toBe('CN');
  });
});

describe('setLanguage', () => {
  it.each([
    ['AR', 'ar', 'rtl'],
    ['FA', 'fa', 'rtl'],
    ['UR', 'ur', 'rtl'],
    ['CN', 'zh-CN', 'ltr'],
    ['EN', 'en', 'ltr'],
    ['TL', 'fil', 'ltr'],
  ] as const)('%s sets <html lang="%s" dir="%s">', async (code, lang, dir) => {
    const i18n = await setup('TH', countingLoader().load);
    await setLanguage(i18n, code);
    expect(document.documentElement.lang).toBe(lang);
    expect(document.documentElement.dir).toBe(dir);
    expect(i18n.language).toBe(code);
  });

  it('stores the choice under hisLang and lang', async () => {
    const i18n = await setup('EN', countingLoader().load);
    await setLanguage(i18n, 'CN');
    expect(localStorage.getItem('hisLang')).toBe('CN');
    expect(localStorage.getItem('lang')).toBe('CN');
  });

  it('sets <html> for the starting language without storing it', async () => {
    await setup('UR', countingLoader().load);
    expect(document.documentElement.lang).toBe('ur');
    expect(document.documentElement.dir).toBe('rtl');
    expect(localStorage.getItem('hisLang')).toBeNull();
  });
});
