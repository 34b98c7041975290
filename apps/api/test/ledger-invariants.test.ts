// The cashier's and the commission's invariants of scripts/ledger-invariants.sql find what
// they exist to find: a deposit marked credited without its credit (and a credit of a deposit
// still open), a withdrawal without its hold or with a payout its state does not have, and a
// commission settlement never credited. Each check joins the transactions grouped by
// reference (once, whatever the number of deposits, withdrawals or settlements): the counts
// here are what the per-row form counted.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { houseAccount, memberAccount, post } from '../src/domain/kernel';
import { readLedgerInvariants } from './helpers/ledger-audit';
import { createMember } from './helpers/members';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('counts each deposit, withdrawal and commission settlement whose ledger disagrees with it', async () => {
  const db = t.database.db;
  const now = Date.now();
  const before = await readLedgerInvariants(db);
  const { member: m } = await createMember(db, 'inv_member', { fund: '100.00', now });
  const [merchant] = (
    await db.execute<{ id: number; currency: string }>(
      sql`select id, currency from merchants where code = 'demo'`,
    )
  ).rows;
  const merchantId = Number(merchant!.id);
  const house = await houseAccount(db, merchantId, merchant!.currency);
  const deposit = (id: string, status: string) => sql`
    insert into deposits (id, merchant_id, member_id, channel, channel_type, amount, currency, status,
                          provider, created_at, updated_at)
    values (${id}, ${merchantId}, ${m.id}, 'bank', 'bank', 1000, ${merchant!.currency}, ${status},
            'bank', now(), now())`;
  // Credited without a credit; pending with one; credited with one (the healthy case).
  await db.execute(deposit('inv-d1', 'credited'));
  await db.execute(deposit('inv-d2', 'pending'));
  await db.execute(deposit('inv-d3', 'credited'));
  const credit = (
    reference: string,
    kind: 'deposit' | 'withdrawal' | 'withdrawal_payout' | 'withdrawal_return',
  ) =>
    db.transaction(async (tx) => {
      const account = await memberAccount(tx, merchantId, m.id, merchant!.currency);
      await post(tx, {
        merchantId,
        kind,
        reference,
        idempotencyKey: `inv:${kind}:${reference}`,
        legs: [
          { accountId: house, amount: -1000n, kind: 'house' },
          { accountId: account.id, amount: 1000n, kind: 'member' },
        ],
        now,
      });
    });
  await credit('inv-d2', 'deposit');
  await credit('inv-d3', 'deposit');
  const [card] = (
    await db.execute<{ id: number }>(sql`
      insert into bank_cards (merchant_id, member_id, bank_code, account_name, account_number, created_at)
      values (${merchantId}, ${m.id}, 'BBL', 'Inv', '000111222333', now()) returning id`)
  ).rows;
  const withdrawal = (id: string, status: string) => sql`
    insert into withdrawals (id, merchant_id, member_id, amount, currency, status, channel, bank_card_id,
                             created_at, updated_at)
    values (${id}, ${merchantId}, ${m.id}, 500, ${merchant!.currency}, ${status}, 'bank',
            ${card!.id}, now(), now())`;
  // Pending without its hold; pending with a hold and a payout it should not have yet;
  // rejected with its hold and its return (healthy).
  await db.execute(withdrawal('inv-w1', 'pending'));
  await db.execute(withdrawal('inv-w2', 'pending'));
  await db.execute(withdrawal('inv-w3', 'rejected'));
  await credit('inv-w2', 'withdrawal');
  await credit('inv-w2', 'withdrawal_payout');
  await credit('inv-w3', 'withdrawal');
  await credit('inv-w3', 'withdrawal_return');
  // A settlement nobody credited.
  await db.execute(sql`
    insert into commission_settlements (merchant_id, agent_id, period, period_start, period_end,
                                        valid_bet, amount, lines, created_at)
    values (${merchantId}, ${m.id}, 'D 2031-01-01', now(), now(), 100, 10, '[]'::jsonb, now())`);
  const after = await readLedgerInvariants(db);
  expect(Number(after.deposit_credit_mismatch) - Number(before.deposit_credit_mismatch)).toBe(2);
  expect(Number(after.withdrawal_ledger_mismatch) - Number(before.withdrawal_ledger_mismatch)).toBe(
    2,
  );
  expect(Number(after.commission_credit_mismatch) - Number(before.commission_credit_mismatch)).toBe(
    1,
  );
});
