// The double-entry ledger. Every movement of money is one transaction whose entries sum to
// zero. A member account caches its balance (the sum of its entries), updated in the same
// database transaction as the entries with a conditional update that never lets it go
// below zero. A member has a main account and, with a transfer-wallet merchant, one more
// account per game vendor (its vendor wallet). House accounts take the other side of every bet; their balance is only ever
// derived from their entries, so they are never a hot row that every bet must lock.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  unique,
  primaryKey,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './members';
import { merchantRef } from './merchants';
import { at, units, money } from './columns';

export type LedgerAccountKind =
  | 'member'
  | 'house'
  | 'deposit_clearing'
  | 'pending_withdrawals'
  | 'payout_clearing'
  | 'adjustments'
  /** Rewards paid to members (bonuses, rebates): see src/domain/rewards. */
  | 'rewards'
  /**
   * The progressive jackpot's pool (src/domain/jackpot). Its legs are posted as balance
   * carrying ('member' legs), so its balance column is the pool and can never go below zero.
   */
  | 'jackpot';

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    /** member, house, or a system account of the cashier (see domain/kernel/ledger/accounts.ts). */
    kind: text('kind').$type<LedgerAccountKind>().notNull(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    /**
     * Transfer-wallet merchants: the game vendor whose wallet this member account is (one per
     * member and vendor). Null on the member's main account and on every non-member account.
     */
    vendorCode: text('vendor_code'),
    currency: text('currency').notNull(),
    /** Minor units. Member accounts only; house balances are summed from entries. */
    balance: money('balance'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    // One main account (no vendor) and one wallet per vendor for each member; member_id
    // leads, so "every account of a member" reads this index too.
    uniqueIndex('ledger_accounts_member_wallet_uq').on(
      t.memberId,
      sql`coalesce(${t.vendorCode}, '')`,
    ),
    // Members by main balance (every member has a main account from its registration on).
    index('ledger_accounts_member_balance_idx')
      .on(t.merchantId, t.balance, t.memberId)
      .where(sql`${t.kind} = 'member' and ${t.vendorCode} is null`),
    uniqueIndex('ledger_accounts_house_uq')
      .on(t.merchantId)
      .where(sql`${t.kind} = 'house'`),
    uniqueIndex('ledger_accounts_system_uq')
      .on(t.merchantId, t.kind)
      .where(sql`${t.kind} not in ('member', 'house')`),
    check('ledger_accounts_member_not_negative', sql`${t.kind} = 'house' or ${t.balance} >= 0`),
    check('ledger_accounts_kind_owner', sql`(${t.kind} = 'member') = (${t.memberId} is not null)`),
    check('ledger_accounts_vendor_owner', sql`${t.vendorCode} is null or ${t.kind} = 'member'`),
  ],
);

export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantRef(),
    /** funding, deposit, stake, payout, refund. */
    kind: text('kind').notNull(),
    /** Unique per merchant: a retried movement finds the stored one instead of moving twice. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** What it belongs to, e.g. the bet record id. */
    reference: text('reference'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    unique('ledger_transactions_key_uq').on(t.merchantId, t.idempotencyKey),
    index('ledger_transactions_kind_time_idx').on(t.merchantId, t.kind, t.createdAt),
    // The team's deposits, withdrawals and transfers, newest first (rounds do not pay for it).
    index('ledger_transactions_cashier_time_idx')
      .on(t.merchantId, t.createdAt)
      .where(sql`${t.kind} in ('deposit', 'withdrawal', 'transfer', 'upline_transfer')`),
  ],
);

/**
 * Partitioned by month of `created_at` (RANGE, UTC months; see the partition_by_month
 * migration and domain/kernel/partitions.ts): the primary key carries the partition key, and
 * the transaction id that legs share stays unique in `ledger_transactions`, which is not
 * partitioned.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'cascade' }),
    /** Minor units; positive credits the account, negative debits it. */
    amount: units('amount').notNull(),
    /**
     * The transaction's time, copied onto every leg (checked at commit with the balance): the
     * partition key, so a transaction's legs are found in one month's partition.
     */
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    primaryKey({ name: 'ledger_entries_pkey', columns: [t.id, t.createdAt] }),
    index('ledger_entries_account_idx').on(t.accountId),
    index('ledger_entries_transaction_idx').on(t.transactionId),
    check('ledger_entries_amount_not_zero', sql`${t.amount} <> 0`),
  ],
);
