import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, json, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.request({ method: 'GET', url, headers: { ...DEMO, ...headers } });
  expect(res.statusCode, res.body).toBe(200);
  return json(res).value as never;
};

type Game = {
  nodeId: string;
  vassalage: string;
  gameName: string;
  gameType: string;
  gameClassify: string;
  isHot: boolean;
  isNew: boolean;
  supportPlay: number;
  maintenance: boolean;
};
type Page = { games: Game[]; totalPages: number; totalCount: number; pageNo: number };

describe('vendors', () => {
  it('answers lanes of cards per category with the spec vendors', async () => {
    const value = await get('/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop');
    const lanes = (
      value as {
        data: {
          lanes: {
            title: string;
            cards: { vassalage: string; isGame: string; nodeId: string | null }[];
            gameClassify: { key: string }[];
          }[];
        };
      }
    ).data.lanes;
    const byTitle = Object.fromEntries(lanes.map((l) => [l.title, l]));
    expect(Object.keys(byTitle)).toEqual(['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'LOTT', 'ELOTT']);
    const codes = (title: string) => byTitle[title]?.cards.map((c) => c.vassalage) ?? [];
    expect(codes('RNG')).toEqual(
      expect.arrayContaining(['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS']),
    );
    expect(codes('SPORTS')).toEqual(
      expect.arrayContaining(['IMES', 'TF', 'IA', 'DS88', 'DIG', 'SV3']),
    );
    expect(codes('ELOTT')).toEqual(expect.arrayContaining(['TCG_LOTTO_VN', 'LOTT']));
    expect(codes('LOTT')).toEqual(['TCG_SEA']);
    // Sports cards launch their lobby game directly; RNG cards open the vendor's list.
    expect(byTitle.SPORTS?.cards.every((c) => c.isGame === 'GAME' && c.nodeId)).toBe(true);
    expect(byTitle.RNG?.cards.every((c) => c.isGame === 'VASSALAGE')).toBe(true);
    expect(byTitle.RNG?.gameClassify.map((c) => c.key)).toEqual(
      expect.arrayContaining(['SLOT', 'SC', 'VP', 'JP', 'TG', 'AC']),
    );
  });

  it('lists the sub-categories of each vendor', async () => {
    const value = (await get('/wps/relay/GCSGAME_getVassGameType')) as {
      content: Record<string, Record<string, string[]>>;
    };
    expect(value.content.RNG?.PG).toEqual(expect.arrayContaining(['SLOT', 'JP']));
    expect(value.content.FISH?.JDB).toEqual(['FISH']);
  });
});

describe('game list', () => {
  it('holds about 2,000 games and filters by vendor and category', async () => {
    const all = (await get('/wps/relay/GCSGAME_gameList?pageSize=1')) as Page;
    expect(all.totalCount).toBeGreaterThanOrEqual(1900);
    const pg = (await get(
      '/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=PG&pageNo=1&pageSize=15',
    )) as Page;
    expect(pg.games).toHaveLength(15);
    expect(pg.games.every((g) => g.vassalage === 'PG' && g.gameType === 'RNG')).toBe(true);
    expect(pg.totalPages).toBe(Math.ceil(pg.totalCount / 15));
  });

  it('pages without overlap and answers an empty page past the end', async () => {
    const one = (await get(
      '/wps/relay/GCSGAME_gameList?gameType=LIVE&pageNo=1&pageSize=15',
    )) as Page;
    const two = (await get(
      '/wps/relay/GCSGAME_gameList?gameType=LIVE&pageNo=2&pageSize=15',
    )) as Page;
    const ids = new Set(one.games.map((g) => g.nodeId));
    expect(two.games.some((g) => ids.has(g.nodeId))).toBe(false);
    const past = (await get(
      `/wps/relay/GCSGAME_gameList?gameType=LIVE&pageNo=${one.totalPages + 1}&pageSize=15`,
    )) as Page;
    expect(past.games).toEqual([]);
  });

  it('searches names trimmed, case-insensitively, in EN and CN, and finds nothing for nonsense', async () => {
    const trimmed = (await get(
      `/wps/relay/GCSGAME_gameList?gameName=${encodeURIComponent('  mystic RUSH  ')}`,
    )) as Page;
    expect(trimmed.games.map((g) => g.gameName)).toContain('Mystic Rush');
    const chinese = (await get(
      `/wps/relay/GCSGAME_gameList?gameName=${encodeURIComponent('神秘冲刺')}&language=CN`,
    )) as Page;
    expect(chinese.games.map((g) => g.gameName)).toContain('神秘冲刺');
    const none = (await get('/wps/relay/GCSGAME_gameList?gameName=zzqxv%25_')) as Page;
    expect(none).toMatchObject({ games: [], totalCount: 0, totalPages: 0 });
  });

  it('filters new games and sub-categories', async () => {
    const fresh = (await get(
      '/wps/relay/GCSGAME_gameList?gameType=RNG&isNew=true&pageSize=50',
    )) as Page;
    expect(fresh.totalCount).toBeGreaterThan(0);
    expect(fresh.games.every((g) => g.isNew)).toBe(true);
    const scratch = (await get(
      '/wps/relay/GCSGAME_gameList?gameType=RNG&gameClassify=SC&pageSize=50',
    )) as Page;
    expect(scratch.games.length).toBeGreaterThan(0);
    expect(scratch.games.every((g) => g.gameClassify === 'SC')).toBe(true);
  });

  it('refuses a page size above the limit with the error envelope', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/wps/relay/GCSGAME_gameList?pageSize=5000',
      headers: DEMO,
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).errorCode).toBe('request.param.err');
    // 50 at most per page of the catalogue; 999 stays for the favourites list only.
    const fifty = await t.request({
      method: 'GET',
      url: '/wps/relay/GCSGAME_gameList?pageSize=50',
      headers: DEMO,
    });
    expect(fifty.statusCode).toBe(200);
    const over = await t.request({
      method: 'GET',
      url: '/wps/relay/GCSGAME_gameList?pageSize=51',
      headers: DEMO,
    });
    expect(over.statusCode).toBe(400);
    expect(json(over).errorCode).toBe('request.param.err');
  });
});

