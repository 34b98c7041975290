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

  it('reads the time zone and the records range, falling back to UTC and 90 days', () => {
    expect(parseMerchantSettings({}).timeZone).toBe('UTC');
    expect(parseMerchantSettings({}).records).toEqual({ maxRangeDays: 90 });
    const s = parseMerchantSettings({ timeZone: 'Asia/Kolkata', records: { maxRangeDays: 31 } });
    expect([s.timeZone, s.records.maxRangeDays]).toEqual(['Asia/Kolkata', 31]);
    for (const bad of [
      { timeZone: 'Mars/Olympus' },
      { timeZone: 8 },
      { records: { maxRangeDays: 0 } },
    ]) {
      const parsed = parseMerchantSettings(bad);
      expect([parsed.timeZone, parsed.records.maxRangeDays]).toEqual(['UTC', 90]);
    }
  });
});
