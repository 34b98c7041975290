import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, signInAs, type TestMember } from './helpers/members';
import { createTestApp, DEMO, json, type TestApp } from './helpers/test-app';

let t: TestApp;
let player: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  player = await signInAs(t.database.db, 'demoplayer');
});
afterAll(() => t.close());

const call = (method: string, url: string, token?: string, payload?: object) =>
  t.request({
    method,
    url,
    headers: { ...DEMO, ...(token ? { authorization: token } : {}) },
    ...(payload ? { payload } : {}),
  });

const value = async (method: string, url: string, token?: string, payload?: object) => {
  const res = await call(method, url, token, payload);
  expect(res.statusCode, res.body).toBe(200);
  return json(res).value as never;
};

describe('balance', () => {
  it('starts the demo player at the sum of its ledger entries (10,000.00 funding, seeded rewards)', async () => {
    const [sum] = (
      await t.database.db.execute<{ s: string }>(sql`
        select coalesce(sum(e.amount), 0)::text as s from ledger_entries e
          join ledger_accounts a on a.id = e.account_id
         where a.member_id = ${player.member.id} and a.vendor_code is null`)
    ).rows;
    const minor = BigInt(sum!.s);
    // The seed funds it with 10,000.00 and pays its reward history (paid grants) on top.
    expect(minor).toBeGreaterThanOrEqual(1_000_000n);
    const amount = `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;
    const balance = (await value(
      'GET',
      '/wps/v2/wallets/balance?typeId=0',
      player.token,
    )) as Record<string, unknown>;
    expect(balance).toEqual({
      sumBalance: amount,
      balance: [{ accountTypeId: 0, accountName: 'MAIN', availBalance: amount }],
      currency: 'USD',
      currencySymbol: '$',
    });
  });

  it('answers 0.00 for a member who never had money, and 401 without a session', async () => {
    const fresh = await createMember(t.database.db, 'no_money');
    expect(
      ((await value('GET', '/wps/v2/wallets/balance', fresh.token)) as { sumBalance: string })
        .sumBalance,
    ).toBe('0.00');
    expect((await call('GET', '/wps/v2/wallets/balance')).statusCode).toBe(401);
  });

  it('reports a single seamless wallet', async () => {
    expect(await value('GET', '/wps/relay/GCS_merchantWallet', player.token)).toEqual({
      isSingle: 1,
    });
  });
});

describe('favourites', () => {
  const body = (nodeId: string) => ({ nodeId, vendor: 'PG', gameType: 'RNG' });

  it('adds, lists and removes, each idempotent', async () => {
    const m = await createMember(t.database.db, 'fav_member');
    expect(await value('GET', '/wps/relay/MCSFE_getFavoriteGames', m.token)).toEqual([]);
    await value('POST', '/wps/relay/MCSFE_addFavoriteGameV2', m.token, body('3'));
    await value('POST', '/wps/relay/MCSFE_addFavoriteGameV2', m.token, body('3'));
    await value('POST', '/wps/relay/MCSFE_addFavoriteGameV2', m.token, body('5'));
    expect(new Set(await value('GET', '/wps/relay/MCSFE_getFavoriteGames', m.token))).toEqual(
      new Set(['3', '5']),
    );
    const list = (await value(
      'GET',
      '/wps/relay/MCSFE_getFavoriteGamesList?pageNo=1&pageSize=999',
      m.token,
    )) as { content: { nodeId: string }[]; totalPages: number };
    expect(list.content.map((g) => g.nodeId).sort()).toEqual(['3', '5']);
    expect(list.totalPages).toBe(1);
    await value('DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2', m.token, body('3'));
    await value('DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2', m.token, body('3'));
    expect(await value('GET', '/wps/relay/MCSFE_getFavoriteGames', m.token)).toEqual(['5']);
  });

  it('needs a session and a real game', async () => {
    expect(
      (await call('POST', '/wps/relay/MCSFE_addFavoriteGameV2', undefined, body('3'))).statusCode,
    ).toBe(401);
    const res = await call(
      'POST',
      '/wps/relay/MCSFE_addFavoriteGameV2',
      player.token,
      body('99999999'),
    );
    expect(res.statusCode).toBe(404);
    const bad = await call('POST', '/wps/relay/MCSFE_addFavoriteGameV2', player.token, {
      nodeId: 'x',
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('launch', () => {
  it('opens a demo game session and lists the game in recent games', async () => {
    const m = await createMember(t.database.db, 'launcher', { fund: '100.00' });
    const launched = (await value(
      'GET',
      '/wps/game/launchGame?nodeId=12&launchMode=GLS&language=AR&device=WEB',
      m.token,
    )) as { content: { game_url: string } };
    expect(launched.content.game_url).toMatch(/^\/demo-games\/[a-z]+\?session=[\w-]{20,}&lang=AR$/);
    await value('GET', '/wps/game/launchGame?nodeId=4&launchMode=GLS', m.token);
    const recent = (await value(
      'GET',
      '/wps/relay/GCS_recentGame?page=1&pageSize=20',
      m.token,
    )) as { list: { nodeId: string }[]; totalPages: number };
    expect(recent.list.map((g) => g.nodeId)).toEqual(['4', '12']);
    const rng = (await value('GET', '/wps/relay/GCS_recentGame?gameType=LIVE', m.token)) as {
      list: unknown[];
    };
    expect(rng.list).toEqual([]);
  });

  it('refuses a trial account with trial.account.denied', async () => {
    const trial = await signInAs(t.database.db, 'demotrial');
    const res = await call('GET', '/wps/game/launchGame?nodeId=1&launchMode=GLS', trial.token);
    expect(res.statusCode).toBe(400);
    expect(json(res).errorCode).toBe('trial.account.denied');
  });

  it('refuses a game under maintenance with game.maintenance', async () => {
    const list = (await value('GET', '/wps/relay/GCSGAME_gameList?vassalage=PG&pageSize=20')) as {
      games: { nodeId: string; maintenance: boolean }[];
    };
    const down = list.games.find((g) => g.maintenance);
    expect(down).toBeDefined();
    const res = await call(
      'GET',
      `/wps/game/launchGame?nodeId=${down?.nodeId}&launchMode=GLS`,
      player.token,
    );
    expect(json(res).errorCode).toBe('game.maintenance');
  });

  it('needs a session; free trial works without one only for trial games', async () => {
    expect((await call('GET', '/wps/game/launchGame?nodeId=1&launchMode=GLS')).statusCode).toBe(
      401,
    );
    const trial = (await value('GET', '/wps/relay/GCS_gameTrialLaunch?nodeId=1')) as {
      content: { game_url: string };
    };
    expect(trial.content.game_url).toContain('/demo-games/slot?session=');
    const live = (await value('GET', '/wps/relay/GCSGAME_gameList?gameType=LIVE&pageSize=1')) as {
      games: { nodeId: string }[];
    };
    const refused = await call(
      'GET',
      `/wps/relay/GCS_gameTrialLaunch?nodeId=${live.games[0]?.nodeId}`,
    );
    expect(json(refused).errorCode).toBe('function.not.available');
  });

  it('launches a lottery by prize mode and game code', async () => {
    const m = await createMember(t.database.db, 'lotto_fan');
    const byCode = (await value(
      'GET',
      '/wps/game/launchGame?launchMode=LOTT&lottoArea=VN&lottoPrizeMode=ELOTT&lottoGameCode=VN3M&lottoView=betting&device=WEB',
      m.token,
    )) as { content: { game_url: string } };
    expect(byCode.content.game_url).toContain('/demo-games/lottery?');
    const lobby = (await value(
      'GET',
      '/wps/game/launchGame?launchMode=LOTT&lottoPrizeMode=SEA&lottoView=lobby',
      m.token,
    )) as { content: { game_url: string } };
    expect(lobby.content.game_url).toContain('/demo-games/lottery?');
    const recent = (await value('GET', '/lgw/vn/games/game_menu/recent', m.token)) as {
      gameCode: string;
    }[];
    expect(recent.map((g) => g.gameCode)).toEqual(expect.arrayContaining(['VN3M', 'SEA1M']));
  });

  it('does not launch a lottery of a vendor the merchant disabled', async () => {
    const m = await createMember(t.database.db, 'lotto_closed');
    const url =
      '/wps/game/launchGame?launchMode=LOTT&lottoPrizeMode=ELOTT&lottoGameCode=VN3M&lottoView=betting&device=WEB';
    const db = t.database.db;
    const lane = sql`merchant_id = (select id from merchants where code = 'demo') and category = 'ELOTT'`;
    await db.execute(sql`update game_vendors set enabled = false where ${lane}`);
    try {
      const refused = await call('GET', url, m.token);
      expect(refused.statusCode).toBe(404);
    } finally {
      await db.execute(sql`update game_vendors set enabled = true where ${lane}`);
    }
    expect((await call('GET', url, m.token)).statusCode).toBe(200);
  });
});

describe('lottery gateway', () => {
  it('answers menus by prize mode, the VN menu, results and the open draw', async () => {
    const menus = (await value('GET', '/lgw/games/game_menus?prizeMode=ELOTT')) as Record<
      string,
      { gameGroupCode: string; games: { gameCode: string }[] }
    >;
    expect(Object.keys(menus).sort()).toEqual(['LOTT', 'TCG_LOTTO_VN']);
    expect(menus.TCG_LOTTO_VN?.gameGroupCode).toBe('TCG_LOTTO_VN');
    const sea = (await value('GET', '/lgw/games/game_menus?prizeMode=SEA')) as Record<
      string,
      unknown
    >;
    expect(Object.keys(sea)).toEqual(['TCG_SEA']);
    const vn = (await value('GET', '/lgw/vn/games/game_menu?prizeMode=ELOTT&device=WEB')) as Record<
      string,
      { gameMenus: { gameCode: string }[] }
    >;
    expect(
      Object.values(vn)
        .flatMap((m) => m.gameMenus.map((g) => g.gameCode))
        .sort(),
    ).toEqual(['CT5M', 'DN2M', 'HCM1M', 'HN5M', 'HP3M', 'HUE10M', 'VN1M', 'VN3M']);
    const results = (await value('GET', '/lgw/vn/numeros/opened/game?gameCode=VN1M&limit=3')) as {
      status: string;
      numbers: number[];
    }[];
    expect(results).toHaveLength(3);
    expect(results.every((r) => r.status === 'DRAWN' && r.numbers.length === 3)).toBe(true);
    const again = (await value('GET', '/lgw/vn/numeros/opened/game?gameCode=VN1M&limit=3')) as {
      numero: string;
      numbers: number[];
    }[];
    expect(again[0]).toEqual(results[0]);
    const open = (await value('GET', '/lgw/games/opened/numero?gameCode=VN1M', player.token)) as {
      status: string;
      closeTime: number;
    };
    expect(open.status).toBe('OPEN');
    // The same call under the lottery gateway prefix: the same draw, a session required.
    const lotto = await value('GET', '/lotto/lgw/games/opened/numero?gameCode=VN1M', player.token);
    expect(lotto).toEqual(open);
    expect((await call('GET', '/lotto/lgw/games/opened/numero?gameCode=VN1M')).statusCode).toBe(
      401,
    );
    expect(
      (await call('GET', '/lotto/lgw/games/opened/numero?gameCode=NOPE', player.token)).statusCode,
    ).toBe(404);
    expect((await call('GET', '/lgw/vn/numeros/opened/game?gameCode=NOPE')).statusCode).toBe(404);
  });
});
