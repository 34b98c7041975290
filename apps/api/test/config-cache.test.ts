import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
