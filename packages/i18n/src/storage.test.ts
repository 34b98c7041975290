import { afterEach, describe, expect, it, vi } from 'vitest';
import { pickInitialLanguage, readStoredLanguage, storeLanguage } from './storage';

afterEach(() => localStorage.clear());

describe('language storage', () => {
  it('writes the choice under both hisLang and lang', () => {
    storeLanguage('AR');
    expect(localStorage.getItem('hisLang')).toBe('AR');
    expect(localStorage.getItem('lang')).toBe('AR');
    expect(readStoredLanguage()).toBe('AR');
  });

  it('reads hisLang first, then lang, and ignores unknown codes', () => {
    localStorage.setItem('lang', 'th');
    expect(readStoredLanguage()).toBe('TH');
    localStorage.setItem('hisLang', 'VI');
    expect(readStoredLanguage()).toBe('VI');
    localStorage.setItem('hisLang', 'nonsense');
    expect(readStoredLanguage()).toBe('TH');
    localStorage.clear();
    expect(readStoredLanguage()).toBeNull();
  });

  it('survives storage that throws', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(() => storeLanguage('EN')).not.toThrow();
    expect(readStoredLanguage()).toBeNull();
  });

  it('starts in the stored language when the site offers it, else the site default', () => {
    const site = { languages: ['TY', 'EN'] as const, defaultLanguage: 'TY' as const };
    expect(pickInitialLanguage(site, 'EN')).toBe('EN');
    expect(pickInitialLanguage(site, 'CN')).toBe('TY');
    expect(pickInitialLanguage(site, null)).toBe('TY');
    storeLanguage('EN');
    expect(pickInitialLanguage(site)).toBe('EN');
  });
});
