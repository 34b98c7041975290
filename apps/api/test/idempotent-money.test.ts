// A money call sent again with the same Idempotency-Key (the member pressed again after a lost
// answer, or two tabs sent it at once) moves the money once: for a deposit, a withdrawal, a
// wallet transfer, an agent's transfer to a downline and a reward claim, the same request with
// the same key, sent twice one after the other and twice at once, leaves one record and one
// ledger transaction, and every answer after the first is the first answer again. A concurrent
// copy that arrives while the first still runs answers 409 idempotency.in.progress (the client
// keeps the key on it, packages/api-client/src/intent-keys.ts), and the next retry gets the
// first answer. Runs on PGlite and, in the second pass of the suite, on PostgreSQL.
import { encryptPayload } from '@platform/api-client/crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../src/db/schema/members';
import { merchants } from '../src/db/schema/merchants';
import { setPaymentPassword } from '../src/domain/cashier';
import { houseAccount, memberAccount, post, toMinor } from '../src/domain/kernel';
import { openSession } from '../src/domain/sessions';
import { auditLedger } from './helpers/ledger-audit';
import { createTestApp, json, type TestApp } from './helpers/test-app';

let t: TestApp;
let modulus: string;
beforeAll(async () => {
  t = await createTestApp({ transferMerchant: true });
  modulus = (
    await t.request({ method: 'GET', url: '/wps/session/key/rsa', headers: { merchant: 'demo' } })
  ).body;
});
afterAll(() => t.close());

type Res = Awaited<ReturnType<TestApp['request']>>;
type Code = 'demo' | 'transfer';
interface Who {
  id: number;
  token: string;
  merchant: Code;
}

let seq = 0;
const newKey = () => `idem-key-${Date.now()}-${++seq}`;

/** A member of `code`, optionally an agent, under a parent, funded through the ledger. */
async function member(
  code: Code,
  username: string,
  options: { fund?: string; type?: number; parent?: Who } = {},
): Promise<Who> {
  const db = t.database.db;
  const [merchant] = await db.select().from(merchants).where(eq(merchants.code, code));
  if (!merchant) throw new Error(`no merchant ${code}`);
  const [row] = await db
    .insert(members)
    .values({
      merchantId: merchant.id,
      username,
      passwordHash: 'x',
      type: options.type ?? 0,
      parentId: options.parent?.id ?? null,
    })
    .returning();
  if (!row) throw new Error('member not created');
  if (options.fund) {
    const amount = toMinor(options.fund);
    await db.transaction(async (tx) => {
      const account = await memberAccount(tx, merchant.id, row.id, merchant.currency);
      const house = await houseAccount(tx, merchant.id, merchant.currency);
      await post(tx, {
        merchantId: merchant.id,
        kind: 'funding',
        idempotencyKey: `idem-test-funding:${code}:${username}`,
        legs: [
          { accountId: house, amount: -amount, kind: 'house' },
          { accountId: account.id, amount, kind: 'member' },
        ],
        now: Date.now(),
      });
    });
  }
  return { id: row.id, token: await openSession(db, row, 'password', Date.now()), merchant: code };
}

