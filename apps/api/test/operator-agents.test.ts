// The agent tree on the staff side through the HTTP API: the top agents first, an agent's
// direct downlines (agents and players) with their team sizes, the way back up, a search by
// account at any depth, an agent's own contracts and their settlements, the settlement run;
// a player or an unknown account is not an agent, and another merchant's staff sees none of it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchants } from '../src/db/schema/merchants';
import { createOperatorKey } from '../src/domain/operators';
import { createMember } from './helpers/members';
import { newSignedInStaff, type SignedInStaff, staffCall, value } from './helpers/staff';
import { createTestApp, json, type TestApp } from './helpers/test-app';

let t: TestApp;
let merchantId: number;
let finance: SignedInStaff;
let support: SignedInStaff;
let owner: SignedInStaff;
const now = Date.now();
const tokens = new Map<string, string>();

interface Agent {
  account: string;
  type: string;
  status: string;
  directDownlines: number;
  teamSize: number;
}
interface AgentPage {
  content: Agent[];
  totalElements: number;
  totalPages: number;
}
interface AgentDetail extends Agent {
  parent: string | null;
  path: string[];
  contracts: { id: number; kind: string; status: string; payee: { account: string } }[];
}

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  const db = t.database.db;
  const [m] = await db.select().from(merchants).where(eq(merchants.code, 'demo'));
  merchantId = m!.id;
  finance = await newSignedInStaff(t, db, merchantId, 'fran', 'finance', now);
  support = await newSignedInStaff(t, db, merchantId, 'sue', 'support', now);
  owner = await newSignedInStaff(t, db, merchantId, 'olga', 'owner', now);
  // treetop -> (treemid -> treeleaf, treeplayer1), treeplayer2; a second top agent treeside.
  const top = await createMember(db, 'treetop', { type: 1, now });
  tokens.set('treetop', top.token);
  const mid = await createMember(db, 'treemid', { type: 1, parentId: top.member.id, now });
  await createMember(db, 'treeleaf', { type: 1, parentId: mid.member.id, now });
  await createMember(db, 'treeplayer1', { parentId: mid.member.id, now });
  await createMember(db, 'treeplayer2', { parentId: top.member.id, now });
  tokens.set('treeside', (await createMember(db, 'treeside', { type: 1, now })).token);
});
afterAll(() => t.close());

const get = (url: string, who: SignedInStaff = finance) => staffCall(t, 'GET', url, who.token);
const page = async (query: string) => value<AgentPage>(await get(`/operator/agents${query}`));
const dailyOffer = {
  kind: 'daily',
  gameType: 'LIVE',
  terms: {
    kind: 'daily',
    tiers: [{ betVolume: '1000', activeMember: 0, rateType: 'P', rate: '0.5' }],
  },
};
const code = (res: Awaited<ReturnType<TestApp['request']>>) => json(res).errorCode;

