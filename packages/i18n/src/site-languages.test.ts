import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from './languages';
import { resolveSiteLanguages } from './site-languages';

describe('resolveSiteLanguages', () => {
  it('TY + EN mode offers exactly TY and EN, TY by default', () => {
    expect(resolveSiteLanguages({ supportLanguages: ['TY', 'EN'], defaultLang: 'TY' })).toEqual({
      languages: ['TY', 'EN'],
      defaultLanguage: 'TY',
    });
  });

  it('keeps the site order, drops unknown codes and duplicates, accepts any case', () => {
    expect(
      resolveSiteLanguages({ supportLanguages: ['th', 'XX', 'CN', 'TH', ''], defaultLang: 'cn' }),
    ).toEqual({ languages: ['TH', 'CN'], defaultLanguage: 'CN' });
  });

  it('falls back to every language with EN when the list is empty or all unknown', () => {
    const all = { languages: LANGUAGE_CODES, defaultLanguage: 'EN' };
    expect(resolveSiteLanguages({ supportLanguages: [], defaultLang: 'CN' })).toEqual(all);
    expect(resolveSiteLanguages({ supportLanguages: ['QQ'], defaultLang: 'QQ' })).toEqual(all);
  });

  it('picks EN, else the first offered language, when the default is not offered', () => {
    expect(
      resolveSiteLanguages({ supportLanguages: ['CN', 'EN'], defaultLang: 'JA' }).defaultLanguage,
    ).toBe('EN');
    expect(
      resolveSiteLanguages({ supportLanguages: ['VI', 'TH'], defaultLang: 'QQ' }).defaultLanguage,
    ).toBe('VI');
  });
});
