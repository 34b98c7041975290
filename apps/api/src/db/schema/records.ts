// The member's own records, read by the member centre (transaction history, bet records,
// personal profit). Kept by triggers (see the custom migration), so every code path that
// posts to the ledger or writes a bet record keeps them right:
//  - `member_ledger_lines`: one row per ledger entry on an account the member owns (the main
//    account and any vendor wallet), with the transaction's kind and time copied in, so a
//    member's movements are one index range instead of a join over the whole ledger;
//  - `member_ledger_daily` and `member_bet_daily`: sums per member and UTC day (and kind, or
//    category and vendor), from which a period's totals, its row count and the day a page
//    starts on are read without touching every row.
import {
  bigint,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { ledgerEntries } from './ledger';
import { memberRef } from './members';
import { at, units, money, count } from './columns';

export const memberLedgerLines = pgTable(
  'member_ledger_lines',
  {
    entryId: bigint('entry_id', { mode: 'number' }).notNull(),
    memberId: memberRef(),
    accountId: integer('account_id').notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
    /** The ledger transaction's kind. */
    kind: text('kind').notNull(),
    /** Minor units; positive credits the member's account, negative debits it. */
    amount: units('amount').notNull(),
    /** The ledger transaction's time. */
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    // Partitioned by month of created_at like ledger_entries: keys carry the partition key.
    primaryKey({ name: 'member_ledger_lines_pkey', columns: [t.entryId, t.createdAt] }),
    foreignKey({
      name: 'member_ledger_lines_entry_fk',
      columns: [t.entryId, t.createdAt],
      foreignColumns: [ledgerEntries.id, ledgerEntries.createdAt],
    }).onDelete('cascade'),
    // Time order; kind and amount ride along so a day's sums are read from the index alone.
    index('member_ledger_lines_time_idx').on(t.memberId, t.createdAt, t.entryId, t.kind, t.amount),
    index('member_ledger_lines_kind_idx').on(t.memberId, t.kind, t.createdAt, t.entryId, t.amount),
    index('member_ledger_lines_transaction_idx').on(t.transactionId),
  ],
);

/** A member's ledger movements per UTC day and kind. */
export const memberLedgerDaily = pgTable(
  'member_ledger_daily',
  {
    memberId: memberRef(),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    entries: count('entries'),
    /** Sum of the positive amounts. */
    credits: money('credits'),
    /** Sum of the negative amounts (zero or less). */
    debits: money('debits'),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.day, t.kind] })],
);

/**
 * A member's bets per UTC day (of placing), category and vendor. Open bets are counted apart
 * from settled ones; valid bets (the settled stake) and payouts count once settled.
 */
export const memberBetDaily = pgTable(
  'member_bet_daily',
  {
    memberId: memberRef(),
    day: date('day', { mode: 'string' }).notNull(),
    category: text('category').notNull(),
    vendorCode: text('vendor_code').notNull(),
    bets: count('bets'),
    stake: money('stake'),
    openBets: count('open_bets'),
    openStake: money('open_stake'),
    validBets: money('valid_bets'),
    payout: money('payout'),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.day, t.category, t.vendorCode] })],
);
