// The agent console's operations on the seeded demo team: every operation answers within the
// contract, bad input answers its own error code (never a 500, nothing moved), and every
// report total equals the same sum computed here straight from bet records and the ledger.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, houseAccount, localDay, memberAccount, post } from '../src/domain/kernel';
import { downlineTransactions } from '../src/domain/agents';
import { DEMO_PAYMENT_PASSWORD } from '../src/seed/demo-team';
import { signInAs } from './helpers/members';
import { createTestApp, DEMO, json, type TestApp } from './helpers/test-app';

let t: TestApp;
let token: string;
let agentId: number;
// The demo merchant's days are days of its zone, Asia/Shanghai (GMT+8, no daylight saving):
// the reports' periods start at its midnight, `T00:00:00+08:00`.
const ZONE = 'Asia/Shanghai';
const today = () => localDay(Date.now(), ZONE);
const daysAgo = (n: number) => addDays(today(), -n);

beforeAll(async () => {
  t = await createTestApp({ demoTeam: true });
  const agent = await signInAs(t.database.db, 'demoagent');
  token = agent.token;
  agentId = agent.member.id;
});
afterAll(() => t.close());

type Value = Record<string, unknown> & { list: Record<string, unknown>[] };
const call = (method: string, url: string, payload?: unknown, headers: object = {}) =>
  t.request({
    method,
    url,
    headers: { ...DEMO, authorization: token, ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
async function value(url: string): Promise<Value> {
  const res = await call('GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return json(res).value as Value;
}
let keys = 0;
async function errorCode(method: string, url: string, payload?: unknown): Promise<string> {
  const res = await call(method, url, payload, { 'idempotency-key': `console-${++keys}` });
  expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
  expect(res.statusCode).toBeLessThan(500);
  return json(res).errorCode as string;
}
const one = async (query: ReturnType<typeof sql>) =>
  (await t.database.db.execute<Record<string, string>>(query)).rows[0] ?? {};
const money = (minor: string | undefined) => {
  const n = BigInt(minor ?? '0');
  const abs = n < 0n ? -n : n;
  return `${n < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};
const idOf = async (username: string) =>
  Number((await one(sql`select id from members where username = ${username}`)).id);

describe('team overview', () => {
  it('gives KPIs for four periods, a 30-day series, contributions and categories', async () => {
    const v = await value('/wps/relay/ODSFE2_getTeamOverviewSum');
    const month = v.thisMonth as Record<string, string | number>;
    expect(month.teamSize).toBe(328);
    expect((v.series as unknown[]).length).toBe(30);
    expect((v.contributions as unknown[]).length).toBeGreaterThan(0);
    const start = `${today().slice(0, 7)}-01T00:00:00+08:00`;
    const bets = await one(sql`
      select count(*)::text n, coalesce(sum(b.stake), 0)::text valid,
             coalesce(sum(b.payout - b.stake), 0)::text wl
        from bet_records b join member_tree t on t.descendant_id = b.member_id
       where t.ancestor_id = ${agentId} and b.status = 'SETTLED' and b.created_at >= ${start}`);
    expect(month.bets).toBe(Number(bets.n));
    for (const name of ['today', 'yesterday', 'thisWeek', 'thisMonth']) {
      const period = v[name] as { activePlayers: number; period: { from: string; to: string } };
      const active = await one(sql`
        select count(distinct b.member_id)::text n
          from bet_records b join member_tree t on t.descendant_id = b.member_id
         where t.ancestor_id = ${agentId} and t.depth >= 1
           and b.created_at >= ${`${period.period.from}T00:00:00+08:00`}
           and b.created_at < ${`${period.period.to}T00:00:00+08:00`}::timestamptz + interval '1 day'`);
      expect(period.activePlayers, name).toBe(Number(active.n));
    }
    expect(month.validBets).toBe(money(bets.valid));
    expect(month.winLoss).toBe(money(bets.wl));
    const deps = await one(sql`
      select coalesce(sum(e.amount) filter (where x.kind = 'deposit'), 0)::text dep,
             coalesce(-sum(e.amount) filter (where x.kind = 'withdrawal'), 0)::text wd
        from ledger_entries e join ledger_transactions x on x.id = e.transaction_id
        join ledger_accounts a on a.id = e.account_id
        join member_tree t on t.descendant_id = a.member_id and t.ancestor_id = ${agentId}
       where x.created_at >= ${start}`);
    expect(month.deposits).toBe(money(deps.dep));
    expect(month.withdrawals).toBe(money(deps.wd));
    const income = await one(sql`
      select coalesce(sum(e.amount), 0)::text s from ledger_entries e
        join ledger_transactions x on x.id = e.transaction_id and x.kind = 'commission'
        join ledger_accounts a on a.id = e.account_id and a.member_id = ${agentId}
       where x.created_at >= ${start} and e.amount > 0`);
    expect(month.agentIncome).toBe(money(income.s));
    // Registrations, first depositors and team size per period, from the members themselves.
    for (const name of ['today', 'yesterday', 'thisWeek', 'thisMonth']) {
      const k = v[name] as {
        teamSize: number;
        newRegistrations: number;
        firstDepositors: number;
        period: { from: string; to: string };
      };
      const from = `${k.period.from}T00:00:00+08:00`;
      const to = `${k.period.to}T00:00:00+08:00`;
      const m = await one(sql`
        select count(*) filter (where m.created_at < ${to}::timestamptz + interval '1 day')::text size,
               count(*) filter (where m.created_at >= ${from}
                 and m.created_at < ${to}::timestamptz + interval '1 day')::text reg,
               count(*) filter (where m.first_deposit_at >= ${from}
                 and m.first_deposit_at < ${to}::timestamptz + interval '1 day')::text fd
          from member_tree t join members m on m.id = t.descendant_id
         where t.ancestor_id = ${agentId} and t.depth >= 1`);
      expect([k.teamSize, k.newRegistrations, k.firstDepositors], name).toEqual([
        Number(m.size),
        Number(m.reg),
        Number(m.fd),
      ]);
    }
    const registrations = (v.series as { date: string; registrations: number }[]).reduce(
      (n, p) => n + p.registrations,
      0,
    );
    const recent = await one(sql`
      select count(*)::text n from member_tree t join members m on m.id = t.descendant_id
       where t.ancestor_id = ${agentId} and t.depth >= 1
         and m.created_at >= ${`${daysAgo(29)}T00:00:00+08:00`}`);
    expect(registrations).toBe(Number(recent.n));
    const categories = v.categories as { validBets: string }[];
    const sum = categories.reduce((s, c) => s + BigInt(c.validBets.replace('.', '')), 0n);
    expect(money(sum.toString())).toBe(month.validBets);
  });
});

describe('downlines', () => {
  it('pages, sorts on every column and filters', async () => {
    const first = await value('/wps/agent/downlines');
    expect(first.total).toBe(46);
    expect(first.list).toHaveLength(20);
    expect(first.breadcrumb).toEqual([{ memberId: agentId, account: 'demoagent' }]);
    const columns = [
      'account',
      'type',
      'level',
      'registeredAt',
      'lastLoginAt',
      'balance',
      'teamSize',
      'deposits',
      'withdrawals',
      'validBets',
      'winLoss',
      'status',
    ];
    for (const sort of columns) {
      for (const order of ['asc', 'desc']) {
        const v = await value(
          `/wps/agent/downlines?scope=all&sort=${sort}&order=${order}&period=last30&pageSize=50`,
        );
        expect(v.total).toBe(328);
        expect(v.sort).toBe(sort);
      }
    }
    const byAccount = await value('/wps/agent/downlines?sort=account&order=asc&pageSize=200');
    const names = byAccount.list.map((r) => r.account as string);
    expect(names).toEqual([...names].sort());
    const byBalance = await value('/wps/agent/downlines?scope=all&sort=balance&order=desc');
    const balances = byBalance.list.map((r) => Number(r.balance));
    expect(balances).toEqual([...balances].sort((a, b) => b - a));
    const agents = await value('/wps/agent/downlines?type=agent');
    expect(agents.total).toBe(6);
    // Filters that keep a few members (agents, locked, an account prefix) are read through
    // the members' own indexes; the page and count must be those of the tree all the same.
    for (const [filter, where] of [
      ['type=agent', sql`m.type in (1, 2, 41, 42)`],
      ['status=locked', sql`m.status = 'locked'`],
      ['account=s1', sql`m.username like 's1%'`],
      ['type=player&status=active', sql`m.type not in (1, 2, 41, 42) and m.status = 'active'`],
    ] as const) {
      const v = await value(
        `/wps/agent/downlines?scope=all&${filter}&sort=teamSize&order=desc&pageSize=200`,
      );
      const expected = await t.database.db.execute<{ id: number }>(sql`
        select m.id from member_tree t join members m on m.id = t.descendant_id
         where t.ancestor_id = ${agentId} and t.depth >= 1 and ${where}
         order by m.team_size desc, m.id desc`);
      expect(v.total, filter).toBe(expected.rows.length);
      expect(
        v.list.map((r) => r.memberId),
        filter,
      ).toEqual(expected.rows.slice(0, 200).map((r) => Number(r.id)));
    }
    const byRegistration = await value('/wps/agent/downlines?scope=all&pageSize=200&page=2');
    const registeredOrder = await t.database.db.execute<{ id: number }>(sql`
      select m.id from member_tree t join members m on m.id = t.descendant_id
       where t.ancestor_id = ${agentId} and t.depth >= 1
       order by m.created_at desc, m.id desc offset 200 limit 200`);
    expect(byRegistration.list.map((r) => r.memberId)).toEqual(
      registeredOrder.rows.map((r) => Number(r.id)),
    );
    const search = await value('/wps/agent/downlines?account=DP0&pageSize=200');
    expect(search.list.every((r) => String(r.account).startsWith('dp0'))).toBe(true);
    expect(search.total).toBe(9);
    const active = await value('/wps/agent/downlines?scope=all&activeOnly=true&period=last30');
    expect(active.total).toBeGreaterThan(0);
    expect(active.total).toBeLessThan(328);
    const registered = await value(
      `/wps/agent/downlines?scope=all&registeredFrom=${daysAgo(10)}&registeredTo=${today()}`,
    );
    expect(registered.total).toBeLessThan(328);
    // Registration days are a filter, not a report period: one end, or a long range, is fine.
    const before = await value(`/wps/agent/downlines?scope=all&registeredTo=${daysAgo(11)}`);
    const since = await value(`/wps/agent/downlines?scope=all&registeredFrom=2020-01-01`);
    expect(Number(before.total) + Number(registered.total)).toBe(328);
    expect(since.total).toBe(328);
    const page2 = await value('/wps/agent/downlines?page=3&pageSize=20');
    expect(page2.list).toHaveLength(6);
  });

  it('drills into a downline team with a breadcrumb', async () => {
    const sub = await idOf('subagent1');
    const subsub = await idOf('subagent11');
    const v = await value(`/wps/agent/downlines?parentId=${subsub}`);
    expect(v.total).toBe(15);
    expect(v.list.every((r) => r.level === 3)).toBe(true);
    expect(v.breadcrumb).toEqual([
      { memberId: agentId, account: 'demoagent' },
      { memberId: sub, account: 'subagent1' },
      { memberId: subsub, account: 'subagent11' },
    ]);
    const details = await value(`/wps/agent/downline?memberId=${subsub}`);
    expect(details).toMatchObject({ account: 'subagent11', level: 2, teamSize: 15 });
    expect(details.upline).toEqual({ memberId: sub, account: 'subagent1' });
  });

  it('exports the filtered view as CSV', async () => {
    const res = await call(
      'GET',
      '/wps/agent/downlines/export?scope=all&type=agent&sort=account&order=asc',
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toContain('account,nickname,type,level');
    expect(lines).toHaveLength(19);
    expect(lines[1]?.startsWith('subagent1,')).toBe(true);
  });

  it('answers bad table input with its own code', async () => {
    expect(await errorCode('GET', '/wps/agent/downlines?sort=password')).toBe('agent.sort.invalid');
    expect(await errorCode('GET', '/wps/agent/downlines?pageSize=201')).toBe(
      'agent.page.size.invalid',
    );
    expect(await errorCode('GET', '/wps/agent/downlines?pageSize=0')).toBe(
      'agent.page.size.invalid',
    );
    expect(await errorCode('GET', `/wps/agent/downlines?from=${today()}&to=${daysAgo(3)}`)).toBe(
      'agent.period.invalid',
    );
    expect(await errorCode('GET', '/wps/agent/downlines?from=2026-02-30&to=2026-03-01')).toBe(
      'agent.period.invalid',
    );
    expect(
      await errorCode(
        'GET',
        `/wps/agent/downlines?registeredFrom=${today()}&registeredTo=${daysAgo(3)}`,
      ),
    ).toBe('agent.period.invalid');
    expect(
      await errorCode('GET', `/wps/report/profitLoss?from=${daysAgo(120)}&to=${today()}`),
    ).toBe('agent.period.too.long');
    expect(await errorCode('GET', '/wps/report/teamBetting?sort=nope')).toBe('agent.sort.invalid');
    expect(await errorCode('GET', '/wps/agent/downlines?parentId=999999')).toBe('not.found');
  });
});

describe('register centre', () => {
  it('creates downlines and links within the agent rebates', async () => {
    const settings = (await value('/wps/agent/globalRebateSettings')) as unknown as {
      settings: { productType: string; maxRate: string }[];
    };
    expect(settings.settings.find((s) => s.productType === 'LIVE')?.maxRate).toBe('1.00');
    const before = (await value('/wps/agent/downlines')).total as number;
    expect(
      await errorCode('POST', '/wps/agent/downline', {
        account: 'toohigh01',
        password: 'Secret123',
        type: 0,
        rebates: [{ productType: 'LIVE', rate: '1.01' }],
      }),
    ).toBe('agent.rebate.too.high');
    const created = await call('POST', '/wps/agent/downline', {
      account: 'newdown01',
      password: 'Secret123',
      type: 1,
      rebates: [{ productType: 'LIVE', rate: '1.00' }],
    });
    expect(created.statusCode, created.body).toBe(200);
    expect((await value('/wps/agent/downlines')).total).toBe(before + 1);
    expect(
      await errorCode('POST', '/wps/agent/downline', {
        account: 'newdown01',
        password: 'Secret123',
        type: 0,
        rebates: [],
      }),
    ).toBe('exists.username.err');

    const link = await call('POST', '/wps/agent/affiliateUrl', {
      type: 0,
      rebates: [{ productType: 'RNG', rate: '0.50' }],
    });
    expect(link.statusCode, link.body).toBe(200);
    const linkValue = json(link).value as { affiUrlId: number; code: string };
    expect(
      await errorCode('POST', '/wps/agent/affiliateUrl', {
        type: 0,
        rebates: [],
        expiresAt: new Date(Date.now() - 1000).toISOString(),
      }),
    ).toBe('agent.affiliate.expiry.invalid');
    const links = await value('/wps/agent/affiliateUrls');
    expect(links.list.map((l) => l.affiUrlId)).toContain(linkValue.affiUrlId);
    const registered = await value(
      `/wps/agent/registeredAffiliates?affiUrlId=${linkValue.affiUrlId}`,
    );
    expect(registered.total).toBe(0);
    const del = await call('DELETE', `/wps/agent/affiliateUrl?affiUrlId=${linkValue.affiUrlId}`);
    expect(del.statusCode).toBe(200);
    expect(
      await errorCode('DELETE', `/wps/agent/affiliateUrl?affiUrlId=${linkValue.affiUrlId}`),
    ).toBe('not.found');
  });

  it('promotes a direct player and changes rebates within its own', async () => {
    const player = await idOf('dp01');
    const deep = await idOf('s1p01');
    const res = await call('PUT', '/wps/agent/promoteDownlineToAgent', { memberId: player });
    expect(res.statusCode, res.body).toBe(200);
    expect((json(res).value as { type: number }).type).toBe(1);
    expect(await errorCode('PUT', '/wps/agent/promoteDownlineToAgent', { memberId: player })).toBe(
      'agent.promote.invalid',
    );
    expect(await errorCode('PUT', '/wps/agent/promoteDownlineToAgent', { memberId: deep })).toBe(
      'agent.promote.invalid',
    );
    const ok = await call('PUT', '/wps/agent/downlineRebates', {
      memberId: player,
      rebates: [{ productType: 'SPORTS', rate: '1.20' }],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((json(ok).value as { rebates: unknown[] }).rebates).toEqual([
      { productType: 'SPORTS', rate: '1.20' },
    ]);
    expect(
      await errorCode('PUT', '/wps/agent/downlineRebates', {
        memberId: player,
        rebates: [{ productType: 'SPORTS', rate: '1.21' }],
      }),
    ).toBe('agent.rebate.too.high');
  });
});

describe('reports', () => {
  it('team betting totals equal the bet records of the team and period', async () => {
    const v = await value('/wps/report/teamBetting?period=last7&pageSize=5');
    const start = `${daysAgo(6)}T00:00:00+08:00`;
    const s = await one(sql`
      select count(*)::text n, coalesce(sum(b.stake), 0)::text stake,
             coalesce(sum(b.payout - b.stake) filter (where b.status = 'SETTLED'), 0)::text wl
        from bet_records b join member_tree t on t.descendant_id = b.member_id
       where t.ancestor_id = ${agentId} and b.created_at >= ${start}`);
    expect(v.totals).toMatchObject({
      count: Number(s.n),
      stake: money(s.stake),
      winLoss: money(s.wl),
    });
    expect(v.list).toHaveLength(5);
    const live = await value('/wps/report/teamBetting?period=last30&category=LIVE');
    expect(live.list.every((r) => r.category === 'LIVE')).toBe(true);
    const liveBets = await one(sql`
      select count(*)::text n, coalesce(sum(b.payout) filter (where b.status = 'SETTLED'), 0)::text payout
        from bet_records b join member_tree t on t.descendant_id = b.member_id
       where t.ancestor_id = ${agentId} and b.category = 'LIVE'
         and b.created_at >= ${`${daysAgo(29)}T00:00:00+08:00`}`);
    expect(live.totals).toMatchObject({
      count: Number(liveBets.n),
      payout: money(liveBets.payout),
    });
  });

  it('profit and loss rows add up to the team totals, and drill down', async () => {
    const v = await value('/wps/report/profitLoss?period=last30&pageSize=200');
    const totals = v.totals as Record<string, string>;
    const sum = (key: string) =>
      money(v.list.reduce((s, r) => s + BigInt(String(r[key]).replace('.', '')), 0n).toString());
    for (const key of ['deposits', 'withdrawals', 'validBets', 'payout', 'winLoss'])
      expect(sum(key), key).toBe(totals[key]);
    const start = `${daysAgo(29)}T00:00:00+08:00`;
    const s = await one(sql`
      select coalesce(sum(b.stake), 0)::text valid from bet_records b
        join member_tree t on t.descendant_id = b.member_id
       where t.ancestor_id = ${agentId} and b.status = 'SETTLED' and b.created_at >= ${start}`);
    expect(totals.validBets).toBe(money(s.valid));
    const sub = await idOf('subagent2');
    const drill = await value(`/wps/report/profitLoss?period=last30&parentId=${sub}`);
    expect(drill.list[0]).toMatchObject({ account: 'subagent2', self: true });
    expect((drill.breadcrumb as unknown[]).length).toBe(2);
  });

  it('revenue and downline transactions equal the ledger', async () => {
    const r = await value('/wps/report/revenue?period=last30');
    const start = `${daysAgo(29)}T00:00:00+08:00`;
    const income = await one(sql`
      select coalesce(sum(e.amount), 0)::text s from ledger_entries e
        join ledger_transactions x on x.id = e.transaction_id and x.kind = 'commission'
        join ledger_accounts a on a.id = e.account_id and a.member_id = ${agentId}
       where x.created_at >= ${start} and e.amount > 0`);
    expect((r.totals as Record<string, string>).commission).toBe(money(income.s));
    expect(r.list.length).toBeGreaterThan(20);
    const d = await value('/wps/report/downlineTransactions?period=last30');
    const ledger = await one(sql`
      select coalesce(sum(e.amount) filter (where x.kind = 'deposit'), 0)::text dep,
             coalesce(-sum(e.amount) filter (where x.kind = 'withdrawal'), 0)::text wd
        from ledger_entries e join ledger_transactions x on x.id = e.transaction_id
        join ledger_accounts a on a.id = e.account_id
        join member_tree t on t.descendant_id = a.member_id and t.ancestor_id = ${agentId} and t.depth >= 1
       where x.created_at >= ${start}`);
    expect(d.totals).toMatchObject({ deposit: money(ledger.dep), withdrawal: money(ledger.wd) });
    const onlyDeposits = await value('/wps/report/downlineTransactions?period=last30&kind=deposit');
    expect(onlyDeposits.list.every((x) => x.kind === 'deposit')).toBe(true);
    expect(onlyDeposits.totals).toMatchObject({ deposit: money(ledger.dep), withdrawal: '0.00' });
  });

  it('my income counts only credits: paying a downline leaves it unchanged', async () => {
    const income = async () => {
      const r = await value('/wps/report/revenue?period=today');
      const o = await value('/wps/relay/ODSFE2_getTeamOverviewSum');
      const day = r.list.find((x) => x.date === today()) ?? {};
      return {
        totals: r.totals as Record<string, string>,
        day: { dividend: day.dividend ?? '0.00', salary: day.salary ?? '0.00' },
        overview: (o.today as { agentIncome: string }).agentIncome,
      };
    };
    const owner = await one(sql`
      select c.id, c.currency from members m join merchants c on c.id = m.merchant_id
       where m.id = ${agentId}`);
    const merchantId = Number(owner.id);
    const downline = await idOf('s1p04');
    const pay = (
      kind: 'dividend' | 'salary',
      key: string,
      from: 'agent' | 'house',
      amount: bigint,
    ) =>
      t.database.db.transaction(async (tx) => {
        const payer =
          from === 'agent'
            ? (await memberAccount(tx, merchantId, agentId, owner.currency!)).id
            : await houseAccount(tx, merchantId, owner.currency!);
        const payee = await memberAccount(
          tx,
          merchantId,
          from === 'agent' ? downline : agentId,
          owner.currency!,
        );
        await post(tx, {
          merchantId,
          kind,
          idempotencyKey: key,
          now: Date.now(),
          legs: [
            { accountId: payer, amount: -amount, kind: from === 'agent' ? 'member' : 'house' },
            { accountId: payee.id, amount, kind: 'member' },
          ],
        });
      });
    const before = await income();
    // The agent pays its downline a dividend and a salary: money out, not negative income.
    await pay('dividend', 'income-sign-dividend-out', 'agent', 12_316n);
    await pay('salary', 'income-sign-salary-out', 'agent', 2_500n);
    expect(await income()).toEqual(before);
    // A dividend paid to the agent is income: the same reports move by exactly its amount.
    await pay('dividend', 'income-sign-dividend-in', 'house', 1_001n);
    const after = await income();
    const plus = (v: string) => money((BigInt(v.replace('.', '')) + 1_001n).toString());
    expect(after.totals.dividend).toBe(plus(before.totals.dividend!));
    expect(after.totals.salary).toBe(before.totals.salary);
    expect(after.totals.total).toBe(plus(before.totals.total!));
    expect(after.day).toEqual({
      dividend: plus(before.day.dividend as string),
      salary: before.day.salary,
    });
    expect(after.overview).toBe(plus(before.overview));
  });

  it('downline transaction totals and counts equal the ledger, transfers included', async () => {
    // A transfer inside the team, so both directions have something to count, and a transfer
    // from that member to its upline (counted once, under the member who sent it).
    const target = await idOf('s2p01');
    const moved = await call(
      'PUT',
      '/wps/agent/transferDownline',
      { memberId: target, amount: '3.21', paymentPassword: DEMO_PAYMENT_PASSWORD },
      { 'idempotency-key': 'report-transfer-0001' },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const owner = await one(sql`
      select c.id, c.currency, m.parent_id from members m join merchants c on c.id = m.merchant_id
       where m.id = ${target}`);
    await t.database.db.transaction(async (tx) => {
      const merchantId = Number(owner.id);
      const from = await memberAccount(tx, merchantId, target, owner.currency!);
      const to = await memberAccount(tx, merchantId, Number(owner.parent_id), owner.currency!);
      await post(tx, {
        merchantId,
        kind: 'upline_transfer',
        idempotencyKey: 'report-upline-0001',
        now: Date.now(),
        legs: [
          { accountId: from.id, amount: -123n, kind: 'member' },
          { accountId: to.id, amount: 123n, kind: 'member' },
        ],
      });
    });
    const expected = async (parent: number, account = '') =>
      one(sql`
        select count(*)::text n,
               coalesce(sum(abs(e.amount)) filter (where x.kind = 'deposit'), 0)::text dep,
               coalesce(sum(abs(e.amount)) filter (where x.kind = 'withdrawal'), 0)::text wd,
               coalesce(sum(e.amount) filter (where x.kind = 'transfer' and e.amount > 0), 0)::text tin,
               coalesce(-sum(e.amount) filter (where x.kind = 'transfer' and e.amount < 0), 0)::text tout,
               coalesce(-sum(e.amount) filter (where x.kind = 'upline_transfer'), 0)::text up
          from ledger_entries e join ledger_transactions x on x.id = e.transaction_id
          join ledger_accounts a on a.id = e.account_id
          join members m on m.id = a.member_id
          join member_tree t on t.descendant_id = a.member_id and t.ancestor_id = ${parent} and t.depth >= 1
         where (x.kind in ('deposit', 'withdrawal', 'transfer')
                or (x.kind = 'upline_transfer' and e.amount < 0))
           and x.created_at >= ${`${daysAgo(29)}T00:00:00+08:00`} and m.username like ${`${account}%`}`);
    const sub = await idOf('subagent2');
    for (const [url, parent, account] of [
      ['/wps/report/downlineTransactions?period=last30', agentId, ''],
      [`/wps/report/downlineTransactions?period=last30&parentId=${sub}`, sub, ''],
      ['/wps/report/downlineTransactions?period=last30&account=s2', agentId, 's2'],
    ] as const) {
      const v = await value(url);
      const e = await expected(parent, account);
      expect(v.total, url).toBe(Number(e.n));
      expect(v.totals, url).toEqual({
        deposit: money(e.dep),
        withdrawal: money(e.wd),
        transferIn: money(e.tin),
        transferOut: money(e.tout),
        uplineTransfer: money(e.up),
      });
      if (!account) expect((v.totals as Record<string, string>).uplineTransfer, url).toBe('1.23');
    }
    const ins = await value('/wps/report/downlineTransactions?period=last30&kind=transferIn');
    expect(ins.list.map((x) => x.kind)).toContain('transferIn');
    expect((ins.totals as Record<string, string>).transferIn).not.toBe('0.00');
  });
  it('a page sorted by time is the same whether the newest movements are walked or the legs read', async () => {
    // The walk looks through the merchant's newest movements first (3, 40 or 5,000 per page
    // number here: too few to know the page, enough for the first pages, every movement of the
    // period); first pages and the last, both orders, deposits only, equal the team's legs
    // read directly (walk 0).
    const owner = await one(sql`select merchant_id, type from members where id = ${agentId}`);
    const agent = { id: agentId, merchantId: Number(owner.merchant_id), type: Number(owner.type) };
    const now = Date.now();
    const all = await downlineTransactions(t.database.db, agent, { period: 'last30' }, now, 0);
    expect(all.total).toBeGreaterThan(6);
    let walkedPages = 0;
    const last = Math.ceil(all.total / 3);
    for (const [order, kind] of [
      ['desc', undefined],
      ['asc', undefined],
      ['desc', 'deposit'],
    ] as const)
      for (const page of [1, 2, 4, last, last + 1]) {
        const query = { period: 'last30' as const, order, kind, page, pageSize: 3 };
        const direct = await downlineTransactions(t.database.db, agent, query, now, 0);
        for (const walk of [3, 40, 5_000]) {
          const walked = await downlineTransactions(t.database.db, agent, query, now, walk);
          expect(walked.list, JSON.stringify({ ...query, walk })).toEqual(direct.list);
        }
        walkedPages += direct.list.length;
      }
    expect(walkedPages).toBeGreaterThan(20);
    // The default walk, with the page the route serves.
    const first = await value('/wps/report/downlineTransactions?period=last30');
    const direct = await downlineTransactions(
      t.database.db,
      agent,
      { period: 'last30', page: 1, pageSize: (first.list as unknown[]).length },
      now,
      0,
    );
    expect(first.list).toEqual(direct.list);
  });
});

describe('transfer to downline', () => {
  const balanceOf = async (id: number) =>
    (await one(sql`select balance::text b from ledger_accounts where member_id = ${id}`)).b ?? '0';

  it('moves money in one ledger transaction, once per Idempotency-Key', async () => {
    const target = await idOf('s1p02');
    const [agentBefore, targetBefore] = [await balanceOf(agentId), await balanceOf(target)];
    const body = { memberId: target, amount: '12.50', paymentPassword: DEMO_PAYMENT_PASSWORD };
    const first = await call('PUT', '/wps/agent/transferDownline', body, {
      'idempotency-key': 'transfer-test-0001',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(json(first).value).toMatchObject({ amount: '12.50', replayed: false });
    const again = await call('PUT', '/wps/agent/transferDownline', body, {
      'idempotency-key': 'transfer-test-0001',
    });
    expect(again.headers['idempotent-replay']).toBe('true');
    expect(json(again)).toEqual(json(first));
    const other = await call(
      'PUT',
      '/wps/agent/transferDownline',
      { ...body, amount: '13.00' },
      { 'idempotency-key': 'transfer-test-0001' },
    );
    expect(other.statusCode).toBe(422);
    expect(json(other).errorCode).toBe('idempotency.key.reused');
    expect(BigInt(await balanceOf(agentId))).toBe(BigInt(agentBefore) - 1250n);
    expect(BigInt(await balanceOf(target))).toBe(BigInt(targetBefore) + 1250n);
    const { transactionId } = json(first).value as { transactionId: number };
    const messages = await t.database.db.execute<{
      member_id: number;
      type: string;
      content: string;
    }>(
      sql`select member_id, type, content from inbox_messages where event_key like ${`%:${transactionId}`} order by type desc`,
    );
    expect(messages.rows.map((m) => [Number(m.member_id), m.type])).toEqual([
      [agentId, 'transfer_sent'],
      [target, 'transfer_received'],
    ]);
    expect(messages.rows[0]?.content).toContain('12.50');
    expect(messages.rows[0]?.content).toContain('s1p02');
  });

  it('refuses a wrong password and an amount over the balance, moving nothing', async () => {
    const target = await idOf('s1p03');
    const before = [await balanceOf(agentId), await balanceOf(target)];
    expect(
      await errorCode('PUT', '/wps/agent/transferDownline', {
        memberId: target,
        amount: '1.00',
        paymentPassword: '111111',
      }),
    ).toBe('payment.password.invalid');
    const noKey = await call('PUT', '/wps/agent/transferDownline', {
      memberId: target,
      amount: '1.00',
      paymentPassword: DEMO_PAYMENT_PASSWORD,
    });
    expect(noKey.statusCode).toBe(400);
    expect(
      await errorCode('PUT', '/wps/agent/transferDownline', {
        memberId: target,
        amount: '999999999.00',
        paymentPassword: DEMO_PAYMENT_PASSWORD,
      }),
    ).toBe('agent.transfer.balance.not.enough');
    expect(
      await errorCode('PUT', '/wps/agent/transferDownline', {
        memberId: target,
        amount: '0',
        paymentPassword: DEMO_PAYMENT_PASSWORD,
      }),
    ).toBe('request.param.err');
    expect([await balanceOf(agentId), await balanceOf(target)]).toEqual(before);
  });

  it('refuses players', async () => {
    const player = await signInAs(t.database.db, 's1p04');
    const res = await t.request({
      method: 'GET',
      url: '/wps/agent/downlines',
      headers: { ...DEMO, authorization: player.token },
    });
    expect(res.statusCode).toBe(403);
    expect(json(res).errorCode).toBe('login.not.agent');
  });
});

describe('figures kept by triggers', () => {
  it('counts a new bet in the team figures and a member active once per period', async () => {
    const overview = async () =>
      (await value('/wps/relay/ODSFE2_getTeamOverviewSum')) as Record<
        string,
        {
          activePlayers: number;
          bets: number;
          validBets: string;
          teamSize: number;
          newRegistrations: number;
        }
      >;
    const before = await overview();
    // A new downline that never bet: active once in each period after its first bet.
    await t.database.db.execute(sql`
      insert into members (merchant_id, username, password_hash, type, parent_id)
      select merchant_id, 'triggerplayer', 'x', 0, id from members where id = ${agentId}`);
    const member = await idOf('triggerplayer');
    const game = await one(sql`select id, category, vendor_code, game_code from games limit 1`);
    const bet = (round: string) =>
      t.database.db.execute(sql`
        insert into bet_records (merchant_id, member_id, round_id, category, vendor_code, game_id,
                                 game_code, stake, payout, status, bet, outcome, created_at)
        select merchant_id, id, ${round}, ${game.category}, ${game.vendor_code}, ${Number(game.id)},
               ${game.game_code}, 500, 0, 'OPEN', '{}', '{}', now()
          from members where id = ${member}`);
    await bet('trigger-test-1');
    await bet('trigger-test-2');
    await t.database.db.execute(
      sql`update bet_records set status = 'SETTLED', payout = 1000 where round_id = 'trigger-test-1'`,
    );
    const after = await overview();
    for (const name of ['today', 'thisWeek', 'thisMonth']) {
      expect(after[name]!.activePlayers, name).toBe(before[name]!.activePlayers + 1);
      expect(after[name]!.bets, name).toBe(before[name]!.bets + 2);
      expect(Number(after[name]!.validBets) - Number(before[name]!.validBets)).toBeCloseTo(5, 5);
    }
    // The new downline registered today and has a ledger account at once.
    expect(after.today!.teamSize).toBe(before.today!.teamSize + 1);
    expect(after.today!.newRegistrations).toBe(before.today!.newRegistrations + 1);
    expect(
      (await one(sql`select count(*)::text n from ledger_accounts where member_id = ${member}`)).n,
    ).toBe('1');
  });

  it('keeps exactly the figures a rebuild from the records gives', async () => {
    const snapshot = async () =>
      (
        await t.database.db.execute<Record<string, string>>(sql`
          select 'm' as k, member_id::text as id, day::text, bets, stake::text, valid_bets::text,
                 payout::text, deposits::text, withdrawals::text, deposit_count, withdrawal_count,
                 withdrawn::text, transfer_in_count, transfer_in::text, transfer_out_count,
                 transfer_out::text, upline_transfer_count, upline_transfer::text,
                 0 as registrations, 0 as first_depositors
            from member_daily_stats
          union all
          select 't', agent_id::text, day::text, bets, stake::text, valid_bets::text,
                 payout::text, deposits::text, withdrawals::text, deposit_count, withdrawal_count,
                 withdrawn::text, transfer_in_count, transfer_in::text, transfer_out_count,
                 transfer_out::text, upline_transfer_count, upline_transfer::text,
                 registrations, first_depositors
            from team_daily_stats
          union all
          select 'c', agent_id::text, day::text || category, bets, 0::text, valid_bets::text,
                 payout::text, '', '', 0, 0, '', 0, '', 0, '', 0, '', 0, 0
            from team_category_daily_stats
          union all
          select 'a', agent_id::text, period, active, '', '', '', '', '', 0, 0, '', 0, '', 0, '', 0, '',
                 0, 0
            from team_active_periods
          order by 1, 2, 3`)
      ).rows.filter((r) =>
        // Rows whose every figure is zero are what a rebuild leaves out.
        Object.entries(r).some(
          ([key, v]) => !['k', 'id', 'day'].includes(key) && !/^0?$/.test(String(v)),
        ),
      );
    // Activity through the API and the ledger since the seed: a new member under a sub-agent
    // with a first deposit, a transfer to it and one back to its upline, a bet.
    const sub = await signInAs(t.database.db, 'subagent3');
    const created = await t.request({
      method: 'POST',
      url: '/wps/agent/downline',
      headers: { ...DEMO, authorization: sub.token },
      payload: { account: 'rebuildp01', password: 'Secret123', type: 0, rebates: [] },
    });
    expect(created.statusCode, created.body).toBe(200);
    const member = await idOf('rebuildp01');
    const owner = await one(sql`
      select c.id, c.currency from members m join merchants c on c.id = m.merchant_id
       where m.id = ${member}`);
    const merchantId = Number(owner.id);
    const subId = await idOf('subagent3');
    await t.database.db.transaction(async (tx) => {
      const account = await memberAccount(tx, merchantId, member, owner.currency!);
      const house = await houseAccount(tx, merchantId, owner.currency!);
      await post(tx, {
        merchantId,
        kind: 'deposit',
        idempotencyKey: 'rebuild-deposit-1',
        now: Date.now(),
        legs: [
          { accountId: house, amount: -5000n, kind: 'house' },
          { accountId: account.id, amount: 5000n, kind: 'member' },
        ],
      });
      const upline = await memberAccount(tx, merchantId, subId, owner.currency!);
      await post(tx, {
        merchantId,
        kind: 'upline_transfer',
        idempotencyKey: 'rebuild-upline-1',
        now: Date.now(),
        legs: [
          { accountId: account.id, amount: -700n, kind: 'member' },
          { accountId: upline.id, amount: 700n, kind: 'member' },
        ],
      });
    });
    const moved = await call(
      'PUT',
      '/wps/agent/transferDownline',
      { memberId: member, amount: '1.50', paymentPassword: DEMO_PAYMENT_PASSWORD },
      { 'idempotency-key': 'rebuild-transfer-0001' },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const kept = await snapshot();
    await t.database.db.execute(sql`select daily_stats_rebuild()`);
    expect(kept).toEqual(await snapshot());
  });
});
