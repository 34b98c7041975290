import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { contentQueries } from './content';
import { seedFirstPaint, takeFirstPaint } from './first-paint';
import { gameQueries } from './games';
import { systemQueries } from './system';
import { createPlatformClient } from '../client';

/** A document holding (or not) the inlined element, as much of it as takeFirstPaint reads. */
function page(text: string | null) {
  let present = text !== null;
  const element = { textContent: text, remove: () => void (present = false) };
  const doc = {
    getElementById: (id: string) => (present && id === 'platform-first-paint' ? element : null),
  };
  return { doc: doc as unknown as Document, present: () => present };
}

const ok = (value: unknown) => ({ success: true, value, message: null, errorCode: null });
const api = createPlatformClient({
  merchant: 'demo',
  fetch: () => Promise.reject(new Error('the network was asked')),
});

describe('first paint', () => {
  it('reads the inlined answers once and removes them from the page', () => {
    const p = page('{"lang":"EN","answers":[]}');
    expect(takeFirstPaint(p.doc)).toEqual({ lang: 'EN', answers: [] });
    expect(p.present()).toBe(false);
    expect(takeFirstPaint(p.doc)).toBeNull();
  });

  it('ignores a page without them or with something else in their place', () => {
    expect(takeFirstPaint(page(null).doc)).toBeNull();
    expect(takeFirstPaint(page('<!--# include -->').doc)).toBeNull();
    expect(takeFirstPaint(page('{"answers":[]}').doc)).toBeNull();
  });

  it('puts each answer under the key the app’s own query asks with, fresh', async () => {
    const queryClient = new QueryClient();
    const status = { status: 0, info: { siteName: 'Royal' } };
    const announcements = { banners: [{ id: 1 }], player: [] };
    const lanes = { data: { lanes: { RNG: [] } } };
    const games = { games: [{ gameId: 7 }], totalPages: 1 };
    seedFirstPaint(queryClient, {
      lang: 'TH',
      answers: [
        { op: 'getSystemStatus', answer: ok(status) },
        { op: 'getListAnnouncements', query: { types: 'B,PL' }, answer: ok(announcements) },
        { op: 'getGameVendors', answer: ok(lanes) },
        {
          op: 'getGameList',
          query: { gameType: 'RNG', pageNo: 1, pageSize: 15, language: 'TH' },
          answer: ok(games),
        },
        { op: 'somethingNew', answer: ok('x') },
      ],
    });
    // What the pages ask for (home's loader, the lobby's loader) is served from the cache:
    // ensureQueryData would call the network (which fails here) for anything missing or stale.
    await expect(queryClient.fetchQuery(systemQueries(api).status())).resolves.toEqual(status);
    await expect(
      queryClient.fetchQuery(
        contentQueries(api).announcements({ types: ['B', 'PL'], language: 'TH' }),
      ),
    ).resolves.toEqual(announcements);
    await expect(queryClient.fetchQuery(gameQueries(api).vendors('TH'))).resolves.toEqual(lanes);
    const listKey = gameQueries(api).list({
      gameType: 'RNG',
      vassalage: undefined,
      gameName: undefined,
      isNew: undefined,
      gameClassify: undefined,
      pageNo: 1,
      pageSize: 15,
      language: 'TH',
    }).queryKey;
    expect(queryClient.getQueryData(listKey)).toEqual(games);
    await expect(
      queryClient.fetchQuery(
        gameQueries(api).list({ gameType: 'RNG', pageNo: 1, pageSize: 15, language: 'TH' }),
      ),
    ).resolves.toEqual(games);
    // Another language's list is not this one.
    expect(
      queryClient.getQueryData(
        contentQueries(api).announcements({ types: ['B', 'PL'], language: 'EN' }).queryKey,
      ),
    ).toBeUndefined();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(4);
  });

  it('leaves a failed answer to the page’s own request', () => {
    const queryClient = new QueryClient();
    seedFirstPaint(queryClient, {
      lang: 'EN',
      answers: [
        {
          op: 'getSystemStatus',
          answer: { success: false, message: 'x', errorCode: 'function.not.available' },
        },
      ],
    });
    expect(queryClient.getQueryData(systemQueries(api).status().queryKey)).toBeUndefined();
  });
});