describe('agents, staff side', () => {
  it('lists the top agents, never a downline agent or a player', async () => {
    const all = await page('?size=100');
    const names = all.content.map((a) => a.account);
    expect(names).toEqual(expect.arrayContaining(['treetop', 'treeside']));
    expect(names).not.toContain('treemid');
    expect(names).not.toContain('treeplayer2');
    expect(all.content.every((a) => a.type === 'agent')).toBe(true);
    expect(all.content.find((a) => a.account === 'treetop')).toMatchObject({
      directDownlines: 2,
      teamSize: 4,
      status: 'active',
    });
  });

  it("opens an agent's direct downlines, agents and players, largest team first", async () => {
    const under = await page('?parent=treetop');
    expect(under.totalElements).toBe(2);
    expect(under.content.map((a) => [a.account, a.type, a.directDownlines, a.teamSize])).toEqual([
      ['treemid', 'agent', 2, 2],
      ['treeplayer2', 'player', 0, 0],
    ]);
    const deeper = await page('?parent=treemid');
    expect(deeper.content.map((a) => a.account).sort()).toEqual(['treeleaf', 'treeplayer1']);
  });

  it('pages the downlines', async () => {
    const first = await page('?parent=treetop&size=1&page=1');
    const second = await page('?parent=treetop&size=1&page=2');
    expect([first.totalPages, first.totalElements]).toEqual([2, 2]);
    expect([first.content[0]!.account, second.content[0]!.account]).toEqual([
      'treemid',
      'treeplayer2',
    ]);
  });

  it('finds agents by part of the account at any depth, players left out', async () => {
    const found = await page('?q=TREE');
    expect(found.content.map((a) => a.account).sort()).toEqual([
      'treeleaf',
      'treemid',
      'treeside',
      'treetop',
    ]);
    expect((await page('?q=%25')).totalElements).toBe(0);
  });

  it("shows an agent's way up from the top agent", async () => {
    const leaf = value<AgentDetail>(await get('/operator/agents/treeleaf'));
    expect(leaf).toMatchObject({ account: 'treeleaf', parent: 'treemid', teamSize: 0 });
    expect(leaf.path).toEqual(['treetop', 'treemid']);
    const top = value<AgentDetail>(await get('/operator/agents/treetop'));
    expect([top.parent, top.path, top.contracts]).toEqual([null, [], []]);
  });

  it("shows an agent's own contracts and reads their settlements", async () => {
    const offered = await staffCall(t, 'POST', '/operator/contracts', finance.token, {
      account: 'treetop',
      kind: 'dividend',
      gameType: 'CONS',
      terms: {
        kind: 'dividend',
        cycle: 'W',
        tiers: [{ minimumBet: '0', netLoss: '100', activeMember: 1, contractRate: '0.3' }],
      },
    });
    expect(offered.statusCode, offered.body).toBe(200);
    const id = value<{ id: number }>(offered).id;
    const top = value<AgentDetail>(await get('/operator/agents/treetop'));
    expect(top.contracts).toHaveLength(1);
    expect(top.contracts[0]).toMatchObject({ id, kind: 'dividend', payee: { account: 'treetop' } });
    const settled = value<{ totalElements: number }>(
      await get(`/operator/settlements?contractId=${id}`),
    );
    expect(settled.totalElements).toBe(0);
  });

  it('reads the offers by state, kind and account: pending, accepted, declined', async () => {
    const dividend = {
      kind: 'dividend',
      gameType: 'CONS',
      terms: {
        kind: 'dividend',
        cycle: 'W',
        tiers: [{ minimumBet: '0', netLoss: '100', activeMember: 1, contractRate: '0.2' }],
      },
    };
    const offered = await staffCall(t, 'POST', '/operator/contracts', finance.token, {
      account: 'treeside',
      ...dividend,
    });
    expect(offered.statusCode, offered.body).toBe(200);
    // The audit log names the offer: who made it, to whom, and the contract it made.
    const audit = value<{ content: { actor: string; target: string; after: unknown }[] }>(
      await staffCall(t, 'GET', '/operator/audit?action=contract.offer', owner.token),
    );
    expect(audit.content[0]).toMatchObject({
      actor: 'fran',
      target: 'member:treeside',
      after: {
        contractId: value<{ id: number }>(offered).id,
        account: 'treeside',
        kind: 'dividend',
      },
    });
    type Offers = {
      content: { id: number; status: string; payer: unknown; payee: { account: string } }[];
      totalElements: number;
    };
    const offers = async (query: string) => value<Offers>(await get(`/operator/contracts${query}`));
    const pending = await offers('?account=tree');
    expect(pending.content.map((c) => [c.payee.account, c.status, c.payer])).toEqual([
      ['treeside', 'P', null],
      ['treetop', 'P', null],
    ]);
    // treeside accepts, treetop declines (each from its own session, as in the agent app).
    const answer = async (account: string, status: 'A' | 'R') => {
      const res = await t.request({
        method: 'GET',
        url: `/wps/relay/MCS2_processDividendReq?type=CONS&status=${status}&confirm=true`,
        headers: { merchant: 'demo', authorization: tokens.get(account)! },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await answer('treeside', 'A');
    await answer('treetop', 'R');
    expect((await offers('?account=tree')).totalElements).toBe(0);
    const accepted = await offers('?state=accepted&account=TREE');
    expect(accepted.content.map((c) => [c.payee.account, c.status])).toEqual([['treeside', 'V']]);
    const declined = await offers('?state=declined&kind=dividend&account=tree');
    expect(declined.content.map((c) => [c.payee.account, c.status])).toEqual([['treetop', 'R']]);
    expect((await offers('?state=all&account=treesi')).totalElements).toBe(1);
    expect((await offers('?state=all&account=tree&kind=daily')).totalElements).toBe(0);
    const paged = await offers('?state=all&account=tree&size=1&page=2');
    expect([paged.content.length, paged.totalElements]).toEqual([1, 2]);
    const bad = await get('/operator/contracts?state=maybe');
    expect(bad.statusCode).toBe(400);
    const refused = await get('/operator/contracts', support);
    expect([refused.statusCode, code(refused)]).toEqual([403, 'operator.forbidden']);
  });

  it('refuses an offer with bad terms or to an agent below the top, in the envelope', async () => {
    const post = (body: object, who: SignedInStaff = finance) =>
      staffCall(t, 'POST', '/operator/contracts', who.token, body);
    const tier = (volume: string, rate: string) => ({
      betVolume: volume,
      activeMember: 0,
      rateType: 'P',
      rate,
    });
    // The tier the server names and what is wrong with it: a rate of nothing, tiers out of order.
    const cases: [object, number, string][] = [
      [{ kind: 'daily', tiers: [tier('100', '0')] }, 1, 'rate'],
      [{ kind: 'daily', tiers: [tier('500', '1'), tier('100', '2')] }, 2, 'thresholds'],
      [{ kind: 'daily', tiers: [tier('100', '2'), tier('500', '1')] }, 2, 'rate'],
    ];
    for (const [terms, n, field] of cases) {
      const res = await post({ account: 'treeside', kind: 'daily', gameType: 'LIVE', terms });
      expect(res.statusCode, JSON.stringify(terms)).toBe(400);
      expect(json(res)).toMatchObject({
        errorCode: 'contract.terms.invalid',
        value: { tier: n, field },
      });
    }
    // Not exact, not the kind offered, no tiers: refused by the contract's shape.
    for (const terms of [
      { kind: 'daily', tiers: [tier('100', '1.23456')] },
      { kind: 'hourly', tiers: [tier('100', '1')] },
      { kind: 'daily', tiers: [] },
    ]) {
      const res = await post({ account: 'treeside', kind: 'daily', gameType: 'LIVE', terms });
      expect([res.statusCode, code(res)], JSON.stringify(terms)).toEqual([
        400,
        'request.param.err',
      ]);
    }
    const below = await post({ account: 'treemid', ...dailyOffer });
    expect([below.statusCode, code(below)]).toEqual([400, 'contract.payee.not.top']);
    const player = await post({ account: 'treeplayer2', ...dailyOffer });
    expect([player.statusCode, code(player)]).toEqual([400, 'contract.payee.not.top']);
    const unknown = await post({ account: 'nobody-here', ...dailyOffer });
    expect(unknown.statusCode).toBe(404);
    const refused = await post({ account: 'treeside', ...dailyOffer }, support);
    expect([refused.statusCode, code(refused)]).toEqual([403, 'operator.forbidden']);
    // Nothing of it was offered.
    const offers = value<{ totalElements: number }>(
      await get('/operator/contracts?state=all&kind=daily&account=tree'),
    );
    expect(offers.totalElements).toBe(0);
  });

  it('runs the settlement jobs, answers what ran and audits it', async () => {
    const res = await staffCall(t, 'POST', '/operator/settlements/run', finance.token, {});
    expect(res.statusCode, res.body).toBe(200);
    const ran = value<{ runs: unknown[]; retried: number }>(res);
    expect(Array.isArray(ran.runs)).toBe(true);
    const audit = value<{ content: { action: string; operator: string; after: unknown }[] }>(
      await staffCall(t, 'GET', '/operator/audit?action=settlement.run', owner.token),
    );
    expect(audit.content[0]).toMatchObject({ action: 'settlement.run', after: ran });
  });

  it('refuses a player, an unknown account and an unknown parent as not found', async () => {
    for (const url of [
      '/operator/agents/treeplayer1',
      '/operator/agents/nobody-here',
      '/operator/agents?parent=treeplayer2',
    ]) {
      const res = await get(url);
      expect([res.statusCode, code(res)], url).toEqual([404, 'not.found']);
    }
  });

  it('refuses bad paging in the envelope and support staff with 403', async () => {
    const bad = await get('/operator/agents?size=1000');
    expect(bad.statusCode).toBe(400);
    expect(code(bad)).toEqual(expect.any(String));
    const refused = await get('/operator/agents', support);
    expect([refused.statusCode, code(refused)]).toEqual([403, 'operator.forbidden']);
  });

  it("shows nothing of another merchant's agents", async () => {
    const [other] = await t.database.db
      .insert(merchants)
      .values({
        code: 'otheragt',
        name: 'Other',
        currency: 'USD',
        currencySymbol: '$',
        settings: {},
      })
      .returning();
    const { key } = await createOperatorKey(t.database.db, other!.id, 'other-finance', now, {
      role: 'finance',
    });
    const headers = { merchant: 'otheragt', 'x-operator-key': key };
    const list = await t.request({ method: 'GET', url: '/operator/agents?q=tree', headers });
    expect((json(list).value as AgentPage).totalElements).toBe(0);
    const offers = await t.request({
      method: 'GET',
      url: '/operator/contracts?state=all&account=tree',
      headers,
    });
    expect(offers.statusCode, offers.body).toBe(200);
    expect((json(offers).value as { totalElements: number }).totalElements).toBe(0);
    for (const url of ['/operator/agents/treetop', '/operator/agents?parent=treetop']) {
      const res = await t.request({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(404);
    }
    // Offering treetop a contract from the other merchant finds no such account.
    const offer = await t.request({
      method: 'POST',
      url: '/operator/contracts',
      headers,
      payload: { account: 'treetop', ...dailyOffer },
    });
    expect([offer.statusCode, code(offer)]).toEqual([404, 'not.found']);
  });
});
