// The first paint the edge includes into the player's index.html: the image each page's first
// screen shows largest, read from the lists the page itself asks for, the boot texts of the
// site's default language, and the first answers the page would ask for, inlined exactly as
// those calls answer.
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
/** The `<link>` elements of an answer, one per line. */
const links = (html: string) => html.split('\n').filter((line) => line.startsWith('<link'));

interface Inlined {
  lang: string;
  answers: { op: string; query?: Record<string, string | number>; answer: unknown }[];
}
/** The inlined answers' element: exactly one, last, and its JSON. */
function inlined(html: string): Inlined {
  const m = /^<script type="application\/json" id="platform-first-paint">(.*)<\/script>$/s.exec(
    html.split('\n').at(-1) ?? '',
  );
  expect(m, 'the inlined answers close the include').not.toBeNull();
  expect(m![1]).not.toMatch(/</);
  return JSON.parse(m![1]!) as Inlined;
}
/** What a call answers, as the app asks it. */
const answerOf = async (url: string, headers: Record<string, string> = DEMO) => {
  const res = await t.request({ method: 'GET', url, headers });
  expect(res.statusCode).toBe(200);
  return JSON.parse(res.body) as unknown;
};

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
      expect(links(await hint(path))).toEqual([
        `<link rel="preload" as="image" href="${first?.url}" fetchpriority="high">`,
      ]);
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

  it('inlines what each first screen asks for first, exactly as the calls answer it', async () => {
    const status = await answerOf('/wps/system/status');
    const cases = [
      [
        '/',
        [
          [
            'getListAnnouncements',
            { types: 'B,PL' },
            '/wps/relay/MCSFE_getListAnnouncements?types=B,PL&platform=W',
          ],
        ],
      ],
      [
        '/rng',
        [
          ['getGameVendors', undefined, '/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop'],
          [
            'getGameList',
            { gameType: 'RNG', pageNo: 1, pageSize: 15, language: 'EN' },
            '/wps/relay/GCSGAME_gameList?clientType=3&platform=html5-desktop&gameType=RNG&pageNo=1&pageSize=15&language=EN',
          ],
        ],
      ],
      [
        '/promotions',
        [
          [
            'getListAnnouncements',
            { types: 'B,PR' },
            '/wps/relay/MCSFE_getListAnnouncements?types=B,PR&platform=W',
          ],
        ],
      ],
      ['/member/profile', []],
    ] as const;
    for (const [path, expected] of cases) {
      const page = inlined(await hint(path));
      expect(page.lang).toBe('EN');
      expect(page.answers.map((a) => a.op)).toEqual([
        'getSystemStatus',
        ...expected.map(([op]) => op),
      ]);
      expect(page.answers[0]?.answer).toEqual(status);
      for (const [i, [, query, url]] of expected.entries()) {
        const answer = page.answers[i + 1]!;
        expect(answer.query).toEqual(query);
        expect(answer.answer, `${path}: ${url}`).toEqual(
          await answerOf(url, { ...DEMO, language: 'EN' }),
        );
      }
    }
  });

  it('writes no `<` inside the inlined answers, whatever the content holds', async () => {
    const title = '</script><script>alert(1)</script><!--';
    const added = await t.request({
      method: 'POST',
      url: '/dev/announcements',
      headers: DEMO,
      payload: {
        announcements: [
          { key: 'fp-tag', type: 'PL', title, content: title, groupName: '', sort: -1000 },
        ],
      },
    });
    expect(added.statusCode).toBe(200);
    try {
      const html = await hint('/');
      expect(html.match(/<\/script>/g)).toHaveLength(1);
      const announcements = inlined(html).answers[1]?.answer as {
        value: { player: { title: string }[] };
      };
      expect(announcements.value.player.map((a) => a.title)).toContain(title);
    } finally {
      await t.request({ method: 'DELETE', url: '/dev/announcements?keyPrefix=fp-', headers: DEMO });
    }
  });

  it('preloads the default language’s boot texts where the build says it keeps them', async () => {
    const at = (q: string) =>
      t
        .request({
          method: 'GET',
          url: `/wps/system/firstPaint?path=/promotions&${q}`,
          headers: DEMO,
        })
        .then((res) => links(res.body).filter((l) => l.includes('as="fetch"')));
    expect(await at('texts=/assets/locales/0a1b2c3d4e5f/&textLanguages=TH,EN,VI')).toEqual([
      '<link rel="preload" as="fetch" href="/assets/locales/0a1b2c3d4e5f/EN/boot.json" crossorigin>',
    ]);
    // Not a language the build has texts of, or not where a build keeps texts: nothing.
    expect(await at('texts=/assets/locales/0a1b2c3d4e5f/&textLanguages=TH,VI')).toEqual([]);
    for (const base of ['https://elsewhere.example/', '/assets/locales/x/../../', '/assets/"x/'])
      expect(await at(`texts=${encodeURIComponent(base)}&textLanguages=EN`)).toEqual([]);
    expect(await at('x=1')).toEqual([]);
  });

  it('leaves the game lists out while the merchant has them switched off', async () => {
    const setGames = async (enabled: boolean) => {
      const res = await t.request({
        method: 'PATCH',
        url: '/dev/merchant/settings',
        headers: DEMO,
        payload: { modules: { GAMELO3: enabled } },
      });
      expect(res.statusCode).toBe(200);
    };
    await setGames(false);
    try {
      const html = await hint('/rng');
      expect(links(html)).toEqual([]);
      expect(inlined(html).answers.map((a) => a.op)).toEqual(['getSystemStatus']);
    } finally {
      await setGames(true);
    }
    expect(inlined(await hint('/rng')).answers).toHaveLength(3);
  });

  it('has only the status for other pages, nothing for no page, and refuses an unknown merchant', async () => {
    for (const path of ['/member/profile', '/nowhere', '<script>']) {
      const html = await hint(path);
      expect(links(html)).toEqual([]);
      expect(inlined(html).answers.map((a) => a.op)).toEqual(['getSystemStatus']);
    }
    // Not a page (the edge's word for /index.html, which the service worker keeps): nothing.
    expect(await hint('')).toBe('');
    const res = await t.request({
      method: 'GET',
      url: '/wps/system/firstPaint?path=/',
      headers: { merchant: 'nobody' },
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).errorCode).toBe('merchant.acct.setup.err');
  });
});
