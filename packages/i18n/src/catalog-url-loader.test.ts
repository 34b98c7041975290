import { describe, expect, it, vi } from 'vitest';
import { catalogUrlLoader } from './catalog-url-loader';

describe('catalog address loader', () => {
  const site = {
    base: '/assets/locales/abc/',
    namespaces: ['common', 'shell'],
    languages: ['EN', 'AR'],
  };
  const setup = () => {
    const fetchJson = vi.fn(async (url: string) =>
      url.endsWith('/boot.json')
        ? { common: { hello: 'Hello' }, shell: { menu: 'Menu' } }
        : { from: url },
    );
    return { fetchJson, load: catalogUrlLoader(site, fetchJson) };
  };

  it('takes the boot namespaces from their language’s one boot.json, fetched once', async () => {
    const { fetchJson, load } = setup();
    expect(await load('EN', 'common')).toEqual({ hello: 'Hello' });
    expect(await load('en', 'shell')).toEqual({ menu: 'Menu' });
    expect(fetchJson.mock.calls).toEqual([['/assets/locales/abc/EN/boot.json']]);
  });

  it('loads any other namespace from its own file', async () => {
    const { fetchJson, load } = setup();
    expect(await load('AR', 'cashier')).toEqual({ from: '/assets/locales/abc/AR/cashier.json' });
    expect(fetchJson).toHaveBeenCalledTimes(1);
  });

  it('answers an empty catalog, without a request, for a language that ships none', async () => {
    const { fetchJson, load } = setup();
    expect(await load('JA', 'common')).toEqual({});
    expect(fetchJson).not.toHaveBeenCalled();
  });

  it('lets a failed load fail, and fetches again when i18next retries', async () => {
    const fetchJson = vi
      .fn<(url: string) => Promise<unknown>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ common: { hello: 'Hello' } });
    const load = catalogUrlLoader(site, fetchJson);
    await expect(load('EN', 'common')).rejects.toThrow('offline');
    expect(await load('EN', 'common')).toEqual({ hello: 'Hello' });
    expect(fetchJson).toHaveBeenCalledTimes(2);
  });
});
