// A player registering through an agent's affiliate link lands under that agent, with the
// link's member type and rebates, and is counted on the link; a deleted or expired link is
// refused like an unknown code.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { accountClient, errorOf } from './helpers/accounts';
import { signInAs } from './helpers/members';
import { createTestApp, DEMO, json, type TestApp } from './helpers/test-app';

let t: TestApp;
let now = Date.UTC(2026, 10, 21, 12, 0, 0);
let token: string;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now, captchaText: () => 'ABCD' });
  token = (await signInAs(t.database.db, 'demoagent', now)).token;
  // The demo agent's own rebates (the team seed is off in this file).
  await t.database.db.execute(
    sql`update members set rebates = '{"RNG":"1.50"}' where username = 'demoagent'`,
  );
});
afterAll(() => t.close());

const agentCall = (method: string, url: string, payload?: unknown) =>
  t.request({
    method,
    url,
    headers: { ...DEMO, authorization: token },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

async function register(username: string, affiliateCode: string, mobileNum: string) {
  const c = accountClient(t);
  const cookie = await c.captchaCookie();
  return c.encrypted(
    'PUT',
    '/wps/member/register',
    {
      captcha: 'ABCD',
      altcha: await c.altcha(),
      registerMethod: 'WEB',
      login: true,
      username,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      countryDialingCode: '65',
      mobileNum,
      affiliateCode,
    },
    { cookie },
  );
}

it('registers a player under the agent through a link, counted on the link', async () => {
  const created = await agentCall('POST', '/wps/agent/affiliateUrl', {
    type: 0,
    rebates: [{ productType: 'RNG', rate: '0.80' }],
  });
  expect(created.statusCode, created.body).toBe(200);
  const link = json(created).value as { affiUrlId: number; code: string; url: string };
  expect(link.url).toBe(`/register?affiliateCode=${link.code}`);

  const res = await register('linkplayer1', link.code.toLowerCase(), '81220001');
  expect(res.statusCode, res.body).toBe(200);

  const downlines = json(await agentCall('GET', '/wps/agent/downlines?account=linkplayer1'))
    .value as { list: { memberId: number; account: string; type: number; level: number }[] };
  expect(downlines.list).toHaveLength(1);
  expect(downlines.list[0]).toMatchObject({ account: 'linkplayer1', type: 0, level: 1 });
  const details = json(
    await agentCall('GET', `/wps/agent/downline?memberId=${downlines.list[0]!.memberId}`),
  ).value as { rebates: unknown[] };
  expect(details.rebates).toEqual([{ productType: 'RNG', rate: '0.80' }]);

  const links = json(await agentCall('GET', '/wps/agent/affiliateUrls')).value as {
    list: { affiUrlId: number; registrations: number }[];
  };
  expect(links.list.find((l) => l.affiUrlId === link.affiUrlId)?.registrations).toBe(1);
  const registered = json(
    await agentCall('GET', `/wps/agent/registeredAffiliates?affiUrlId=${link.affiUrlId}`),
  ).value as { list: { account: string }[]; total: number };
  expect(registered.total).toBe(1);
  expect(registered.list[0]?.account).toBe('linkplayer1');

  // Deleted: the code no longer registers anyone.
  await agentCall('DELETE', `/wps/agent/affiliateUrl?affiUrlId=${link.affiUrlId}`);
  expect(errorOf(await register('linkplayer2', link.code, '81220002')).errorCode).toBe(
    'affiliate.invalid',
  );
});

it('refuses an expired link', async () => {
  const created = await agentCall('POST', '/wps/agent/affiliateUrl', {
    type: 1,
    rebates: [],
    expiresAt: new Date(now + 60_000).toISOString(),
  });
  const link = json(created).value as { code: string };
  now += 120_000;
  expect(errorOf(await register('linkagent1', link.code, '81220003')).errorCode).toBe(
    'affiliate.invalid',
  );
});
