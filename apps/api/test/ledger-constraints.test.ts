// The database itself refuses what the ledger code must never do.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../src/db/schema/ledger';
import { houseAccount, memberAccount, post } from '../src/domain/kernel';
import { createMember } from './helpers/members';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('refuses an unbalanced transaction at commit', async () => {
  const { member } = await createMember(t.database.db, 'unbalanced');
  await expect(
    t.database.db.transaction(async (tx) => {
      const account = await memberAccount(tx, member.merchantId, member.id, 'USD');
      const [txn] = await tx
        .insert(ledgerTransactions)
        .values({
          merchantId: member.merchantId,
          kind: 'funding',
          idempotencyKey: 'broken-1',
          createdAt: new Date(),
        })
        .returning();
      await tx.insert(ledgerEntries).values({
        transactionId: txn?.id ?? 0,
        accountId: account.id,
        amount: 500n,
        createdAt: txn?.createdAt ?? new Date(),
      });
    }),
  ).rejects.toThrow();
  const rows = await t.database.db.execute(
    sql`select 1 from ledger_transactions where idempotency_key = 'broken-1'`,
  );
  expect(rows.rows).toHaveLength(0);
});

it('refuses a member balance below zero and changed entries', async () => {
  const { member } = await createMember(t.database.db, 'below_zero', { fund: '1.00' });
  await expect(
    t.database.db
      .update(ledgerAccounts)
      .set({ balance: -1n })
      .where(sql`${ledgerAccounts.memberId} = ${member.id}`),
  ).rejects.toThrow();
  await expect(
    t.database.db.execute(sql`update ledger_entries set amount = amount * 2`),
  ).rejects.toThrow();
});

it('posts one key once', async () => {
  const { member } = await createMember(t.database.db, 'once_only');
  const move = () =>
    t.database.db.transaction(async (tx) => {
      const account = await memberAccount(tx, member.merchantId, member.id, 'USD');
      const house = await houseAccount(tx, member.merchantId, 'USD');
      return post(tx, {
        merchantId: member.merchantId,
        kind: 'funding',
        idempotencyKey: 'once-only-key',
        legs: [
          { accountId: house, amount: -700n, kind: 'house' },
          { accountId: account.id, amount: 700n, kind: 'member' },
        ],
        now: Date.now(),
      });
    });
  expect((await move()).replayed).toBe(false);
  expect((await move()).replayed).toBe(true);
  const [row] = await t.database.db
    .select({ b: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(sql`${ledgerAccounts.memberId} = ${member.id}`);
  expect(row?.b).toBe(700n);
});