const call = (
  who: Who,
  method: string,
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  t.request({
    method,
    url,
    headers: { merchant: who.merchant, authorization: who.token, ...headers },
    ...(payload ? { payload } : {}),
  });

/** The body encrypted as the apps send passwords (a new ciphertext each time). */
const encrypted = (who: Who, method: string, url: string, body: object, key: string) => {
  const enc = encryptPayload(body as Record<string, unknown>, modulus);
  return call(who, method, url, enc.body as object, {
    encryption: enc.encryption,
    'idempotency-key': key,
  });
};

const value = <T = Record<string, unknown>>(res: Res): T => {
  expect(res.statusCode, res.body).toBe(200);
  return json(res).value as T;
};

/** Ledger transactions that touch any account of the member, funding left out. */
async function movements(who: Who): Promise<{ id: number; kind: string }[]> {
  const { rows } = await t.database.db.execute<{ id: number; kind: string }>(sql`
    select distinct tx.id, tx.kind from ledger_transactions tx
      join ledger_entries e on e.transaction_id = tx.id
      join ledger_accounts a on a.id = e.account_id
     where a.member_id = ${who.id} and tx.kind <> 'funding'
     order by tx.id`);
  return rows.map((r) => ({ id: Number(r.id), kind: r.kind }));
}

const count = async (query: ReturnType<typeof sql>) =>
  Number((await t.database.db.execute<{ n: number }>(query)).rows[0]?.n);

/**
 * Sends the call twice with the same key, one after the other, and checks that the second
 * answer is the first one replayed. Returns the first answer.
 */
async function sentTwice(send: () => Promise<Res>): Promise<Res> {
  const first = await send();
  expect(first.statusCode, first.body).toBe(200);
  const again = await send();
  expect(again.headers['idempotent-replay']).toBe('true');
  expect(again.statusCode).toBe(first.statusCode);
  expect(json(again)).toEqual(json(first));
  return first;
}

/**
 * Sends the call twice at once with the same key: each answer is the one result or the 409 of
 * a call still running, at least one is the result, and a retry afterwards gets that result.
 */
async function sentTogether(send: () => Promise<Res>): Promise<Res> {
  const answers = await Promise.all([send(), send()]);
  const done = answers.filter((a) => a.statusCode === 200);
  expect(done.length, answers.map((a) => a.body).join('\n')).toBeGreaterThanOrEqual(1);
  for (const a of answers) {
    if (a.statusCode === 200) expect(json(a)).toEqual(json(done[0]!));
    else {
      expect(a.statusCode, a.body).toBe(409);
      expect(json(a).errorCode).toBe('idempotency.in.progress');
    }
  }
  const retry = await send();
  expect(retry.headers['idempotent-replay']).toBe('true');
  expect(json(retry)).toEqual(json(done[0]!));
  return done[0]!;
}

const modes = [
  ['one after the other', sentTwice],
  ['at once', sentTogether],
] as const;

describe.each(modes)('the same money call sent twice %s', (mode, sendTwice) => {
  const name = (what: string) => `${what}_${mode === 'at once' ? 'c' : 's'}`;

  it('makes one deposit, credited by one ledger transaction', async () => {
    const m = await member('demo', name('idem_dep'));
    const key = newKey();
    const first = await sendTwice(() =>
      call(
        m,
        'POST',
        '/wps/transaction/deposit/pg',
        { amount: '42.50' },
        { 'idempotency-key': key },
      ),
    );
    const dep = value<{ id: string; payUrl: string }>(first);
    expect(
      await count(sql`select count(*)::int as n from deposits where member_id = ${m.id}`),
    ).toBe(1);
    const paid = await t.request({
      method: 'POST',
      url: dep.payUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay',
    });
    expect(paid.statusCode).toBe(200);
    expect((await movements(m)).map((x) => x.kind)).toEqual(['deposit']);
    expect(value<{ sumBalance: string }>(await call(m, 'GET', '/wps/v2/wallets/balance'))).toEqual(
      expect.objectContaining({ sumBalance: '42.50' }),
    );
  });

  it('makes one withdrawal and one ledger transaction', async () => {
    const m = await member('demo', name('idem_wd'), { fund: '500.00' });
    await setPaymentPassword(t.database.db, m.id, '246810', '246810', Date.now());
    const banks = value<{ code: string }[]>(await call(m, 'GET', '/wps/system/withdrawBanks'));
    const card = value<{ id: number }>(
      await encrypted(
        m,
        'PUT',
        '/wps/member/bankCard',
        { bankCode: banks[0]!.code, accountName: 'Idem Member', accountNumber: '5555 6666 7777' },
        newKey(),
      ),
    );
    const key = newKey();
    const body = { amount: '120.00', bankCardId: card.id, paymentPassword: '246810' };
    await sendTwice(() => encrypted(m, 'POST', '/wps/transaction/withdraw', body, key));
    expect(
      await count(sql`select count(*)::int as n from withdrawals where member_id = ${m.id}`),
    ).toBe(1);
    expect((await movements(m)).map((x) => x.kind)).toEqual(['withdrawal']);
    expect(value<{ sumBalance: string }>(await call(m, 'GET', '/wps/v2/wallets/balance'))).toEqual(
      expect.objectContaining({ sumBalance: '380.00' }),
    );
  });

  it('makes one wallet transfer (one ledger transaction)', async () => {
    const m = await member('transfer', name('idem_wt'), { fund: '80.00' });
    const key = newKey();
    const first = await sendTwice(() =>
      call(
        m,
        'POST',
        '/wps/relay/GCS_walletTransfer',
        { from: 'MAIN', to: 'PG', amount: '30.00' },
        { 'idempotency-key': key },
      ),
    );
    expect(value(first)).toMatchObject({ amount: '30.00' });
    expect((await movements(m)).map((x) => x.kind)).toEqual(['wallet_transfer']);
    const funds = value<{ mainBalance: string; totalBalance: string }>(
      await call(m, 'GET', '/wps/member/info/funds/consolidated'),
    );
    expect(funds).toMatchObject({ mainBalance: '50.00', totalBalance: '80.00' });
  });

  it('makes one agent transfer to a downline (one ledger transaction, one message each)', async () => {
    const agent = await member('demo', name('idem_ag'), { type: 1, fund: '200.00' });
    const downline = await member('demo', name('idem_dl'), { parent: agent });
    await setPaymentPassword(t.database.db, agent.id, '135790', '135790', Date.now());
    const key = newKey();
    const body = { memberId: downline.id, amount: '25.00', paymentPassword: '135790' };
    const first = await sendTwice(() =>
      call(agent, 'PUT', '/wps/agent/transferDownline', body, { 'idempotency-key': key }),
    );
    expect(value(first)).toMatchObject({ amount: '25.00', replayed: false });
    const moved = await movements(downline);
    expect(moved.map((x) => x.kind)).toEqual(['transfer']);
    expect(await movements(agent)).toEqual(moved);
    expect(
      await count(
        sql`select count(*)::int as n from inbox_messages where member_id in (${agent.id}, ${downline.id})`,
      ),
    ).toBe(2);
    expect(
      value<{ sumBalance: string }>(await call(downline, 'GET', '/wps/v2/wallets/balance')),
    ).toMatchObject({ sumBalance: '25.00' });
  });

  it('makes one reward claim (one grant, one ledger transaction)', async () => {
    const m = await member('demo', name('idem_rw'));
    const key = newKey();
    await sendTwice(() =>
      call(m, 'POST', '/wps/content/activities/act-referral/claim', undefined, {
        'idempotency-key': key,
      }),
    );
    expect(
      await count(sql`select count(*)::int as n from reward_grants where member_id = ${m.id}`),
    ).toBe(1);
    const moved = await movements(m);
    expect(moved).toHaveLength(1);
    expect(
      await count(sql`
        select count(*)::int as n from ledger_transactions tx
          join reward_grants g on tx.idempotency_key = 'grant:' || g.id
         where g.member_id = ${m.id} and tx.id = ${moved[0]!.id}`),
    ).toBe(1);
    expect(
      value<{ sumBalance: string }>(await call(m, 'GET', '/wps/v2/wallets/balance')),
    ).toMatchObject({ sumBalance: '10.00' });
  });
});

it('leaves the ledger balanced', async () => {
  expect(await auditLedger(t.database.db)).toMatchObject({
    unbalanced: 0,
    drifted: 0,
    negative: 0,
  });
});
