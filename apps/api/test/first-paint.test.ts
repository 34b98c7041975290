// The first-paint hint the edge includes into the player's index.html: the image each page's
// first screen shows largest, read from the lists the page itself asks for.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, json, type TestApp } from './helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const hint = async (path: string | null, headers: Record<string, string> = DEMO) => {
  const query = path === null ? '' : `?path=${encodeURIComponent(path)}`;
  const res = await t.request({ method: 'GET', url: `/wps/system/firstPaint${query}`, headers });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  return res.body;
};
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);

interface Announcement {
  groupName: string | null;
  url: string | null;
  announcementImages: { sequence: number; url: string }[];
}
const announcements = async (types: string) => {
  const res = await t.request({
    method: 'GET',
    url: `/wps/relay/MCSFE_getListAnnouncements?types=${types}`,
    headers: { ...DEMO, language: 'EN' },
  });
  return json(res).value as { banners: Announcement[]; promotion: Announcement[] };
};

describe('first paint hint', () => {
  it('names home’s first banner, as the carousel shows it, fetched at high priority', async () => {
    const { banners } = await announcements('B,PL');
    const first = banners.find((b) => b.groupName === 'w_home' && b.url);
    expect(first?.url).toBeTruthy();
    for (const path of ['/', null, '/login', '/?lang=EN'])
      expect(await hint(path)).toBe(
        `<link rel="preload" as="image" href="${first?.url}" fetchpriority="high">`,
      );
  });

  it('follows the merchant’s banners at once, without a rebuild', async () => {
    const added = await t.request({
      method: 'POST',
      url: '/dev/announcements',
      headers: DEMO,
      payload: {
        announcements: [
          {
            key: 'fp-banner',
            type: 'B',
            title: 'New',
            content: '',
            groupName: 'w_home',
            url: '/cdn/banners/new.png?a=1&b="2"',
            sort: -1000,
          },
        ],
      },
    });
    expect(added.statusCode).toBe(200);
    try {
      // The URL is an attribute value: quotes and ampersands escaped.
      expect(hrefs(await hint('/'))).toEqual(['/cdn/banners/new.png?a=1&amp;b=&quot;2&quot;']);
    } finally {
      await t.request({
        method: 'DELETE',
        url: '/dev/announcements?keyPrefix=fp-',
        headers: DEMO,
      });
    }
    expect(hrefs(await hint('/'))).not.toContain('/cdn/banners/new.png?a=1&amp;b=&quot;2&quot;');
  });

  it('names the first game of a game centre’s first page', async () => {
    for (const [path, gameType] of [
      ['/rng', 'RNG'],
      ['/live/', 'LIVE'],
    ] as const) {
      const res = await t.request({
        method: 'GET',
        url: `/wps/relay/GCSGAME_gameList?gameType=${gameType}&pageNo=1&pageSize=15&language=EN`,
        headers: DEMO,
      });
      const games = (json(res).value as { games: { iconUrl: string }[] }).games;
      expect(games.length).toBeGreaterThan(0);
      expect(hrefs(await hint(path))).toEqual([games[0]?.iconUrl]);
    }
  });

  it('names the promotions banner and the first cover', async () => {
    const { banners, promotion } = await announcements('B,PR');
    const expected = [
      banners.find((b) => b.groupName === '' && b.url)?.url,
      promotion[0]?.announcementImages.find((i) => i.sequence === 1)?.url ??
        promotion[0]?.announcementImages[0]?.url,
    ].filter(Boolean);
    expect(expected.length).toBeGreaterThan(0);
    const html = await hint('/promotions');
    expect(hrefs(html)).toEqual(expected);
    expect(html.match(/fetchpriority="high"/g)).toHaveLength(expected.length);
  });

  it('is empty for pages without a hint, and refuses an unknown merchant', async () => {
    for (const path of ['/member/profile', '/nowhere', '<script>', ''])
      expect(await hint(path)).toBe('');
    const res = await t.request({
      method: 'GET',
      url: '/wps/system/firstPaint?path=/',
      headers: { merchant: 'nobody' },
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).errorCode).toBe('merchant.acct.setup.err');
  });
});
