// The member's language (the upstream `hisLang`): kept from the member's own signed-in calls,
// and the language of every message the platform writes to the member, whoever caused it (an
// agent's transfer, an operator's decision); a member who never named one reads the merchant's
// default.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../src/db/schema/members';
import { merchants } from '../src/db/schema/merchants';
import { createOperatorKey } from '../src/domain/operators';
import { DEMO_PAYMENT_PASSWORD } from '../src/seed/demo-team';
import { createMember, signInAs, type TestMember } from './helpers/members';
import { createTestApp, demoCaller, json, type TestApp } from './helpers/test-app';

let t: TestApp;
let agent: TestMember;
let merchantId: number;
let operatorKey: string;
beforeAll(async () => {
  t = await createTestApp({ demoTeam: true });
  agent = await signInAs(t.database.db, 'demoagent');
  const [m] = await t.database.db.select().from(merchants).where(eq(merchants.code, 'demo'));
  merchantId = m!.id;
  operatorKey = (await createOperatorKey(t.database.db, merchantId, 'language-tester', Date.now()))
    .key;
});
afterAll(() => t.close());

const call = demoCaller(() => t);
const storedLanguage = async (memberId: number) =>
  (
    await t.database.db
      .select({ language: members.language })
      .from(members)
      .where(eq(members.id, memberId))
  )[0]?.language;
const inbox = async (memberId: number) =>
  (
    await t.database.db.execute<{ type: string; title: string; content: string }>(
      sql`select type, title, content from inbox_messages where member_id = ${memberId} order by id`,
    )
  ).rows;
const usesLanguage = async (m: TestMember, language: string) => {
  const res = await call('GET', '/wps/member/info', m.token, undefined, { language });
  expect(res.statusCode, res.body).toBe(200);
};
const transfer = async (memberId: number, amount: string) => {
  const res = await call(
    'PUT',
    '/wps/agent/transferDownline',
    agent.token,
    { memberId, amount, paymentPassword: DEMO_PAYMENT_PASSWORD },
    { 'idempotency-key': randomUUID(), language: 'EN' },
  );
  expect(res.statusCode, res.body).toBe(200);
};

describe('the stored language', () => {
  it('follows the Language header of signed-in calls, ignoring none and unknown codes', async () => {
    const m = await createMember(t.database.db, 'lang_store');
    expect(await storedLanguage(m.member.id)).toBeNull();
    await usesLanguage(m, 'ja');
    expect(await storedLanguage(m.member.id)).toBe('JA');
    // No header and an unknown code leave it as it is.
    expect((await call('GET', '/wps/member/info', m.token)).statusCode).toBe(200);
    await usesLanguage(m, 'XX');
    expect(await storedLanguage(m.member.id)).toBe('JA');
    await usesLanguage(m, 'TH');
    expect(await storedLanguage(m.member.id)).toBe('TH');
  });
});

describe('messages in the recipient language', () => {
  it("an agent's transfer reaches a Japanese downline in Japanese, the agent in English", async () => {
    const target = await signInAs(t.database.db, 's1p04');
    await usesLanguage(target, 'JA');
    await transfer(target.member.id, '2.50');
    const [received] = (await inbox(target.member.id)).filter(
      (m) => m.type === 'transfer_received',
    );
    expect(received).toMatchObject({ title: '送金を受け取りました' });
    expect(received!.content).toContain('demoagent');
    expect(received!.content).toContain('2.50');
    const sent = (await inbox(agent.member.id)).filter((m) => m.type === 'transfer_sent');
    expect(sent.at(-1)!.title).toBe('Transfer sent');
  });

  it("an operator's decision reaches the member in the language used last", async () => {
    const m = await createMember(t.database.db, 'lang_decision');
    const deposit = await call(
      'POST',
      '/wps/transaction/deposit/bank',
      m.token,
      { amount: '100', bankAccountId: 1, depositorName: 'N', reference: 'R' },
      { 'idempotency-key': randomUUID(), language: 'EN' },
    );
    expect(deposit.statusCode, deposit.body).toBe(200);
    const { id } = json(deposit).value as { id: string };
    // The member switches the site to Japanese; the operator's console speaks English.
    await usesLanguage(m, 'JA');
    const rejected = await call(
      'POST',
      `/operator/deposits/${id}/reject`,
      undefined,
      { reason: 'no transfer found' },
      {
        'x-operator-key': operatorKey,
        'idempotency-key': randomUUID(),
        language: 'EN',
      },
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    const [message] = await inbox(m.member.id);
    expect(message).toMatchObject({ type: 'deposit_failed', title: '入金に失敗しました' });
  });

  it('a member who never named a language reads the merchant default', async () => {
    const target = await signInAs(t.database.db, 's1p05');
    expect(await storedLanguage(target.member.id)).toBeNull();
    await t.database.db.execute(
      sql`update merchants set settings = jsonb_set(settings, '{defaultLang}', '"TH"') where id = ${merchantId}`,
    );
    try {
      await transfer(target.member.id, '1.25');
    } finally {
      await t.database.db.execute(
        sql`update merchants set settings = jsonb_set(settings, '{defaultLang}', '"EN"') where id = ${merchantId}`,
      );
    }
    const [received] = (await inbox(target.member.id)).filter(
      (m) => m.type === 'transfer_received',
    );
    expect(received).toMatchObject({ title: 'ได้รับเงินโอน' });
    // The agent named English on its own calls: its side stays English.
    const sent = (await inbox(agent.member.id)).filter((m) => m.type === 'transfer_sent');
    expect(sent.at(-1)!.title).toBe('Transfer sent');
  });
});
