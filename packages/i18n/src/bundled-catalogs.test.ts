import { describe, expect, it } from 'vitest';
import { hasBundledCatalog, loadBundledCatalog } from './bundled-catalogs';

describe('bundled catalogs', () => {
  it('loads a shipped catalog from locales/', async () => {
    const common = await loadBundledCatalog('EN', 'common');
    expect(common).toMatchObject({ app: { loading: 'Loading…' }, nav: { home: 'Home' } });
    expect(await loadBundledCatalog('AR', 'errors')).toMatchObject({ unknown: 'خطأ غير معروف' });
  });

  it('ships common and errors for translated languages, nothing for TY', () => {
    for (const lang of ['EN', 'CN', 'AR', 'JA']) {
      expect(hasBundledCatalog(lang, 'common')).toBe(true);
      expect(hasBundledCatalog(lang, 'errors')).toBe(true);
    }
    expect(hasBundledCatalog('TY', 'common')).toBe(false);
  });

  it('resolves a missing catalog to an empty one', async () => {
    expect(await loadBundledCatalog('TY', 'common')).toEqual({});
    expect(await loadBundledCatalog('EN', 'no-such-namespace')).toEqual({});
  });

  it('accepts lower-case codes', async () => {
    expect(await loadBundledCatalog('cn', 'common')).toMatchObject({ nav: { home: '首页' } });
  });
});
