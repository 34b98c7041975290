// Contract lifecycle on the seeded demo team, through the API (every answer checked against
// the contract): offers, edits, withdrawals, acceptance, rejection, termination by either
// side and the merchant's rule, the rate rule (downlineHigherRate), the cap of the agent's
// own terms, the popup's consolidated maps, history, and other branches' contracts answering
// not found with nothing changed.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configCache } from '../src/db/config-cache';
import { signInAs } from './helpers/members';
import { createTestApp, DEMO, json, type TestApp } from './helpers/test-app';

let t: TestApp;
const tokens = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp({ demoTeam: true, demoContracts: true });
  for (const name of [
    'demoagent',
    'subagent1',
    'subagent2',
    'subagent3',
    'subagent4',
    'subagent6',
    'subagent11',
    'subagent21',
    'dp01',
  ])
    tokens.set(name, (await signInAs(t.database.db, name)).token);
});
afterAll(() => t.close());

type Json = Record<string, unknown>;
const call = (as: string, method: string, url: string, payload?: unknown) =>
  t.request({
    method,
    url,
    headers: { ...DEMO, authorization: tokens.get(as)! },
    ...(payload === undefined ? {} : { payload: payload as Json }),
  });
async function ok<T = Json>(as: string, method: string, url: string, payload?: unknown) {
  const res = await call(as, method, url, payload);
  expect(res.statusCode, `${method} ${url} ${res.body}`).toBe(200);
  return json(res).value as T;
}
async function refused(as: string, method: string, url: string, payload?: unknown) {
  const res = await call(as, method, url, payload);
  expect(res.statusCode, `${method} ${url} ${res.body}`).toBeGreaterThanOrEqual(400);
  expect(res.statusCode).toBeLessThan(500);
  const body = json(res);
  return { status: res.statusCode, code: body.errorCode as string, value: body.value as Json };
}
const rows = async (query: ReturnType<typeof sql>) =>
  (await t.database.db.execute<Record<string, unknown>>(query)).rows;
const contractOf = async (payee: string, kind: string, status: string) => {
  const [row] = await rows(sql`
    select c.id from contracts c join members m on m.id = c.payee_id
     where m.username = ${payee} and c.kind = ${kind} and c.status = ${status}
     order by c.id desc limit 1`);
  return Number(row?.id);
};

const daily = (scale: number) => ({
  kind: 'daily',
  tiers: [
    { betVolume: '100', activeMember: 1, rateType: 'P', rate: String(+(0.8 * scale).toFixed(4)) },
    { betVolume: '1000', activeMember: 3, rateType: 'P', rate: String(+(1.2 * scale).toFixed(4)) },
  ],
});
const hourly = (scale: number) => ({
  kind: 'hourly',
  tiers: [
    { minimumBet: '20', activeMember: 1, rateType: 'P', rate: String(+(0.3 * scale).toFixed(4)) },
  ],
});

