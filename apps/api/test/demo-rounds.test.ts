import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toMinor } from '../src/domain/kernel';
import { auditLedger } from './helpers/ledger-audit';
import { createMember, type TestMember } from './helpers/members';
import { createTestApp, DEMO, json, type TestApp } from './helpers/test-app';

let t: TestApp;
let now = Date.UTC(2026, 10, 21, 12, 0, 10);
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
});
afterAll(() => t.close());

async function launch(m: TestMember, query: string): Promise<string> {
  const res = await t.request({
    method: 'GET',
    url: `/wps/game/launchGame?${query}`,
    headers: { ...DEMO, authorization: m.token },
  });
  expect(res.statusCode, res.body).toBe(200);
  const url = (json(res).value as { content: { game_url: string } }).content.game_url;
  return new URL(url, 'http://x').searchParams.get('session') ?? '';
}

const round = (session: string, roundId: string, stake: string, bet: object = {}) =>
  t.request({
    method: 'POST',
    url: '/demo-games/api/round',
    payload: { session, roundId, stake, bet },
  });

const state = async (session: string) => {
  const res = await t.request({ method: 'GET', url: `/demo-games/api/state?session=${session}` });
  expect(res.statusCode, res.body).toBe(200);
  return json(res).value as {
    balance: string;
    recentRounds: { roundId: string; status: string; payout: string }[];
    draw: { current: { numero: string; closeTime: number } } | null;
  };
};

type Round = {
  stake: string;
  payout: string;
  balance: string;
  replayed: boolean;
  status: string;
  outcome: Record<string, unknown>;
};

describe('slot rounds', () => {
  it('debits the stake and credits the win exactly, as balanced ledger transactions', async () => {
    const m = await createMember(t.database.db, 'slot_player', { fund: '100.00', now });
    const session = await launch(m, 'nodeId=1&launchMode=GLS');
    let expected = toMinor('100.00');
    for (let i = 0; i < 25; i++) {
      const res = await round(session, `slot-round-${i}`, '2.00');
      expect(res.statusCode, res.body).toBe(200);
      const r = json(res).value as Round;
      expected += toMinor(r.payout) - toMinor(r.stake);
      expect(toMinor(r.balance)).toBe(expected);
      expect(r.outcome.grid).toHaveLength(3);
    }
    expect(toMinor((await state(session)).balance)).toBe(expected);
    expect(await auditLedger(t.database.db)).toEqual({
      total: 0n,
      unbalanced: 0,
      drifted: 0,
      negative: 0,
    });
  });

  it('replays a retried round id without moving money twice', async () => {
    const m = await createMember(t.database.db, 'retrier', { fund: '50.00', now });
    const session = await launch(m, 'nodeId=2&launchMode=GLS');
    const first = json(await round(session, 'same-round-01', '5.00')).value as Round;
    const again = json(await round(session, 'same-round-01', '5.00')).value as Round;
    expect(first.replayed).toBe(false);
    expect(again).toMatchObject({
      replayed: true,
      stake: first.stake,
      payout: first.payout,
      balance: first.balance,
      outcome: first.outcome,
    });
    const s = await state(session);
    expect(s.recentRounds.filter((r) => r.roundId === 'same-round-01')).toHaveLength(1);
  });

  it('refuses a stake above the balance and leaves everything as it was', async () => {
    const m = await createMember(t.database.db, 'poor_player', { fund: '3.00', now });
    const session = await launch(m, 'nodeId=1&launchMode=GLS');
    const res = await round(session, 'too-much-01', '5.00');
    expect(res.statusCode).toBe(400);
    expect(json(res).errorCode).toBe('account.balance.not.enough');
    const s = await state(session);
    expect(s.balance).toBe('3.00');
    expect(s.recentRounds).toEqual([]);
  });

  it('refuses stakes outside the limits, wrong bets and unknown sessions', async () => {
    const m = await createMember(t.database.db, 'odd_bets', { fund: '10.00', now });
    const session = await launch(m, 'nodeId=1&launchMode=GLS');
    expect(json(await round(session, 'limit-round-1', '0.50')).errorCode).toBe('request.param.err');
    expect(json(await round(session, 'limit-round-2', '1.005')).errorCode).toBe(
      'request.param.err',
    );
    expect((await round('no-such-session-token', 'limit-round-3', '1.00')).statusCode).toBe(401);
    const live = json(
      await t.request({
        method: 'GET',
        url: '/wps/relay/GCSGAME_gameList?gameType=LIVE&pageSize=1',
        headers: DEMO,
      }),
    ).value as { games: { nodeId: string }[] };
    const table = await launch(m, `nodeId=${live.games[0]?.nodeId}&launchMode=GLS`);
    expect(json(await round(table, 'table-round-1', '1.00', { side: 'HOME' })).errorCode).toBe(
      'request.param.err',
    );
    const played = json(await round(table, 'table-round-2', '1.00', { side: 'BANKER' }))
      .value as Round;
    expect(['0.00', '1.00', '1.95']).toContain(played.payout);
  });
});

