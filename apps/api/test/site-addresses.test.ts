// The merchant's site addresses (its domain configuration) are served in the system status at
// run time: the agent console builds affiliate links and QR codes on the player site's origin,
// and the player site links a signed-in agent to the console.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configCache } from '../src/db/config-cache';
import { parseSiteAddresses } from '../src/domain/merchants/merchant-settings';
import { seedDatabase } from '../src/seed/seed';
import { createTestApp, DEMO, json, type TestApp } from './helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await seedDatabase(t.database.db, {
    demoTeam: false,
    transferMerchant: true,
    sites: { player: 'http://127.0.0.1:14175' },
  });
});
afterAll(() => t.close());

async function addresses(headers: Record<string, string>) {
  const res = await t.request({ method: 'GET', url: '/wps/system/status', headers });
  expect(res.statusCode).toBe(200);
  const value = json(res).value as { info: { siteAddresses: unknown } };
  return value.info.siteAddresses;
}

describe('site addresses in the system status', () => {
  it('serves the seeded player site and agent console origins', async () => {
    // The player site as the seed was told; the console as `pnpm start` serves it.
    expect(await addresses(DEMO)).toEqual({
      player: 'http://127.0.0.1:14175',
      agentConsole: 'http://127.0.0.1:5174',
    });
  });

  it('follows the merchant configuration at run time, not a build', async () => {
    await t.database.db.execute(sql`
      update merchants
         set settings = jsonb_set(settings, '{siteAddresses}',
               '{"player":"https://www.royal-demo.test/","agentConsole":"https://agents.royal-demo.test:8443/x"}')
       where code = 'demo'`);
    configCache(t.database.db).invalidate();
    // Reduced to origins: no path, the port kept.
    expect(await addresses(DEMO)).toEqual({
      player: 'https://www.royal-demo.test',
      agentConsole: 'https://agents.royal-demo.test:8443',
    });
  });

  it('defaults the player site to the main domain when none is configured', async () => {
    expect(await addresses({ merchant: 'transfer' })).toEqual({
      player: 'https://transfer.localhost',
      agentConsole: null,
    });
  });
});

describe('parseSiteAddresses', () => {
  it('keeps only http(s) origins without credentials', () => {
    expect(
      parseSiteAddresses(
        { player: 'javascript:alert(1)', agentConsole: 'https://user:pw@agents.example' },
        '',
      ),
    ).toEqual({ player: null, agentConsole: null });
    expect(parseSiteAddresses({ player: 'not a url', agentConsole: 42 }, 'play.example')).toEqual({
      player: 'https://play.example',
      agentConsole: null,
    });
    expect(parseSiteAddresses(undefined, '')).toEqual({ player: null, agentConsole: null });
  });
});
