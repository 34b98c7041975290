// The agent tree and its daily figures. `member_tree` is a closure table: one row per
// (ancestor, descendant) pair at every depth, the member itself at depth 0, kept by a trigger
// on members (see the custom migration). "Everyone under X" is the range ancestor = X,
// "X's direct downlines" is ancestor = X and depth = 1, "is Y under X" is one primary-key
// lookup. Daily figures are kept by triggers on bet records and ledger entries: per member
// (`member_daily_stats`) and per team (`team_daily_stats`, the ancestor's whole subtree,
// itself included, plus its registrations and first depositors), so overviews and statements
// add up a few rows per day.
import {
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { memberRef } from './members';
import { merchantRef } from './merchants';
import { at, money, count } from './columns';

export const memberTree = pgTable(
  'member_tree',
  {
    ancestorId: memberRef('ancestor_id'),
    descendantId: memberRef('descendant_id'),
    depth: integer('depth').notNull(),
    /**
     * The descendant's registration time, copied from members (it never changes), so that a
     * team in registration order is one index range: the downline table's default order and
     * its deep pages read the index alone.
     */
    registeredAt: at('registered_at').notNull().defaultNow(),
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

/**
 * A day of figures, of one member or of a team: its bets, stakes, valid bets and payouts, its
 * deposits and withdrawals, and the money movements as the downline transaction report lists
 * them (member legs of deposit, withdrawal and transfer transactions, and the sending leg of
 * transfers to the upline), so its totals are a few rows per day.
 */
const dailyFigures = () => ({
  day: date('day', { mode: 'string' }).notNull(),
  bets: count('bets'),
  stake: money('stake'),
  validBets: money('valid_bets'),
  payout: money('payout'),
  deposits: money('deposits'),
  withdrawals: money('withdrawals'),
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
    memberId: memberRef(),
    ...dailyFigures(),
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
    agentId: memberRef('agent_id'),
    ...dailyFigures(),
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
    agentId: memberRef('agent_id'),
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
    agentId: memberRef('agent_id'),
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
    merchantId: merchantRef(),
    agentId: memberRef('agent_id'),
    code: text('code').notNull(),
    /** 0 players, 1 agents. */
    memberType: integer('member_type').notNull(),
    rebates: jsonb('rebates').$type<Record<string, string>>().notNull().default({}),
    expiresAt: at('expires_at'),
    createdAt: at('created_at').notNull(),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    unique('affiliate_urls_code_uq').on(t.merchantId, t.code),
    index('affiliate_urls_agent_idx').on(t.agentId),
  ],
);
