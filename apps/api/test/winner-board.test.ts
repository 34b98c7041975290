// The winner board (home and /winners) shows real wins from the bet records only: the biggest
// of the last 7 days and the latest big ones, per category, above the merchant's threshold,
// names masked, each replica's answer cached for 30 s on the app's clock.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configCache } from '../src/db/config-cache';
import { scriptedRng } from '../src/vendors/demo/engines/rng';
import { playRound } from '../src/vendors/demo/rounds';
import { createMember } from './helpers/members';
import { createTestApp, DEMO, json, type TestApp } from './helpers/test-app';

// Far from anything the seed played (its rounds are more than 7 days before).
const T = Date.UTC(2032, 2, 1, 12, 0, 0);
let now = T;
let t: TestApp;

/** The centre line shows three SEVENs: 250 x the line stake (stake / 5), 50 x the stake. */
const SEVENS = [39, 0, 25, 25, 0, 39, 39, 0, 25];
/** No line pays. */
const MISS = [12, 20, 30, 20, 30, 12, 20, 12, 30];

type Entry = { customerName: string; winAmount: string; gameType: string; wonAt: string };

const board = async (query: string): Promise<Entry[]> => {
  const res = await t.request({
    method: 'GET',
    url: `/wps/relay/GCSGAME_getRankList?${query}`,
    headers: DEMO,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (json(res).value as { list: Entry[] }).list;
};

async function slotSession(token: string, nodeId: number): Promise<string> {
  const res = await t.request({
    method: 'GET',
    url: `/wps/game/launchGame?nodeId=${nodeId}&launchMode=GLS`,
    headers: { ...DEMO, authorization: token },
  });
  expect(res.statusCode, res.body).toBe(200);
  const url = (json(res).value as { content: { game_url: string } }).content.game_url;
  return new URL(url, 'http://x').searchParams.get('session') ?? '';
}

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
});
afterAll(() => t.close());

describe('the winner board', () => {
  it('lists real wins only: nothing before anything is won, no showcase', async () => {
    expect(await board('gameCategory=ALL&limitNum=20')).toEqual([]);
    const tables = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from information_schema.tables where table_name in ('winner_showcase', 'winner_board')`,
    );
    expect(tables.rows[0]?.n).toBe(0);
  });

  it('shows the biggest and the latest big wins above the threshold, names masked, refreshed within a minute', async () => {
    const m = await createMember(t.database.db, 'bigwinner77', { fund: '500.00', now });
    const session = await slotSession(m.token, 1);
    const play = (roundId: string, stake: string, cells: number[], at: number) =>
      playRound(t.database.db, { token: session, roundId, stake, bet: {} }, at, scriptedRng(cells));
    // Wins of 50 x the stake: 150.00, 60.00 and 500.00; a 0.99 x 50 = 49.50 win stays under
    // the demo merchant's 50.00 threshold; a lost round is no win.
    await play('w1', '3.00', SEVENS, T + 1_000);
    await play('w2', '1.20', SEVENS, T + 2_000);
    await play('w3', '10.00', SEVENS, T + 3_000);
    await play('w4', '0.99', SEVENS, T + 4_000).catch(() => undefined);
    await play('l1', '5.00', MISS, T + 5_000);

    // The empty board read above is still served from the replica's cache.
    now = T + 10_000;
    expect(await board('gameCategory=ALL&limitNum=20')).toEqual([]);
    // Within a minute it reads the records again.
    now = T + 40_000;
    const biggest = await board('gameCategory=ALL&limitNum=20');
    expect(biggest.map((w) => w.winAmount)).toEqual(['500.00', '150.00', '60.00']);
    expect(new Set(biggest.map((w) => w.customerName))).toEqual(new Set(['bi***77']));
    const latest = await board('gameCategory=ALL&view=LATEST&limitNum=2');
    expect(latest.map((w) => w.winAmount)).toEqual(['500.00', '60.00']);
    expect(latest[0]?.wonAt).toBe(new Date(T + 3_000).toISOString());
    // Per category: the slot's wins are RNG, none is LIVE.
    expect((await board('gameCategory=RNG&limitNum=20')).map((w) => w.gameType)).toEqual([
      'RNG',
      'RNG',
      'RNG',
    ]);
    expect(await board('gameCategory=LIVE&limitNum=20')).toEqual([]);
    // A week later they have left the biggest wins.
    now = T + 8 * 86_400_000;
    expect(await board('gameCategory=ALL&limitNum=20')).toEqual([]);
  });

  it('follows the merchant threshold', async () => {
    await t.database.db.execute(
      sql`update merchants set settings = jsonb_set(settings, '{winnerBoard}', '{"minWin": "100.00"}'::jsonb) where code = 'demo'`,
    );
    configCache(t.database.db).invalidate();
    now = T + 50_000;
    const res = await t.request({
      method: 'GET',
      url: '/wps/relay/GCSGAME_getRankList?gameCategory=ALL&limitNum=20&view=BIGGEST',
      headers: DEMO,
    });
    const list = (json(res).value as { list: Entry[] }).list;
    expect(list.map((w) => w.winAmount)).toEqual(['500.00', '150.00']);
  });
});
