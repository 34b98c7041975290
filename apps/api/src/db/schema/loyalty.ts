// Loyalty: VIP levels (reached by turnover, optionally deposits; never lost), manual rebate
// rates per VIP level and game category, the merchant's loyalty settings, each member's
// loyalty state (level reached, last monthly bonus, rebate claims so far: one row, locked by
// every claim and evaluation), what each category's valid bets were at the member's last
// rebate claim, and the rebate claims themselves. Every payment is a reward grant
// (src/domain/rewards grantReward). The rules live in src/domain/loyalty (see its index.ts).
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { memberRef, ownedByMember } from './members';
import { merchantRef } from './merchants';
import type { Texts } from './rewards';
import { at, units, money, multiple } from './columns';

/**
 * A VIP level of a merchant (1 = the entry level). A member qualifies when its total valid
 * bets reach `total_turnover` or this month's reach `monthly_turnover`, and its credited
 * deposits reach `deposits`. Money in minor units.
 */
export const vipLevels = pgTable(
  'vip_levels',
  {
    merchantId: merchantRef(),
    level: integer('level').notNull(),
    name: jsonb('name').$type<Texts>().notNull(),
    totalTurnover: money('total_turnover'),
    monthlyTurnover: money('monthly_turnover'),
    deposits: money('deposits'),
    /** Paid once when the level is first reached (grant `vip`, `level-up:<n>`). */
    levelUpBonus: money('level_up_bonus'),
    /** Paid once per calendar month (UTC) to a member at this level who bet that month. */
    monthlyBonus: money('monthly_bonus'),
    /** Withdrawals a day and their total a day at this level (the benefits table). */
    dailyWithdrawals: integer('daily_withdrawals').notNull(),
    dailyWithdrawalAmount: money('daily_withdrawal_amount'),
    /** Turnover multiple of the VIP bonuses before a withdrawal. */
    wageringMultiple: multiple('wagering_multiple'),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.level] }),
    check('vip_levels_level_positive', sql`${t.level} > 0`),
  ],
);

/** Rebate in percent of valid bets, per VIP level and game category (e.g. 0.800 = 0.8 %). */
export const rebateRates = pgTable(
  'rebate_rates',
  {
    merchantId: merchantRef(),
    level: integer('level').notNull(),
    category: text('category').notNull(),
    percent: numeric('percent', { precision: 6, scale: 3 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.level, t.category] }),
    check('rebate_rates_percent', sql`${t.percent} >= 0 and ${t.percent} <= 100`),
  ],
);

export const loyaltySettings = pgTable('loyalty_settings', {
  merchantId: merchantRef().primaryKey(),
  /** The smallest rebate a member may claim (minor units). */
  rebateMinClaim: money('rebate_min_claim'),
  rebateWageringMultiple: multiple('rebate_wagering_multiple'),
});

/** One row per member: locked by rebate claims and VIP evaluations (they serialise on it). */
export const memberLoyalty = pgTable('member_loyalty', {
  memberId: memberRef().primaryKey(),
  merchantId: merchantRef(),
  /** The highest level reached (0 = not evaluated yet). */
  level: integer('level').notNull().default(0),
  levelReachedAt: at('level_reached_at'),
  /** The last month (YYYY-MM) whose monthly bonus was paid. */
  monthlyPaid: text('monthly_paid'),
  /** Rebate claims so far: the next claim is number `rebate_claims + 1`. */
  rebateClaims: integer('rebate_claims').notNull().default(0),
});

/** Per category, the member's valid bets up to its last rebate claim (what is not accrued). */
export const rebateWatermarks = pgTable(
  'rebate_watermarks',
  {
    memberId: memberRef(),
    category: text('category').notNull(),
    validBets: money('valid_bets'),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.category] })],
);

export interface RebateLine {
  category: string;
  /** Valid bets since the previous claim (decimal string). */
  validBet: string;
  /** Percent. */
  rate: string;
  amount: string;
}

export const rebateClaims = pgTable(
  'rebate_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ...ownedByMember(),
    /** The member's claim number (1, 2, ...): the grant's source id is `claim:<seq>`. */
    seq: integer('seq').notNull(),
    level: integer('level').notNull(),
    amount: units('amount').notNull(),
    currency: text('currency').notNull(),
    lines: jsonb('lines').$type<RebateLine[]>().notNull(),
    grantId: bigint('grant_id', { mode: 'number' }).notNull(),
    claimedAt: at('claimed_at').notNull(),
  },
  (t) => [
    unique('rebate_claims_seq_uq').on(t.memberId, t.seq),
    index('rebate_claims_member_time_idx').on(t.memberId, t.claimedAt),
    check('rebate_claims_amount_positive', sql`${t.amount} > 0`),
  ],
);
