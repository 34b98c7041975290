// Rewards: one grant record per reward a member gets, whatever its source (promotion, activity,
// raffle, mission, VIP, referral, rebate, points), credited through the ledger; the merchant's
// reward rules for promotions and activities; missions and their claims; and which claimable
// items a member has already seen in the reward centre (its unread badge).
// The rules live in src/domain/rewards (see its index.ts and apps/api/README.md "Rewards").
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { memberRef, ownedByMember } from './members';
import { merchantRef } from './merchants';
import { at, money, multiple, timestamps, units } from './columns';

/** Where a reward comes from; the grant's `source_id` names the instance (see README). */
export type RewardSourceKind =
  'promotion' | 'activity' | 'raffle' | 'mission' | 'vip' | 'referral' | 'rebate' | 'points';

/**
 * Applying: waits for an operator; Process: an operator has taken it up; Rejected: refused
 * (reason kept); Issued: credited on the platform's decision (operator approval, or a reward the
 * platform hands out by itself); Claimed: credited at once on the member's own claim.
 */
export type GrantStatus = 'Applying' | 'Process' | 'Rejected' | 'Issued' | 'Claimed';

/** A text per interface language, e.g. { EN: 'Weekly raffle', CN: '...', AR: '...' }. */
export type Texts = Record<string, string>;

export const rewardGrants = pgTable(
  'reward_grants',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ...ownedByMember(),
    sourceKind: text('source_kind').$type<RewardSourceKind>().notNull(),
    /** The instance of the source: a promotion key, `<mission>:<period>`, a redemption id... */
    sourceId: text('source_id').notNull(),
    /** The source's name at the time of the grant, per language (optional). */
    title: jsonb('title').$type<Texts>().notNull().default({}),
    /** Minor units; fixed once credited. */
    amount: units('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<GrantStatus>().notNull(),
    /** Whether an operator decides it (true) or it pays at once (false). */
    review: boolean('review').notNull(),
    /** Turnover multiple of the amount that must be wagered before a withdrawal (0 = none). */
    wageringMultiple: multiple('wagering_multiple'),
    /** amount × multiple, set when credited (minor units). */
    turnoverRequired: money('turnover_required'),
    /** Kept once the requirement is met; while it is open the figure is computed from bets. */
    turnoverDone: money('turnover_done'),
    wageringMetAt: at('wagering_met_at'),
    creditedAt: at('credited_at'),
    /** The ledger transaction that credited it. */
    transactionId: bigint('transaction_id', { mode: 'number' }),
    /** The operator's reason of a rejection, or a note. */
    reason: text('reason'),
    /** The member's interface language when the grant was made (its inbox messages use it). */
    language: text('language').notNull().default('EN'),
    ...timestamps(),
  },
  (t) => [
    unique('reward_grants_source_uq').on(t.memberId, t.sourceKind, t.sourceId),
    index('reward_grants_member_idx').on(t.memberId, t.createdAt),
    index('reward_grants_merchant_status_idx').on(t.merchantId, t.status, t.createdAt),
    index('reward_grants_open_wagering_idx')
      .on(t.memberId, t.creditedAt)
      .where(sql`${t.turnoverRequired} > 0 and ${t.wageringMetAt} is null`),
    check('reward_grants_amount_not_negative', sql`${t.amount} >= 0`),
    check(
      'reward_grants_status',
      sql`${t.status} in ('Applying', 'Process', 'Rejected', 'Issued', 'Claimed')`,
    ),
    check(
      'reward_grants_credited',
      sql`(${t.status} in ('Issued', 'Claimed')) = (${t.creditedAt} is not null)`,
    ),
  ],
);

/**
 * What a claim of a promotion or an activity pays. A rule is fixed (`amount`) or a share of the
 * member's first credited deposit (`deposit_percent`, capped by `max_amount`); `requires_deposit`
 * refuses the claim until the member has deposited; `review` sends it to an operator.
 */
export const rewardRules = pgTable(
  'reward_rules',
  {
    merchantId: merchantRef(),
    /** promotion or activity. */
    sourceKind: text('source_kind').$type<'promotion' | 'activity'>().notNull(),
    /** The promotion's or activity's key. */
    sourceKey: text('source_key').notNull(),
    amount: money('amount'),
    depositPercent: numeric('deposit_percent', { precision: 6, scale: 2 }),
    maxAmount: units('max_amount'),
    requiresDeposit: boolean('requires_deposit').notNull().default(false),
    review: boolean('review').notNull().default(false),
    wageringMultiple: multiple('wagering_multiple'),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.sourceKind, t.sourceKey] })],
);

export type MissionPeriod = 'daily' | 'weekly' | 'monthly' | 'once';
/** valid_bet: settled stakes (minor units); rounds: bets placed; deposit: credited deposits. */
export type MissionMetric = 'valid_bet' | 'rounds' | 'deposit' | 'first_deposit';

export const missions = pgTable(
  'missions',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    key: text('key').notNull(),
    title: jsonb('title').$type<Texts>().notNull(),
    description: jsonb('description').$type<Texts>().notNull(),
    period: text('period').$type<MissionPeriod>().notNull(),
    metric: text('metric').$type<MissionMetric>().notNull(),
    /** A game category (RNG, LIVE, ...) the bets must be in; null = any. */
    category: text('category'),
    /** Minor units for money metrics, a count for rounds, 1 for first_deposit. */
    target: units('target').notNull(),
    reward: units('reward').notNull(),
    /** Mission points (the points leaderboard). */
    points: integer('points').notNull().default(0),
    wageringMultiple: multiple('wagering_multiple'),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    unique('missions_key_uq').on(t.merchantId, t.key),
    check('missions_target_positive', sql`${t.target} > 0`),
    check('missions_reward_positive', sql`${t.reward} > 0`),
  ],
);

/** One claim per member, mission and period (`d:2026-11-23`, `w:2026-11-16`, `m:2026-11`, `once`). */
export const missionClaims = pgTable(
  'mission_claims',
  {
    memberId: memberRef(),
    missionId: integer('mission_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    periodKey: text('period_key').notNull(),
    merchantId: merchantRef(),
    points: integer('points').notNull(),
    grantId: bigint('grant_id', { mode: 'number' }).notNull(),
    claimedAt: at('claimed_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.missionId, t.periodKey] }),
    index('mission_claims_merchant_time_idx').on(t.merchantId, t.claimedAt),
  ],
);

/** Claimable reward-centre items a member has seen (`promotion:<key>`, `activity:<key>`). */
export const rewardSeen = pgTable(
  'reward_seen',
  {
    memberId: memberRef(),
    item: text('item').notNull(),
    seenAt: at('seen_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.item] })],
);
