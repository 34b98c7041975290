import { describe, expect, it } from 'vitest';
import {
  LANGUAGES,
  LANGUAGE_CODES,
  dirOf,
  getLanguage,
  isLanguageCode,
  localeOf,
  toLanguageCode,
  type LanguageCode,
} from './languages';

describe('languages', () => {
  it('lists the 35 upstream codes once each, in the spec order', () => {
    expect(LANGUAGE_CODES).toEqual(
      'CN EN JA TH VI MY ES HI ID KM KO MS PT TA TW TL UR TR BN AR FA RU KK UZ LO NE FR TY DE IT PL NL TE MR SI'.split(
        ' ',
      ),
    );
    expect(new Set(LANGUAGE_CODES).size).toBe(35);
  });

  it('maps codes to BCP 47 locales Intl accepts', () => {
    expect(localeOf('CN')).toBe('zh-CN');
    expect(localeOf('TW')).toBe('zh-TW');
    expect(localeOf('MY')).toBe('my');
    expect(localeOf('MS')).toBe('ms');
    expect(localeOf('TL')).toBe('fil');
    expect(localeOf('TY')).toBe('en');
    for (const { locale } of LANGUAGES) expect(Intl.getCanonicalLocales(locale)).toEqual([locale]);
  });

  it('is right-to-left for Arabic, Persian and Urdu only', () => {
    const rtl = LANGUAGES.filter((l) => l.dir === 'rtl').map((l) => l.code);
    expect(rtl.sort()).toEqual(['AR', 'FA', 'UR']);
    expect(dirOf('AR')).toBe('rtl');
    expect(dirOf('EN')).toBe('ltr');
  });

  it('gives endonyms for the language select', () => {
    expect(getLanguage('CN').name).toBe('简体中文');
    expect(getLanguage('EN').name).toBe('English');
    expect(getLanguage('AR').name).toBe('العربية');
  });

  it('checks codes exactly and normalises codes from outside', () => {
    expect(isLanguageCode('EN')).toBe(true);
    expect(isLanguageCode('en')).toBe(false);
    expect(isLanguageCode('XX')).toBe(false);
    expect(isLanguageCode(undefined)).toBe(false);
    expect(toLanguageCode(' en ')).toBe('EN');
    expect(toLanguageCode('zz')).toBeNull();
    expect(toLanguageCode(null)).toBeNull();
    expect(() => getLanguage('XX' as LanguageCode)).toThrow(RangeError);
  });
});
