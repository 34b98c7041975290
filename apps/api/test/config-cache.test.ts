import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { configCache } from '../src/db/config-cache';
import { createTestApp, DEMO, json, type TestApp } from './helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const siteName = async () => {
  const res = await t.request({ method: 'GET', url: '/wps/system/status', headers: DEMO });
  return (json(res).value as { info: { siteName: string } }).info.siteName;
};

describe('configuration cache', () => {
  it('runs a cached drizzle query once, however often it is read', async () => {
    // A drizzle query runs each time it is awaited; the cache must keep its result, not it.
    const { db } = t.database;
    await db.execute(sql`create sequence config_cache_probe`);
    const read = () =>
      configCache(db).get('config-cache-probe', () =>
        db.execute<{ n: string }>(sql`select nextval('config_cache_probe')::text as n`),
      );
    const answers = await Promise.all([read(), read()]);
    answers.push(await read(), await read());
    expect(answers.map((a) => a.rows[0]?.n)).toEqual(['1', '1', '1', '1']);
    const [seq] = (
      await db.execute<{ n: string }>(sql`select last_value::text as n from config_cache_probe`)
    ).rows;
    expect(seq?.n).toBe('1');
  });

  it('picks up a write made outside this process (another replica) within a few seconds', async () => {
    expect(await siteName()).toBe('Royal Demo');
    // Straight to the database, as another replica or an operator tool would.
    await t.database.db.execute(
      sql`update merchants set name = 'Royal Renamed' where code = 'demo'`,
    );
    await vi.waitFor(async () => expect(await siteName()).toBe('Royal Renamed'), {
      timeout: 10_000,
      interval: 200,
    });
  });

  it('shows a switch changed through this process at once', async () => {
    const before = await t.request({ method: 'GET', url: '/wps/system/status', headers: DEMO });
    expect((json(before).value as { status: number }).status).toBe(0);
    const res = await t.request({
      method: 'PATCH',
      url: '/dev/merchant/settings',
      headers: DEMO,
      payload: { maintenance: { enabled: true } },
    });
    expect(res.statusCode).toBe(200);
    const after = await t.request({ method: 'GET', url: '/wps/system/status', headers: DEMO });
    expect((json(after).value as { status: number }).status).toBe(1);
  });

  it('lists a game renamed outside this process after the version check', async () => {
    const url = '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=15';
    const first = json(await t.request({ method: 'GET', url, headers: DEMO })).value as {
      games: { nodeId: string; gameName: string }[];
    };
    const game = first.games[0];
    expect(game).toBeDefined();
    await t.database.db.execute(
      sql`update games set name_en = 'Renamed Game' where id = ${Number(game?.nodeId)}`,
    );
    await vi.waitFor(
      async () => {
        const page = json(await t.request({ method: 'GET', url, headers: DEMO })).value as {
          games: { gameName: string }[];
        };
        expect(page.games[0]?.gameName).toBe('Renamed Game');
      },
      { timeout: 10_000, interval: 200 },
    );
  });
});
