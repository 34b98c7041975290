// Isolation: an agent sees and touches only its own subtree. Signed in as a sub-agent, every
// agent operation is asked about accounts, ids and links of a sibling branch and of the
// parent's branch; every such request must be refused (not found, or absent from the answer)
// and nothing may change. Operations that name no account must answer about the caller only
// (a foreign upline or owner in the body is not taken), and a player is refused every one.
// The refusals are counted and must be all of them, and every agent operation of the contract
// must have been asked.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listOperations, loadDocument } from '../src/contract/document';
import { addDays, localDay } from '../src/domain/kernel';
import { DEMO_PAYMENT_PASSWORD } from '../src/seed/demo-team';
import { findOperation } from './helpers/contract';
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
/** The operations asked in a refusal check. */
const asked = new Set<string>();
const call = (method: string, url: string, payload?: unknown, token = caller.token) => {
  const op = findOperation(method, url);
  if (op?.operation.operationId) asked.add(op.operation.operationId);
  return t.request({
    method,
    url,
    headers: { ...DEMO, authorization: token, 'idempotency-key': `isolation-${++keys}` },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
};
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

it('answers about the caller only where no account is named, and refuses players', async () => {
  const db = t.database.db;
  let tried = 0;
  let refused = 0;
  const failures: string[] = [];
  const check = (ok: boolean, what: string) => {
    tried++;
    if (ok) refused++;
    else failures.push(what);
  };
  const parent = await signInAs(db, 'demoagent');
  const [sub] = await rows(sql`select id, rebates from members where id = ${caller.id}`);

  // The caller's own rebate caps, not its upline's.
  const rebates = await call('GET', '/wps/agent/globalRebateSettings');
  const caps = (
    json(rebates).value as { settings: { productType: string; maxRate: string }[] }
  ).settings
    .filter((r) => r.maxRate !== '0.00')
    .map((r) => `${r.productType}:${r.maxRate}`)
    .sort();
  const own = Object.entries(sub!.rebates as unknown as Record<string, string>)
    .map(([type, rate]) => `${type}:${rate}`)
    .sort();
  check(own.length > 0 && caps.join() === own.join(), `rebates ${caps.join()} vs ${own.join()}`);
  // The caller's own income, not its upline's commission, over the report's 30 days of the
  // merchant's calendar (GMT+8).
  const income = (
    await rows(sql`
    select coalesce(sum(e.amount), 0)::text s from ledger_entries e
      join ledger_transactions x on x.id = e.transaction_id and x.kind in ('commission', 'dividend', 'salary')
      join ledger_accounts a on a.id = e.account_id and a.member_id = ${caller.id}
     where x.created_at >= ${`${addDays(localDay(Date.now(), 'Asia/Shanghai'), -29)}T00:00:00+08:00`}::timestamptz`)
  )[0]!.s!;
  const revenue = await call('GET', '/wps/report/revenue?period=last30');
  const total = (json(revenue).value as { totals: { total: string } }).totals.total;
  const minor = BigInt(income);
  const expected = `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;
  check(total === expected, `revenue ${total}, own income ${expected}`);
  // The commission statement is the caller's own settlements: their total is the income
  // report's commission, and no line names a member outside its subtree.
  const statement = json(await call('GET', '/wps/report/commission?period=last30')).value as {
    list: { lines: { memberId: number }[] }[];
    totals: { amount: string };
  };
  const commission = (json(revenue).value as { totals: { commission: string } }).totals.commission;
  check(
    statement.totals.amount === commission && statement.list.length > 0,
    `commission statement ${statement.totals.amount} of ${statement.list.length}, income ${commission}`,
  );
  const subtree = new Set(
    (await rows(sql`select descendant_id from member_tree where ancestor_id = ${caller.id}`)).map(
      (r) => Number(r.descendant_id),
    ),
  );
  const strangers = statement.list.flatMap((x) => x.lines).filter((l) => !subtree.has(l.memberId));
  check(strangers.length === 0, `commission lines of ${strangers.map((l) => l.memberId).join()}`);
  // The merchant's announcements to agents: the same for every agent, nothing of a member.
  const news = await call('GET', '/wps/agent/announcements');
  check(
    (json(news).value as { list: { id: string }[] }).list.every((a) => a.id.startsWith('agent-')),
    'announcements',
  );
  // A foreign upline or owner in the body is not taken: the caller's.
  const created = await call('POST', '/wps/agent/downline', {
    account: 'isolationp1',
    password: 'Secret123',
    type: 0,
    rebates: [],
    parentId: parent.member.id,
  });
  const [placed] = await rows(sql`select parent_id from members where username = 'isolationp1'`);
  check(
    created.statusCode === 400 || Number(placed?.parent_id) === caller.id,
    `createDownline placed under ${placed?.parent_id}`,
  );
  const link = await call('POST', '/wps/agent/affiliateUrl', {
    type: 0,
    rebates: [],
    agentId: parent.member.id,
  });
  const linkId = (json(link).value as { affiUrlId?: number } | null)?.affiUrlId ?? 0;
  const [owner] = await rows(sql`select agent_id from affiliate_urls where id = ${linkId}`);
  check(
    link.statusCode === 400 || Number(owner?.agent_id) === caller.id,
    `createAffiliateUrl owned by ${owner?.agent_id}`,
  );

  // A player is refused every agent operation (the one public check aside).
  const player = await signInAs(db, 's1p05');
  const target = (await rows(sql`select id from members where username = 's1p01'`))[0]!.id;
  const requests: [string, string, unknown?][] = [
    ['GET', '/wps/relay/ODSFE2_getTeamOverviewSum'],
    ['GET', '/wps/agent/announcements'],
    ['GET', '/wps/agent/globalRebateSettings'],
    [
      'POST',
      '/wps/agent/downline',
      { account: 'isolationp2', password: 'Secret123', type: 0, rebates: [] },
    ],
    ['GET', `/wps/agent/downline?memberId=${target}`],
    ['GET', '/wps/agent/downlines'],
    ['GET', '/wps/agent/downlines/export'],
    ['POST', '/wps/agent/affiliateUrl', { type: 0, rebates: [] }],
    ['DELETE', `/wps/agent/affiliateUrl?affiUrlId=${linkId}`],
    ['GET', '/wps/agent/affiliateUrls'],
    ['GET', '/wps/agent/registeredAffiliates'],
    [
      'PUT',
      '/wps/agent/transferDownline',
      { memberId: Number(target), amount: '1.00', paymentPassword: DEMO_PAYMENT_PASSWORD },
    ],
    ['PUT', '/wps/agent/promoteDownlineToAgent', { memberId: Number(target) }],
    ['PUT', '/wps/agent/downlineRebates', { memberId: Number(target), rebates: [] }],
    ['GET', '/wps/report/teamBetting'],
    ['GET', '/wps/report/profitLoss'],
    ['GET', '/wps/report/revenue'],
    ['GET', '/wps/report/commission'],
    ['GET', '/wps/report/downlineTransactions'],
    // Contracts with downlines (the "Agent contracts" pages): agents only as well.
    [
      'POST',
      '/wps/agent/contracts',
      {
        kind: 'daily',
        account: 's1p01',
        gameType: 'CONS',
        terms: {
          kind: 'daily',
          tiers: [{ betVolume: '100', activeMember: 1, rateType: 'P', rate: '0.4' }],
        },
      },
    ],
    ['GET', '/wps/agent/contracts/mine?kind=daily'],
    ['GET', '/wps/agent/contracts/downlines?kind=daily'],
    [
      'PUT',
      '/wps/agent/contracts/1',
      {
        terms: {
          kind: 'daily',
          tiers: [{ betVolume: '100', activeMember: 1, rateType: 'P', rate: '0.4' }],
        },
      },
    ],
    ['POST', '/wps/agent/contracts/1/withdraw'],
    ['POST', '/wps/agent/contracts/1/terminate', {}],
    ['GET', '/wps/agent/contracts/1/history'],
    ['GET', '/wps/agent/settlements?kind=daily'],
    ['GET', '/wps/agent/settlements/chart?kind=daily'],
    ['GET', '/wps/agent/settlements/projected?kind=daily'],
  ];
  for (const [method, url, payload] of requests) {
    const res = await call(method, url, payload, player.token);
    check(
      res.statusCode === 403 && json(res).errorCode === 'login.not.agent',
      `player ${method} ${url} -> ${res.statusCode}`,
    );
  }
  expect(failures).toEqual([]);
  expect(tried).toBe(7 + requests.length);
  expect(refused / tried).toBe(1);

  // Every agent operation of the contract was asked in one of the refusal checks above; the
  // affiliate code check is public (registration asks it) and names no agent.
  const agentOperations = listOperations(loadDocument())
    .filter(({ operation }) => (operation.tags as string[] | undefined)?.includes('agent'))
    .map(({ operation }) => operation.operationId)
    .filter((id): id is string => Boolean(id) && id !== 'checkAffiliate');
  expect(agentOperations.filter((id) => !asked.has(id))).toEqual([]);
});
