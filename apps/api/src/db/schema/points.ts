// The points mall. Points are a ledger of their own, kept like money (see ledger.ts): every
// change is one transaction whose entries sum to zero; a member account caches its balance
// with a conditional update that never lets it go below zero; system accounts (points issued,
// held for redemptions in process, redeemed, converted) are only ever summed from entries.
// Points are whole numbers and never expire.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { memberRef, members, ownedByMember } from './members';
import { merchantRef } from './merchants';
import { at, units, money } from './columns';

/** A merchant's points rules. */
export const pointSettings = pgTable('point_settings', {
  merchantId: merchantRef().primaryKey(),
  /** Points per 1.00 of valid bet, per game category, as decimal strings (up to 4 decimals). */
  earnRates: jsonb('earn_rates').$type<Record<string, string>>().notNull(),
  /** Conversion: `conversionPoints` points buy `conversionAmount` (minor units) of balance. */
  conversionPoints: integer('conversion_points').notNull(),
  conversionAmount: units('conversion_amount').notNull(),
  /** The fewest points one conversion takes. */
  minConvertPoints: integer('min_convert_points').notNull(),
  updatedAt: at('updated_at').notNull(),
});

export type PointAccountKind = 'member' | 'issued' | 'held' | 'redeemed' | 'converted';

export const pointAccounts = pgTable(
  'point_accounts',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    kind: text('kind').$type<PointAccountKind>().notNull(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    /** Member accounts only; system balances are summed from entries. */
    balance: money('balance'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('point_accounts_member_uq').on(t.memberId),
    uniqueIndex('point_accounts_system_uq')
      .on(t.merchantId, t.kind)
      .where(sql`${t.kind} <> 'member'`),
    check('point_accounts_member_not_negative', sql`${t.kind} <> 'member' or ${t.balance} >= 0`),
    check('point_accounts_kind_owner', sql`(${t.kind} = 'member') = (${t.memberId} is not null)`),
  ],
);

export type PointTransactionKind =
  'earn' | 'redeem' | 'redeem_approve' | 'redeem_return' | 'convert' | 'adjust';

export const pointTransactions = pgTable(
  'point_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantRef(),
    /** The member whose points moved (points details list by it). */
    memberId: memberRef(),
    kind: text('kind').$type<PointTransactionKind>().notNull(),
    /** Unique per merchant: a retried change finds the stored one instead of moving twice. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** What it belongs to: a redemption or conversion id, a game category. */
    reference: text('reference'),
    /** Details shown with the change (valid bet of an accrual, a reason). */
    memo: jsonb('memo').$type<Record<string, string>>().notNull().default({}),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    unique('point_transactions_key_uq').on(t.merchantId, t.idempotencyKey),
    index('point_transactions_member_idx').on(t.memberId, t.createdAt),
  ],
);

export const pointEntries = pgTable(
  'point_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => pointTransactions.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => pointAccounts.id, { onDelete: 'cascade' }),
    /** Positive credits the account, negative debits it. */
    amount: units('amount').notNull(),
    /** Member legs: the account's balance right after this entry. */
    balanceAfter: units('balance_after'),
  },
  (t) => [
    index('point_entries_account_idx').on(t.accountId, t.id),
    index('point_entries_transaction_idx').on(t.transactionId),
    check('point_entries_amount_not_zero', sql`${t.amount} <> 0`),
  ],
);

/**
 * What a member's points have been computed from, per game category: the valid bets
 * (settled stakes, minor units) already turned into points, and the fraction of a point
 * (in millionths) carried to the next accrual.
 */
export const pointEarnings = pgTable(
  'point_earnings',
  {
    memberId: memberRef(),
    category: text('category').notNull(),
    validBets: units('valid_bets').notNull(),
    residue: units('residue').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.category] })],
);

export type PointRewardType = 'cash' | 'bonus' | 'item';

/** The catalogue. */
export const pointRewards = pgTable(
  'point_rewards',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    /** Stable name of the reward (the seed's key). */
    code: text('code').notNull(),
    type: text('type').$type<PointRewardType>().notNull(),
    /** Name and description per language code (EN is the fallback). */
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    descriptions: jsonb('descriptions').$type<Record<string, string>>().notNull(),
    /** Design number of the generated picture. */
    art: integer('art').notNull(),
    /** The short title lettered on the picture. */
    artLabel: text('art_label').notNull(),
    pointsRequired: integer('points_required').notNull(),
    /** Valid bets (minor units) the member must have placed to redeem it. */
    amountRequired: units('amount_required').notNull(),
    /** Cash and bonus rewards: the amount paid per unit (minor units); items: 0. */
    value: units('value').notNull(),
    /** Units left; null = unlimited. */
    stock: integer('stock'),
    maxPerRedemption: integer('max_per_redemption').notNull(),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    unique('point_rewards_code_uq').on(t.merchantId, t.code),
    check('point_rewards_stock_not_negative', sql`${t.stock} is null or ${t.stock} >= 0`),
    check('point_rewards_points_positive', sql`${t.pointsRequired} > 0`),
    check('point_rewards_value_not_negative', sql`${t.value} >= 0`),
  ],
);

export type RedemptionStatus = 'in_process' | 'approved' | 'rejected';

export const pointRedemptions = pgTable(
  'point_redemptions',
  {
    /** Order number, e.g. PR2611231845001A2B3C4D5E. */
    id: text('id').primaryKey(),
    ...ownedByMember(),
    rewardId: integer('reward_id')
      .notNull()
      .references(() => pointRewards.id, { onDelete: 'cascade' }),
    /** The reward's terms when redeemed. */
    rewardType: text('reward_type').$type<PointRewardType>().notNull(),
    pointsRequired: integer('points_required').notNull(),
    amountRequired: units('amount_required').notNull(),
    value: units('value').notNull(),
    quantity: integer('quantity').notNull(),
    /** pointsRequired x quantity, taken from the member at once. */
    points: units('points').notNull(),
    /** The member's points right after the redemption took them. */
    pointsBalance: units('points_balance').notNull(),
    remark: text('remark'),
    status: text('status').$type<RedemptionStatus>().notNull(),
    rejectReason: text('reject_reason'),
    currency: text('currency').notNull(),
    createdAt: at('created_at').notNull(),
    decidedAt: at('decided_at'),
  },
  (t) => [
    index('point_redemptions_member_idx').on(t.memberId, t.createdAt),
    index('point_redemptions_status_idx').on(t.merchantId, t.status, t.createdAt),
    check('point_redemptions_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