describe('trial rounds', () => {
  it('plays with a fun balance that never touches the ledger', async () => {
    const before = await auditLedger(t.database.db);
    const launched = json(
      await t.request({
        method: 'GET',
        url: '/wps/relay/GCS_gameTrialLaunch?nodeId=1',
        headers: DEMO,
      }),
    ).value as { content: { game_url: string } };
    const session =
      new URL(launched.content.game_url, 'http://x').searchParams.get('session') ?? '';
    expect((await state(session)).balance).toBe('2000.00');
    const r = json(await round(session, 'trial-round-1', '10.00')).value as Round;
    expect(toMinor(r.balance)).toBe(toMinor('2000.00') - toMinor('10.00') + toMinor(r.payout));
    const replay = json(await round(session, 'trial-round-1', '10.00')).value as Round;
    expect(replay).toMatchObject({ replayed: true, balance: r.balance });
    expect(await auditLedger(t.database.db)).toEqual(before);
  });
});

describe('lottery bets', () => {
  it('takes a bet on the open draw and settles it once the draw closed', async () => {
    const m = await createMember(t.database.db, 'lotto_player', { fund: '100.00', now });
    const session = await launch(
      m,
      'launchMode=LOTT&lottoPrizeMode=ELOTT&lottoGameCode=VN1M&lottoView=betting',
    );
    const s = await state(session);
    const draw = s.draw?.current;
    expect(draw).toBeDefined();
    const bet = json(
      await round(session, 'lotto-bet-01', '10.00', { pick: 'BIG', numero: draw?.numero }),
    ).value as Round;
    expect(bet).toMatchObject({ status: 'OPEN', payout: '0.00', balance: '90.00' });
    now = (draw?.closeTime ?? now) + 1000;
    const after = await state(session);
    const settled = after.recentRounds.find((r) => r.roundId === 'lotto-bet-01');
    expect(settled?.status).toBe('SETTLED');
    expect(['0.00', '19.50']).toContain(settled?.payout);
    expect(toMinor(after.balance)).toBe(toMinor('90.00') + toMinor(settled?.payout ?? '0'));
    // A bet naming the draw that has just closed is refused.
    const late = await round(session, 'lotto-bet-02', '1.00', {
      pick: 'ODD',
      numero: draw?.numero,
    });
    expect(json(late).errorCode).toBe('lottery.draw.closed');
    expect(await auditLedger(t.database.db)).toEqual({
      total: 0n,
      unbalanced: 0,
      drifted: 0,
      negative: 0,
    });
  });
});

describe('game pages', () => {
  it('serves the page with a strict policy, its scripts, and a translated page for an ended session', async () => {
    const m = await createMember(t.database.db, 'page_viewer', { fund: '1.00', now });
    const session = await launch(m, 'nodeId=1&launchMode=GLS&language=AR');
    const page = await t.request({
      method: 'GET',
      url: `/demo-games/slot?session=${session}&lang=AR`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('dir="rtl"');
    expect(page.body).toContain('/demo-games/assets/slot.js');
    const wrongEngine = await t.request({
      method: 'GET',
      url: `/demo-games/lottery?session=${session}`,
    });
    expect(wrongEngine.statusCode).toBe(401);
    const ended = await t.request({
      method: 'GET',
      url: '/demo-games/slot?session=0123456789abcdefXYZ&lang=CN',
    });
    expect(ended.statusCode).toBe(401);
    expect(ended.body).toContain('游戏会话已结束');
    for (const file of [
      'common.js',
      'slot.js',
      'sides.js',
      'baccarat.js',
      'duel.js',
      'crash.js',
      'lottery.js',
      'demo.css',
    ]) {
      expect(
        (await t.request({ method: 'GET', url: `/demo-games/assets/${file}` })).statusCode,
        file,
      ).toBe(200);
    }
    expect((await t.request({ method: 'GET', url: '/demo-games/assets/nope.js' })).statusCode).toBe(
      404,
    );
  });
});
