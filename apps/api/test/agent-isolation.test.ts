// Isolation: an agent sees and touches only its own subtree. Signed in as a sub-agent, every
// agent operation is asked about accounts, ids and links of a sibling branch and of the
// parent's branch; every such request must be refused (not found, or absent from the answer)
// and nothing may change. The refusals are counted and must be all of them.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_PAYMENT_PASSWORD } from '../src/seed/demo-team';
import { signInAs } from './helpers/members';
import { createTestApp, DEMO, json, type TestApp } from './helpers/test-app';

let t: TestApp;
let caller: { token: string; id: number };

beforeAll(async () => {
  t = await createTestApp({ demoTeam: true });
  const sub = await signInAs(t.database.db, 'subagent1');
  caller = { token: sub.token, id: sub.member.id };
});
afterAll(() => t.close());

let keys = 0;
const call = (method: string, url: string, payload?: unknown, token = caller.token) =>
  t.request({
    method,
    url,
    headers: { ...DEMO, authorization: token, 'idempotency-key': `isolation-${++keys}` },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const rows = async (query: ReturnType<typeof sql>) =>
  (await t.database.db.execute<Record<string, string>>(query)).rows;

it('refuses every request that names an account outside the caller subtree', async () => {
  const db = t.database.db;
  const foreignNames = ['demoagent', 'dp01', 'subagent2', 'subagent21', 's2p01', 's21p01'];
  const foreign = new Map<string, number>();
  for (const r of await rows(
    sql`select id, username from members where username in (${sql.join(
      foreignNames.map((n) => sql`${n}`),
      sql`, `,
    )})`,
  ))
    foreign.set(r.username!, Number(r.id));
  expect(foreign.size).toBe(foreignNames.length);
  // A sibling agent's affiliate link, and the parent's.
  const sibling = await signInAs(db, 'subagent2');
  const parent = await signInAs(db, 'demoagent');
  const linkIds: number[] = [];
  for (const token of [sibling.token, parent.token]) {
    const res = await call('POST', '/wps/agent/affiliateUrl', { type: 0, rebates: [] }, token);
    expect(res.statusCode, res.body).toBe(200);
    linkIds.push((json(res).value as { affiUrlId: number }).affiUrlId);
  }
  const own = new Set(
    (await rows(sql`select descendant_id from member_tree where ancestor_id = ${caller.id}`)).map(
      (r) => Number(r.descendant_id),
    ),
  );
  const snapshot = () =>
    rows(sql`select
      (select sum(balance)::text from ledger_accounts) balances,
      (select count(*)::text from ledger_transactions) txs,
      (select string_agg(id || ':' || type || ':' || rebates::text, ',' order by id) from members) members,
      (select count(*)::text from affiliate_urls where deleted_at is null) links`);
  const before = await snapshot();

  let asked = 0;
  let refused = 0;
  const failures: string[] = [];
  const expectNotFound = async (method: string, url: string, payload?: unknown) => {
    asked++;
    const res = await call(method, url, payload);
    if (res.statusCode === 404 && json(res).errorCode === 'not.found') refused++;
    else failures.push(`${method} ${url} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
  };
  /** The answer may list only the caller's own subtree, and never the named account. */
  const expectAbsent = async (url: string, ids: (v: Record<string, unknown>) => number[]) => {
    asked++;
    const res = await call('GET', url);
    const value = json(res).value as Record<string, unknown>;
    const seen = res.statusCode === 200 ? ids(value) : [-1];
    if (seen.every((id) => own.has(id))) refused++;
    else failures.push(`GET ${url} listed ${seen.filter((id) => !own.has(id)).join(',')}`);
  };
  const listIds = (v: Record<string, unknown>) =>
    (v.list as { memberId: number }[]).map((r) => r.memberId);

  for (const [name, id] of foreign) {
    await expectNotFound('GET', `/wps/agent/downlines?parentId=${id}`);
    await expectNotFound('GET', `/wps/agent/downlines/export?parentId=${id}`);
    await expectNotFound('GET', `/wps/agent/downline?memberId=${id}`);
    await expectNotFound('PUT', '/wps/agent/transferDownline', {
      memberId: id,
      amount: '1.00',
      paymentPassword: DEMO_PAYMENT_PASSWORD,
    });
    await expectNotFound('PUT', '/wps/agent/promoteDownlineToAgent', { memberId: id });
    await expectNotFound('PUT', '/wps/agent/downlineRebates', { memberId: id, rebates: [] });
    await expectNotFound('GET', `/wps/report/teamBetting?period=last30&parentId=${id}`);
    await expectNotFound('GET', `/wps/report/profitLoss?period=last30&parentId=${id}`);
    await expectNotFound('GET', `/wps/report/downlineTransactions?period=last30&parentId=${id}`);
    await expectAbsent(`/wps/agent/downlines?scope=all&account=${name}`, listIds);
    await expectAbsent(`/wps/report/teamBetting?period=last30&account=${name}`, listIds);
    await expectAbsent(`/wps/report/downlineTransactions?period=last30&account=${name}`, listIds);
    await expectAbsent(`/wps/report/profitLoss?period=last30&account=${name}`, listIds);
    asked++;
    const csv = await call('GET', `/wps/agent/downlines/export?scope=all&account=${name}`);
    if (csv.statusCode === 200 && csv.body.trim().split('\r\n').length === 1) refused++;
    else failures.push(`export account=${name} -> ${csv.body.slice(0, 120)}`);
  }
  for (const linkId of linkIds) {
    await expectNotFound('DELETE', `/wps/agent/affiliateUrl?affiUrlId=${linkId}`);
    await expectNotFound('GET', `/wps/agent/registeredAffiliates?affiUrlId=${linkId}`);
    asked++;
    const mine = await call('GET', '/wps/agent/affiliateUrls');
    const ids = (json(mine).value as { list: { affiUrlId: number }[] }).list.map(
      (l) => l.affiUrlId,
    );
    if (!ids.includes(linkId)) refused++;
    else failures.push(`affiliateUrls listed ${linkId}`);
  }
  // Whole-team answers without a parameter hold only the caller's subtree.
  await expectAbsent('/wps/agent/downlines?scope=all&pageSize=200', listIds);
  await expectAbsent('/wps/report/teamBetting?period=last30&pageSize=200', listIds);
  await expectAbsent('/wps/report/downlineTransactions?period=last30&pageSize=200', listIds);
  await expectAbsent('/wps/report/profitLoss?period=last30&pageSize=200', listIds);
  await expectAbsent('/wps/relay/ODSFE2_getTeamOverviewSum', (v) =>
    (v.contributions as { memberId: number }[]).map((c) => c.memberId),
  );
  await expectAbsent('/wps/agent/registeredAffiliates', listIds);

  expect(failures).toEqual([]);
  // 6 accounts x 14 requests, 2 links x 3, 6 whole-team answers.
  expect(asked).toBe(96);
  expect(refused / asked).toBe(1);
  expect(await snapshot()).toEqual(before);
});