describe('hot and popular games', () => {
  it('answers hot games of a category and vendor', async () => {
    const { list } = (await get('/wps/relay/GCSGAME_hotGamesV2?gameType=RNG&vassalage=JL')) as {
      list: Game[];
    };
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(20);
    expect(list.every((g) => g.isHot && g.vassalage === 'JL')).toBe(true);
  });

  it('answers popular games, filled with hot games before anything is played', async () => {
    const { list } = (await get('/lgw/games/popular?limit=5')) as { list: Game[] };
    expect(list).toHaveLength(5);
  });
});

describe('announcements', () => {
  it('answers home banners and marquee notices', async () => {
    const value = (await get(
      '/wps/relay/MCSFE_getListAnnouncements?types=B,PL&platform=W&execution=B',
    )) as {
      banners: { groupName: string; linkageType: string | null; url: string }[];
      player: { content: string }[];
      popup: unknown[];
    };
    const home = value.banners.filter((b) => b.groupName === 'w_home');
    expect(home.length).toBeGreaterThanOrEqual(2);
    expect(home.some((b) => b.linkageType)).toBe(true);
    for (const banner of home)
      expect((await t.request({ method: 'GET', url: banner.url })).statusCode).toBe(200);
    expect(value.player.length).toBeGreaterThan(0);
    expect(value.popup).toEqual([]);
    const only = (await get('/wps/relay/MCSFE_getListAnnouncements?types=PL')) as {
      banners: unknown[];
    };
    expect(only.banners).toEqual([]);
  });

  it('refuses unknown types', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/wps/relay/MCSFE_getListAnnouncements?types=X',
      headers: DEMO,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('images', () => {
  it('generates the same SVG icon for a game every time, and vendor and banner images', async () => {
    const a = await t.request({ method: 'GET', url: '/cdn/games/1.svg' });
    const b = await t.request({ method: 'GET', url: '/cdn/games/1.svg' });
    expect(a.statusCode).toBe(200);
    expect(a.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(a.body).toBe(b.body);
    expect(a.body).toMatch(/^<svg /);
    expect((await t.request({ method: 'GET', url: '/cdn/games/default.svg' })).statusCode).toBe(
      200,
    );
    for (const file of [
      'PG_DEFAULT.svg',
      'PG_ACTIVE.svg',
      'TCG_LOTTO_VN_CARD.svg',
      'BTISPORTS_ACTIVE.svg',
    ]) {
      expect((await t.request({ method: 'GET', url: `/cdn/vendors/${file}` })).statusCode).toBe(
        200,
      );
    }
    expect((await t.request({ method: 'GET', url: '/cdn/banners/jackpot.svg' })).statusCode).toBe(
      200,
    );
  });

  it('answers 404 for unknown images and 400 for malformed names', async () => {
    expect((await t.request({ method: 'GET', url: '/cdn/games/999999.svg' })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/cdn/vendors/NOPE_CARD.svg' })).statusCode).toBe(
      404,
    );
    expect((await t.request({ method: 'GET', url: '/cdn/banners/nope.svg' })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/cdn/games/..%2F1.svg' })).statusCode).toBe(400);
  });

  it('draws the icons of a lobby page pairwise different, even with their titles left out', async () => {
    const pages = [
      'gameType=RNG&pageNo=1&pageSize=15',
      'gameType=RNG&pageNo=2&pageSize=15',
      'gameType=RNG&vassalage=PG&pageNo=1&pageSize=30',
      'gameType=LIVE&pageNo=1&pageSize=30',
      'gameType=FISH&pageNo=1&pageSize=30',
    ];
    for (const query of pages) {
      const page = (await get(`/wps/relay/GCSGAME_gameList?${query}`)) as Page;
      expect(page.games.length).toBeGreaterThan(10);
      const drawings = new Set<string>();
      const titled = new Set<string>();
      for (const game of page.games) {
        const svg = (await t.request({ method: 'GET', url: `/cdn/games/${game.nodeId}.svg` })).body;
        expect(svg).toContain(game.gameName.split(' ')[0] ?? '');
        titled.add(svg);
        drawings.add(
          svg.replace(/<text[^>]*>[^<]*<\/text>/g, '').replace(/aria-label="[^"]*"/, ''),
        );
      }
      expect(titled.size, query).toBe(page.games.length);
      expect(drawings.size, query).toBe(page.games.length);
    }
  });
});
