import { describe, expect, it } from 'vitest';
import { parseMerchantSettings } from './merchant-settings';

describe('parseMerchantSettings', () => {
  it('falls back to safe defaults for missing or malformed parts', () => {
    const s = parseMerchantSettings({
      maintenance: { enabled: 'yes', title: 3, endTime: 'soon' },
      regionRestriction: { blockedIps: ['1.2.3.4', 5], blockedCountries: 'KP' },
      supportLanguages: [],
      customerService: [{ csType: 'EMAIL' }, { csType: 'TELEGRAM', url: 'https://t.me/x' }],
      resources: 'none',
    });
    expect(s.maintenance).toEqual({ enabled: false, title: null, info: null, endTime: null });
    expect(s.regionRestriction).toEqual({ blockedIps: ['1.2.3.4'], blockedCountries: [] });
    expect(s.supportLanguages).toEqual(['EN']);
    expect(s.customerService).toEqual([
      { csType: 'TELEGRAM', name: 'TELEGRAM', url: 'https://t.me/x' },
    ]);
    expect(s.resources).toEqual([]);
  });

  it('reads null and non-objects as all defaults', () => {
    for (const raw of [null, 'x', 42, []]) {
      expect(parseMerchantSettings(raw).defaultLang).toBe('EN');
    }
  });
});
