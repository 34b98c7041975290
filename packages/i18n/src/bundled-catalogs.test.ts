import { describe, expect, it, vi } from 'vitest';
import { bootTextsLoader, hasBundledCatalog, loadBundledCatalog } from './bundled-catalogs';

describe('bundled catalogs', () => {
  it('loads a shipped catalog from locales/', async () => {
    const common = await loadBundledCatalog('EN', 'common');
    expect(common).toMatchObject({ app: { loading: 'Loading…' }, nav: { home: 'Home' } });
    expect(await loadBundledCatalog('AR', 'errors')).toMatchObject({ unknown: 'خطأ غير معروف' });
  });

  it('ships EN, CN and AR for common and errors, nothing else', () => {
    for (const lang of ['EN', 'CN', 'AR']) {
      expect(hasBundledCatalog(lang, 'common')).toBe(true);
      expect(hasBundledCatalog(lang, 'errors')).toBe(true);
    }
    expect(hasBundledCatalog('JA', 'common')).toBe(false);
    expect(hasBundledCatalog('TY', 'common')).toBe(false);
  });

  it('resolves a missing catalog to an empty one', async () => {
    expect(await loadBundledCatalog('JA', 'common')).toEqual({});
    expect(await loadBundledCatalog('EN', 'no-such-namespace')).toEqual({});
  });

  it('accepts lower-case codes', async () => {
    expect(await loadBundledCatalog('cn', 'common')).toMatchObject({ nav: { home: '首页' } });
  });
});

describe('boot texts loader', () => {
  const setup = () => {
    const en = vi.fn(async () => ({
      default: { common: { hello: 'Hello' }, shell: { menu: 'Menu' } },
    }));
    const fallback = vi.fn(async (language: string, namespace: string) => ({
      from: `${language}/${namespace}`,
    }));
    const load = bootTextsLoader(
      { namespaces: ['common', 'shell', 'lobby'], bundles: { EN: en } },
      fallback,
    );
    return { en, fallback, load };
  };

  it('takes the boot namespaces from their language’s one chunk', async () => {
    const { en, fallback, load } = setup();
    expect(await load('EN', 'common')).toEqual({ hello: 'Hello' });
    expect(await load('en', 'shell')).toEqual({ menu: 'Menu' });
    expect(en).toHaveBeenCalledTimes(2);
    expect(fallback).not.toHaveBeenCalled();
  });

  it('answers an empty catalog for a boot namespace the language does not ship', async () => {
    const { fallback, load } = setup();
    expect(await load('EN', 'lobby')).toEqual({});
    expect(fallback).not.toHaveBeenCalled();
  });

  it('loads other namespaces, and languages without a chunk, file by file', async () => {
    const { en, fallback, load } = setup();
    expect(await load('EN', 'auth')).toEqual({ from: 'EN/auth' });
    expect(await load('JA', 'common')).toEqual({ from: 'JA/common' });
    expect(en).not.toHaveBeenCalled();
    expect(fallback).toHaveBeenCalledTimes(2);
  });

  it('lets a failed chunk load fail, so i18next retries it', async () => {
    const load = bootTextsLoader({
      namespaces: ['common'],
      bundles: { EN: () => Promise.reject(new Error('offline')) },
    });
    await expect(load('EN', 'common')).rejects.toThrow('offline');
  });
});