describe('the popup: offers waiting in the consolidated call', () => {
  it('shows a player its daily salary offer in the upstream shape', async () => {
    const v = await ok<Json>('dp01', 'GET', '/wps/member/info/funds/consolidated');
    const offers = (v.dailysalreqtype as Record<string, Json[]>).CONS!;
    expect(offers).toHaveLength(1);
    expect(offers[0]).toMatchObject({ status: 'P', upline: 'demoagent', downlineHigherRate: 'N' });
    expect((offers[0]!.details as Json[])[0]).toMatchObject({ rateType: 'P', betVolume: '100.00' });
    expect(v).toMatchObject({
      divtypeinfo: { enableCt: true },
      dailysalinfotype: { salary: true },
      contracthoursalinfo: { hourSalary: true },
      realtimesalinfo: { realtimeSalary: true },
      divtypereq: {},
      contracthoursalreq: {},
    });
  });

  it('shows an agent its dividend offer as one row per tier, and new terms as E', async () => {
    const sub2 = await ok<Json>('subagent2', 'GET', '/wps/member/info/funds/consolidated');
    const rowsOf = (sub2.divtypereq as Record<string, Json[]>).CONS!;
    expect(rowsOf.map((r) => r.tier)).toEqual([1, 2]);
    expect(rowsOf[0]).toMatchObject({ status: 'P', cycle: 'W', contractRate: expect.any(String) });
    expect((sub2.dailysalreqtype as Record<string, Json[]>).CONS![0]).toMatchObject({
      status: 'E',
      replacesId: expect.any(Number),
    });
  });

  it('answers a player the agent pages it may not use with 403, and no session with 401', async () => {
    expect((await refused('dp01', 'GET', '/wps/agent/contracts/mine?kind=daily')).code).toBe(
      'login.not.agent',
    );
    const res = await t.request({
      method: 'GET',
      url: '/wps/member/info/funds/consolidated',
      headers: DEMO,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('answers of the downline', () => {
  it('accepts an offer: in force now, history kept, the upline told', async () => {
    const id = await contractOf('dp01', 'daily', 'P');
    const v = await ok<Json>(
      'dp01',
      'GET',
      `/wps/relay/MCS2_processDailySalContract?id=${id}&status=A`,
    );
    expect(v).toMatchObject({
      ended: 0,
      contract: { id, status: 'V', payer: { account: 'demoagent' } },
    });
    const history = await ok<Json[]>('demoagent', 'GET', `/wps/agent/contracts/${id}/history`);
    expect(history.map((e) => e.action)).toEqual(['offered', 'accepted']);
    expect(history[1]).toMatchObject({ actor: 'dp01', actorRole: 'payee' });
    const [message] = await rows(sql`
      select i.type from inbox_messages i join members m on m.id = i.member_id
       where m.username = 'demoagent' and i.event_key = ${`contract:${id}:contract_accepted`}`);
    expect(message?.type).toBe('contract_accepted');
    // Nothing waits any more; accepting again is refused.
    const after = await ok<Json>('dp01', 'GET', '/wps/member/info/funds/consolidated');
    expect(after.dailysalreqtype).toEqual({});
    expect(
      (
        await refused(
          'dp01',
          'GET',
          `/wps/relay/MCSFE_processDailySalaryContract?id=${id}&status=A`,
        )
      ).code,
    ).toBe('contract.state.invalid');
  });

  it('accepting new terms supersedes the contract in force', async () => {
    const active = await contractOf('subagent2', 'daily', 'V');
    const offer = await contractOf('subagent2', 'daily', 'E');
    const v = await ok<Json>(
      'subagent2',
      'GET',
      `/wps/relay/MCSFE_processDailySalaryContract?id=${offer}&status=A`,
    );
    expect(v.contract).toMatchObject({ status: 'V', replacesId: active });
    const [old] = await rows(
      sql`select status, end_reason, ends_at is not null as ended from contracts where id = ${active}`,
    );
    expect(old).toEqual({ status: 'S', end_reason: 'superseded', ended: true });
  });

  it('rejects a dividend offer by game type (upstream type and status)', async () => {
    const v = await ok<Json>(
      'subagent2',
      'GET',
      '/wps/relay/MCS2_processDividendReq?type=CONS&status=R',
    );
    expect(v.contract).toMatchObject({ status: 'R', kind: 'dividend' });
    expect(
      (
        await refused(
          'subagent2',
          'GET',
          '/wps/relay/MCSFE_processContractDividend?type=CONS&status=A',
        )
      ).code,
    ).toBe('contract.state.invalid');
  });

  it('terminates its own contract at once (C), hourly and real-time by contractId', async () => {
    const hourlyId = await contractOf('subagent3', 'hourly', 'V');
    const v = await ok<Json>('subagent3', 'POST', '/wps/relay/MCS2_processContractHourSalary', {
      contractId: hourlyId,
      status: 'C',
    });
    expect(v.contract).toMatchObject({ status: 'T', endReason: 'payee' });
    // The new terms that waited for it are withdrawn with it.
    expect(await contractOf('subagent3', 'hourly', 'E')).toBeNaN();
    const rt = await contractOf('subagent1', 'realtime', 'V');
    const r = await ok<Json>(
      'subagent1',
      'POST',
      '/wps/relay/MCSFE_processRealTimeSalaryContract',
      {
        contractId: rt,
        status: 'C',
      },
    );
    expect(r.contract).toMatchObject({ status: 'T' });
  });

  it("answers another member's contract with not found and changes nothing", async () => {
    const sub1Daily = await contractOf('subagent1', 'daily', 'V');
    const before = await rows(sql`select id, status, ends_at from contracts order by id`);
    const tries: [string, string, unknown?][] = [
      ['GET', `/wps/relay/MCS2_processDailySalContract?id=${sub1Daily}&status=C`],
      ['GET', `/wps/relay/MCSFE_processDailySalaryContract?id=${sub1Daily}&status=A`],
      [
        'POST',
        '/wps/relay/MCS2_processContractHourSalary',
        { contractId: await contractOf('subagent1', 'hourly', 'V'), status: 'C' },
      ],
      ['GET', `/wps/agent/contracts/${sub1Daily}/history`],
      ['POST', `/wps/agent/contracts/${sub1Daily}/terminate`, {}],
      ['POST', `/wps/agent/contracts/${sub1Daily}/withdraw`],
      ['PUT', `/wps/agent/contracts/${sub1Daily}`, { terms: daily(0.1) }],
      ['GET', `/wps/agent/contracts/${await contractOf('subagent11', 'daily', 'V')}/history`],
    ];
    for (const [method, url, payload] of tries) {
      const r = await refused('subagent2', method, url, payload);
      expect([r.status, r.code], `${method} ${url}`).toEqual([404, 'not.found']);
    }
    expect(await rows(sql`select id, status, ends_at from contracts order by id`)).toEqual(before);
  });
});

describe('offers of the upline', () => {
  it('refuses an offer above its own terms, without an own contract, or past its direct downlines', async () => {
    const above = await refused('demoagent', 'POST', '/wps/agent/contracts', {
      kind: 'daily',
      account: 'subagent5',
      gameType: 'CONS',
      terms: daily(1.01),
    });
    expect(above).toMatchObject({
      code: 'contract.terms.above.own',
      value: { tier: 1, reason: 'rate' },
    });
    const liveOnly = await refused('demoagent', 'POST', '/wps/agent/contracts', {
      kind: 'daily',
      account: 'subagent5',
      gameType: 'LIVE',
      terms: daily(0.5),
    });
    expect(liveOnly.code).toBe('contract.own.missing');
    expect(
      (
        await refused('demoagent', 'POST', '/wps/agent/contracts', {
          kind: 'daily',
          account: 'subagent11',
          gameType: 'CONS',
          terms: daily(0.5),
        })
      ).code,
    ).toBe('contract.payee.not.direct');
    // Another branch, or nobody at all: not found.
    for (const account of ['demoplayer', 'subagent1', 'nobody-here'])
      expect(
        (
          await refused('subagent2', 'POST', '/wps/agent/contracts', {
            kind: 'daily',
            account,
            gameType: 'CONS',
            terms: daily(0.1),
          })
        ).code,
      ).toBe('not.found');
  });

  it('refuses terms that are not exact or not ascending, with the tier and field', async () => {
    const bad = await refused('demoagent', 'POST', '/wps/agent/contracts', {
      kind: 'daily',
      account: 'subagent5',
      gameType: 'CONS',
      terms: {
        kind: 'daily',
        tiers: [
          { betVolume: '1000', activeMember: 1, rateType: 'P', rate: '0.5' },
          { betVolume: '100', activeMember: 1, rateType: 'P', rate: '0.6' },
        ],
      },
    });
    expect(bad).toMatchObject({
      code: 'contract.terms.invalid',
      value: { tier: 2, field: 'thresholds' },
    });
    const wrongKind = await refused('demoagent', 'POST', '/wps/agent/contracts', {
      kind: 'hourly',
      account: 'subagent5',
      gameType: 'CONS',
      terms: daily(0.5),
    });
    expect(wrongKind.code).toBe('contract.terms.invalid');
    const notExact = await refused('demoagent', 'POST', '/wps/agent/contracts', {
      kind: 'daily',
      account: 'subagent5',
      gameType: 'CONS',
      terms: {
        kind: 'daily',
        tiers: [{ betVolume: '1e3', activeMember: 1, rateType: 'P', rate: '1' }],
      },
    });
    expect(notExact.code).toBe('request.param.err');
  });

  it('offers, edits (history keeps the old terms) and withdraws; a second offer waits for the first', async () => {
    const offer = await ok<Json>('demoagent', 'POST', '/wps/agent/contracts', {
      kind: 'daily',
      account: 'subagent5',
      gameType: 'CONS',
      terms: daily(0.5),
    });
    expect(offer).toMatchObject({
      status: 'P',
      payee: { account: 'subagent5' },
      terms: { kind: 'daily' },
    });
    const id = offer.id as number;
    expect(
      (
        await refused('demoagent', 'POST', '/wps/agent/contracts', {
          kind: 'daily',
          account: 'subagent5',
          gameType: 'CONS',
          terms: daily(0.4),
        })
      ).code,
    ).toBe('contract.offer.pending');
    const edited = await ok<Json>('demoagent', 'PUT', `/wps/agent/contracts/${id}`, {
      terms: daily(0.6),
    });
    expect(edited).toMatchObject({ id, status: 'P' });
    const history = await ok<Json[]>('demoagent', 'GET', `/wps/agent/contracts/${id}/history`);
    expect(history.map((e) => e.action)).toEqual(['offered', 'edited']);
    expect(history[1]!.oldTerms).toMatchObject({ tiers: [{ rate: '0.4' }, { rate: '0.6' }] });
    expect(history[1]!.newTerms).toMatchObject({ tiers: [{ rate: '0.48' }, { rate: '0.72' }] });
    expect(
      await ok<Json>('demoagent', 'POST', `/wps/agent/contracts/${id}/withdraw`),
    ).toMatchObject({
      status: 'W',
      endReason: 'payer',
    });
    expect((await refused('demoagent', 'POST', `/wps/agent/contracts/${id}/withdraw`)).code).toBe(
      'contract.state.invalid',
    );
    expect(
      (await refused('demoagent', 'PUT', `/wps/agent/contracts/${id}`, { terms: daily(0.6) })).code,
    ).toBe('contract.state.invalid');
  });

  it('new terms for a contract in force are an E offer; the contract stays in force', async () => {
    const active = await contractOf('subagent4', 'realtime', 'V');
    const waiting = await contractOf('subagent4', 'realtime', 'E');
    const terms = {
      kind: 'realtime',
      tiers: [{ singleBet: '1', profitRate: '0.03', lossRate: '0.06' }],
    };
    // Editing the contract in force changes the waiting E offer.
    const v = await ok<Json>('demoagent', 'PUT', `/wps/agent/contracts/${active}`, { terms });
    expect(v).toMatchObject({ id: waiting, status: 'E', replacesId: active });
    const [row] = await rows(sql`select status from contracts where id = ${active}`);
    expect(row?.status).toBe('V');
  });

  it("terminates by the merchant's rule: at the period's end, at once, or never", async () => {
    const sub1Hourly = await contractOf('subagent1', 'hourly', 'V');
    const v = await ok<Json>('demoagent', 'POST', `/wps/agent/contracts/${sub1Hourly}/terminate`, {
      reason: 'restructuring',
    });
    expect(v).toMatchObject({ status: 'T', endReason: 'payer' });
    const endsAt = v.endsAt as number;
    expect(endsAt % 3_600_000).toBe(0);
    expect(endsAt).toBeGreaterThan(Date.now());
    const history = await ok<Json[]>(
      'subagent1',
      'GET',
      `/wps/agent/contracts/${sub1Hourly}/history`,
    );
    expect(history.at(-1)).toMatchObject({
      action: 'terminated',
      note: 'restructuring',
      actor: 'demoagent',
    });

    const setRule = async (rule: string) => {
      await t.database.db.execute(
        sql`update merchants set settings = jsonb_set(settings, '{contracts,uplineTermination}', to_jsonb(${rule}::text)) where code = 'demo'`,
      );
      configCache(t.database.db).invalidate();
    };
    await setRule('never');
    const sub1Div = await contractOf('subagent1', 'dividend', 'V');
    expect(
      (await refused('demoagent', 'POST', `/wps/agent/contracts/${sub1Div}/terminate`, {})).code,
    ).toBe('contract.terminate.not.allowed');
    await setRule('immediate');
    const now = Date.now();
    const ended = await ok<Json>(
      'demoagent',
      'POST',
      `/wps/agent/contracts/${sub1Div}/terminate`,
      {},
    );
    expect(ended.endsAt as number).toBeLessThanOrEqual(Date.now());
    expect(ended.endsAt as number).toBeGreaterThanOrEqual(now - 1000);
    await setRule('period_end');
  });

  it('cannot offer what it no longer holds in force', async () => {
    // subagent2's own hourly contract was terminated (seeded); its downline gets nothing.
    expect(
      (
        await refused('subagent2', 'POST', '/wps/agent/contracts', {
          kind: 'hourly',
          account: 'subagent21',
          gameType: 'CONS',
          terms: hourly(0.1),
        })
      ).code,
    ).toBe('contract.own.missing');
  });
});

describe('the rate rule (downlineHigherRate)', () => {
  it('asks the upline and the downline to confirm, and acceptance ends the higher contracts', async () => {
    // subagent1 gives subagent11 a daily salary at scale 0.4; demoagent offers subagent1 0.3.
    const below = { kind: 'daily', account: 'subagent1', gameType: 'CONS', terms: daily(0.3) };
    const ask = await refused('demoagent', 'POST', '/wps/agent/contracts', below);
    expect(ask.status).toBe(409);
    expect(ask).toMatchObject({
      code: 'contract.downline.higher.rate',
      value: { contracts: [{ account: 'subagent11', gameType: 'CONS', status: 'V' }] },
    });
    const offer = await ok<Json>('demoagent', 'POST', '/wps/agent/contracts', {
      ...below,
      confirm: true,
    });
    expect(offer).toMatchObject({ status: 'E' });
    const popup = await ok<Json>('subagent1', 'GET', '/wps/member/info/funds/consolidated');
    expect((popup.dailysalreqtype as Record<string, Json[]>).CONS![0]).toMatchObject({
      downlineHigherRate: 'Y',
      status: 'E',
    });
    const mine = await ok<Json>('subagent1', 'GET', '/wps/agent/contracts/mine?kind=daily');
    expect((mine.contracts as Json[]).find((c) => c.id === offer.id)).toMatchObject({
      downlineHigherRate: 'Y',
    });
    const lower = await contractOf('subagent11', 'daily', 'V');
    const noConfirm = await refused(
      'subagent1',
      'GET',
      `/wps/relay/MCS2_processDailySalContract?id=${offer.id}&status=A`,
    );
    expect(noConfirm.code).toBe('contract.downline.higher.rate');
    const accepted = await ok<Json>(
      'subagent1',
      'GET',
      `/wps/relay/MCS2_processDailySalContract?id=${offer.id}&status=A&confirm=true`,
    );
    expect(accepted).toMatchObject({ ended: 1, contract: { status: 'V' } });
    const [row] = await rows(sql`select status, end_reason from contracts where id = ${lower}`);
    expect(row).toEqual({ status: 'T', end_reason: 'downline_rate' });
    const history = await ok<Json[]>('subagent11', 'GET', `/wps/agent/contracts/${lower}/history`);
    expect(history.at(-1)).toMatchObject({ action: 'ended', actorRole: 'system' });
    const [told] = await rows(sql`
      select count(*)::int as n from inbox_messages i join members m on m.id = i.member_id
       where m.username = 'subagent11' and i.type = 'contract_ended'`);
    expect(told?.n).toBe(1);
  });
});

describe('the console tables', () => {
  it('lists my contracts with their history, and what I may offer', async () => {
    const v = await ok<Json>('subagent1', 'GET', '/wps/agent/contracts/mine?kind=dividend');
    const list = v.contracts as Json[];
    expect(list.map((c) => c.status)).toEqual(expect.arrayContaining(['T', 'S']));
    expect((list.at(-1)!.events as Json[]).map((e) => e.action)).toEqual([
      'offered',
      'accepted',
      'superseded',
    ]);
  });

  it('pages, sorts and filters the contracts it pays', async () => {
    const all = await ok<Json>(
      'demoagent',
      'GET',
      '/wps/agent/contracts/downlines?kind=daily&status=all&pageSize=2',
    );
    expect(all).toMatchObject({ page: 1, pageSize: 2, sort: 'offeredAt', order: 'desc' });
    expect((all.list as Json[]).length).toBe(2);
    const total = all.total as number;
    const byAccount = await ok<Json>(
      'demoagent',
      'GET',
      '/wps/agent/contracts/downlines?kind=daily&status=all&sort=account&order=asc&pageSize=200',
    );
    const accounts = (byAccount.list as Json[]).map((c) => (c.payee as Json).account as string);
    expect(accounts).toEqual([...accounts].sort());
    expect(accounts.length).toBe(total);
    const current = await ok<Json>('demoagent', 'GET', '/wps/agent/contracts/downlines?kind=daily');
    expect(
      (current.list as Json[]).every((c) => ['P', 'E', 'V', 'T'].includes(c.status as string)),
    ).toBe(true);
    const rejected = await ok<Json>(
      'demoagent',
      'GET',
      '/wps/agent/contracts/downlines?kind=daily&status=R&account=SUBAGENT',
    );
    expect((rejected.list as Json[]).map((c) => c.status)).toEqual(['R']);
    // Sort columns are an enum of the contract: anything else is refused before the handler.
    expect(
      (await refused('demoagent', 'GET', '/wps/agent/contracts/downlines?kind=daily&sort=balance'))
        .code,
    ).toBe('request.param.err');
    expect(
      (await refused('demoagent', 'GET', '/wps/agent/contracts/downlines?kind=daily&pageSize=500'))
        .code,
    ).toBe('agent.page.size.invalid');
    // subagent2 pays nobody of demoagent's: only its own.
    const sub2 = await ok<Json>(
      'subagent2',
      'GET',
      '/wps/agent/contracts/downlines?kind=daily&status=all',
    );
    expect(sub2.total).toBe(0);
  });

  it("never shows another branch's contracts or records, however it is asked", async () => {
    // subagent1 pays subagent11 (seeded, with settled days); subagent2 is its sibling.
    const query = 'kind=daily&status=all&account=subagent11&pageSize=200';
    const records = 'kind=daily&scope=downlines&account=subagent11'; // the last 30 days
    const own = await ok<Json>('subagent1', 'GET', `/wps/agent/contracts/downlines?${query}`);
    expect((own.list as Json[]).map((c) => (c.payee as Json).account)).toContain('subagent11');
    const ownRecords = await ok<Json>('subagent1', 'GET', `/wps/agent/settlements?${records}`);
    expect(ownRecords.total as number).toBeGreaterThan(0);
    for (const as of ['subagent2', 'subagent21', 'subagent3']) {
      const theirs = await ok<Json>(as, 'GET', `/wps/agent/contracts/downlines?${query}`);
      expect(theirs, as).toMatchObject({ total: 0, list: [] });
      const theirRecords = await ok<Json>(as, 'GET', `/wps/agent/settlements?${records}`);
      expect(theirRecords, as).toMatchObject({ total: 0, list: [] });
      // What they were paid is theirs alone.
      const mine = await ok<Json>(as, 'GET', '/wps/agent/settlements?kind=daily&pageSize=200');
      for (const row of mine.list as Json[]) expect((row.payee as Json).account).toBe(as);
      const projected = await ok<Json>(as, 'GET', '/wps/agent/settlements/projected?kind=daily');
      for (const row of projected.mine as Json[]) expect(row.account).toBe(as);
      expect((projected.downlines as Json[]).map((row) => row.account)).not.toContain('subagent11');
    }
  });

  it('switched off, a kind answers function.not.available', async () => {
    const res = await t.request({
      method: 'PATCH',
      url: '/dev/merchant/settings',
      headers: DEMO,
      payload: { modules: { HOURSAL3: false } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await refused('demoagent', 'GET', '/wps/agent/contracts/mine?kind=hourly')).code).toBe(
      'function.not.available',
    );
    const v = await ok<Json>('demoagent', 'GET', '/wps/member/info/funds/consolidated');
    expect(v.contracthoursalinfo).toEqual({ hourSalary: false });
    await t.request({
      method: 'PATCH',
      url: '/dev/merchant/settings',
      headers: DEMO,
      payload: { modules: { HOURSAL3: true } },
    });
  });
});

describe('house offers through the operator API', () => {
  const operator = { ...DEMO, 'x-operator-key': 'opk_demo_operator_0123456789abcdef' };
  it('offers a top-level agent new terms; others are refused', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/operator/contracts',
      headers: operator,
      payload: { account: 'demoagent', kind: 'hourly', gameType: 'LIVE', terms: hourly(1) },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).value).toMatchObject({ status: 'P', payer: null, gameType: 'LIVE' });
    const sub = await t.request({
      method: 'POST',
      url: '/operator/contracts',
      headers: operator,
      payload: { account: 'subagent1', kind: 'hourly', gameType: 'LIVE', terms: hourly(1) },
    });
    expect(json(sub).errorCode).toBe('contract.payee.not.top');
    const [audit] = await rows(
      sql`select count(*)::int as n from operator_audit where action = 'contract.offer'`,
    );
    expect(audit?.n).toBe(1);
  });
});
