// The agent tree and its daily figures. `member_tree` is a closure table: one row per
// (ancestor, descendant) pair at every depth, the member itself at depth 0, kept by a trigger
// on members (see the custom migration). "Everyone under X" is the range ancestor = X,
// "X's direct downlines" is ancestor = X and depth = 1, "is Y under X" is one primary-key
// lookup. Daily figures are kept by triggers on bet records and ledger entries: per member
// (`member_daily_stats`) and per team (`team_daily_stats`, the ancestor's whole subtree,
// itself included, plus its registrations and first depositors), so overviews and statements
// add up a few rows per day.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { members } from './members';
import { merchants } from './merchants';

export const memberTree = pgTable(
  'member_tree',
  {
    ancestorId: integer('ancestor_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    descendantId: integer('descendant_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    depth: integer('depth').notNull(),
    /**
     * The descendant's registration time, copied from members (it never changes), so that a
     * team in registration order is one index range: the downline table's default order and
     * its deep pages read the index alone.
     */
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.ancestorId, t.descendantId] }),
    index('member_tree_ancestor_depth_idx').on(t.ancestorId, t.depth, t.descendantId),
    index('member_tree_descendant_idx').on(t.descendantId, t.depth),
    index('member_tree_ancestor_registered_idx').on(
      t.ancestorId,
      t.registeredAt,
      t.descendantId,
      t.depth,
    ),
  ],
);

const money = (name: string) =>
  bigint(name, { mode: 'bigint' })
    .notNull()
    .default(sql`0`);
const count = (name: string) => integer(name).notNull().default(0);

/**
 * The team's money movements as the downline transaction report lists them (member legs of
 * deposit, withdrawal and transfer transactions, and the sending leg of transfers to the
 * upline), so its totals are a few rows per day.
 */
const movements = () => ({
  depositCount: count('deposit_count'),
  withdrawalCount: count('withdrawal_count'),
  /** Withdrawals as requested (a returned one stays counted here, unlike `withdrawals`). */
  withdrawn: money('withdrawn'),
  transferInCount: count('transfer_in_count'),
  transferIn: money('transfer_in'),
  transferOutCount: count('transfer_out_count'),
  transferOut: money('transfer_out'),
  uplineTransferCount: count('upline_transfer_count'),
  uplineTransfer: money('upline_transfer'),
});

/** One member's own figures per UTC day (minor units). */
export const memberDailyStats = pgTable(
  'member_daily_stats',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    bets: count('bets'),
    stake: money('stake'),
    validBets: money('valid_bets'),
    payout: money('payout'),
    deposits: money('deposits'),
    withdrawals: money('withdrawals'),
    ...movements(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.day] }),
    index('member_daily_stats_day_idx').on(t.day, t.memberId),
  ],
);

/** The figures of everyone under an agent (itself included) per UTC day. */
export const teamDailyStats = pgTable(
  'team_daily_stats',
  {
    agentId: integer('agent_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    bets: count('bets'),
    stake: money('stake'),
    validBets: money('valid_bets'),
    payout: money('payout'),
    deposits: money('deposits'),
    withdrawals: money('withdrawals'),
    ...movements(),
    /** Downlines registered that day (the agent itself not included). */
    registrations: count('registrations'),
    /** Downlines whose first deposit was that day (the agent itself not included). */
    firstDepositors: count('first_depositors'),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.day] })],
);

/** The team's bets per UTC day and game category (the overview's breakdown). */
export const teamCategoryDailyStats = pgTable(
  'team_category_daily_stats',
  {
    agentId: integer('agent_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    category: text('category').notNull(),
    bets: count('bets'),
    validBets: money('valid_bets'),
    payout: money('payout'),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.day, t.category] })],
);

/**
 * Downlines with a bet per team and period: `d:2026-11-23` (a UTC day), `w:2026-11-16` (the
 * week from that Monday), `m:2026-11` (a month). Counted once per member when its first bet
 * of the period is placed, so a team's active players for these periods are one row.
 */
export const teamActivePeriods = pgTable(
  'team_active_periods',
  {
    agentId: integer('agent_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    active: integer('active').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.period] })],
);

/** Affiliate links: a code that registers players or agents under the agent. */
export const affiliateUrls = pgTable(
  'affiliate_urls',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    agentId: integer('agent_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    /** 0 players, 1 agents. */
    memberType: integer('member_type').notNull(),
    rebates: jsonb('rebates').$type<Record<string, string>>().notNull().default({}),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    unique('affiliate_urls_code_uq').on(t.merchantId, t.code),
    index('affiliate_urls_agent_idx').on(t.agentId),
  ],
);
