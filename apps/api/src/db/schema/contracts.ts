// Agent contracts (dividend, daily, hourly and real-time salary), their history, and the
// settlements that pay them. A contract row never changes its terms once accepted: new terms
// are a new row that replaces it, so every settlement names the exact terms that produced it.
// Rules: src/domain/contracts (README "Contracts and settlement").
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
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
import { memberRef, members } from './members';
import { merchantRef } from './merchants';
import { at, units, money } from './columns';

/**
 * One offer or contract. Status: `P` offered (waiting for the payee), `E` offered new terms
 * for the active contract `replacesId`, `V` in force, `R` rejected, `W` offer withdrawn by
 * the payer, `T` terminated (in force until `endsAt`), `S` superseded by accepted new terms.
 */
export const contracts = pgTable(
  'contracts',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    /** dividend, daily, hourly, realtime. */
    kind: text('kind').notNull(),
    /** CONS (every category) or one game category. */
    gameType: text('game_type').notNull(),
    /** The upline who pays; null: the house (a top-level agent's contract). */
    payerId: integer('payer_id').references(() => members.id, { onDelete: 'cascade' }),
    payeeId: memberRef('payee_id'),
    status: text('status').notNull(),
    /** Settlement period code: D, W, H, M (dividend), D (daily), h (hourly), r (5 minutes). */
    cycle: text('cycle').notNull(),
    /** The terms as on the wire (tiers of exact decimal strings). */
    terms: jsonb('terms').notNull(),
    /** E offers: the active contract they would replace. */
    replacesId: integer('replaces_id'),
    offeredAt: at('offered_at').notNull(),
    answeredAt: at('answered_at'),
    /** In force from (acceptance) until `endsAt` (termination, supersession). */
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    /** Why it ended: payee, payer, superseded, downline_rate, operator. */
    endReason: text('end_reason'),
  },
  (t) => [
    index('contracts_payee_idx').on(t.payeeId, t.kind, t.gameType),
    index('contracts_payer_idx').on(t.payerId, t.kind, t.status),
    // A run walks a job's contracts in id order (keyset batches).
    index('contracts_settle_idx').on(t.merchantId, t.kind, t.cycle, t.id),
    uniqueIndex('contracts_one_active_uq')
      .on(t.payeeId, t.kind, t.gameType)
      .where(sql`${t.status} = 'V'`),
    uniqueIndex('contracts_one_pending_uq')
      .on(t.payeeId, t.kind, t.gameType)
      .where(sql`${t.status} in ('P', 'E')`),
    check('contracts_status', sql`${t.status} in ('P', 'E', 'V', 'R', 'W', 'T', 'S')`),
    check('contracts_kind', sql`${t.kind} in ('dividend', 'daily', 'hourly', 'realtime')`),
    check('contracts_not_self', sql`${t.payerId} is null or ${t.payerId} <> ${t.payeeId}`),
  ],
);

/** Every change of a contract: who (member, operator or the system), when, old and new terms. */
export const contractEvents = pgTable(
  'contract_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    /** The member who acted; null for an operator or the system. */
    actorId: integer('actor_id'),
    /** payer, payee, operator, system. */
    actorRole: text('actor_role').notNull(),
    /** offered, edited, withdrawn, accepted, rejected, terminated, superseded, ended. */
    action: text('action').notNull(),
    oldTerms: jsonb('old_terms'),
    newTerms: jsonb('new_terms'),
    note: text('note'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('contract_events_contract_idx').on(t.contractId, t.id)],
);

/**
 * One settlement per contract and period: the base figures, the tier and rate applied, the
 * amount the terms give, and what was paid. `paid` moves by reruns (the difference only).
 * Status: `paid`, `zero` (nothing due), `short` (the payer's balance did not cover it; retried).
 * Its ledger transactions carry the reference `settlement:<id>`.
 */
export const settlements = pgTable(
  'settlements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantRef(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    gameType: text('game_type').notNull(),
    payerId: integer('payer_id'),
    payeeId: integer('payee_id').notNull(),
    /** Period key (D 2026-11-23, W 2026-W48, H 2026-11-H1, M 2026-11, h 2026-11-23T14, r 2026-11-23T14:05). */
    period: text('period').notNull(),
    periodStart: at('period_start').notNull(),
    periodEnd: at('period_end').notNull(),
    /** Minor units: valid bet, players' win/loss (payout - stake), counted bets. */
    validBet: units('valid_bet').notNull(),
    profitLoss: units('profit_loss').notNull(),
    activeMembers: integer('active_members').notNull(),
    bets: integer('bets').notNull(),
    /** 1-based tier applied; null when no tier was met. */
    tier: integer('tier'),
    /** The applied rate as written in the terms. */
    rate: text('rate'),
    rateType: text('rate_type'),
    /** What the terms give (minor units, rounded down once). */
    amount: units('amount').notNull(),
    /** What has been paid so far. */
    paid: units('paid').notNull(),
    status: text('status').notNull(),
    details: jsonb('details'),
    createdAt: at('created_at').notNull(),
    paidAt: at('paid_at'),
  },
  (t) => [
    unique('settlements_contract_period_uq').on(t.contractId, t.period),
    index('settlements_payee_idx').on(t.payeeId, t.kind, t.periodStart),
    index('settlements_payer_idx').on(t.payerId, t.kind, t.periodStart),
    index('settlements_short_idx')
      .on(t.merchantId, t.kind, t.id)
      .where(sql`${t.status} = 'short'`),
    check('settlements_amounts', sql`${t.amount} >= 0 and ${t.paid} >= 0`),
    check('settlements_status', sql`${t.status} in ('paid', 'zero', 'short')`),
  ],
);

/** Operator reruns: the recomputed amount, the difference moved, and why. */
export const settlementReruns = pgTable(
  'settlement_reruns',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    settlementId: bigint('settlement_id', { mode: 'number' })
      .notNull()
      .references(() => settlements.id, { onDelete: 'cascade' }),
    operatorId: integer('operator_id'),
    reason: text('reason').notNull(),
    previousAmount: units('previous_amount').notNull(),
    newAmount: units('new_amount').notNull(),
    /** Positive: paid to the payee; negative: taken back; 0: nothing moved. */
    difference: units('difference').notNull(),
    /** moved, none, short. */
    outcome: text('outcome').notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('settlement_reruns_settlement_idx').on(t.settlementId)],
);

/** One row per job run (merchant, job, period): done once every contract of it is settled. */
export const settlementRuns = pgTable(
  'settlement_runs',
  {
    merchantId: merchantRef(),
    /** kind:cycle, e.g. daily:D, dividend:W, realtime:r. */
    job: text('job').notNull(),
    period: text('period').notNull(),
    status: text('status').notNull(),
    contracts: integer('contracts').notNull().default(0),
    paid: integer('paid').notNull().default(0),
    amount: money('amount'),
    startedAt: at('started_at').notNull(),
    finishedAt: at('finished_at'),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.job, t.period] })],
);

/**
 * Agent commission (the rebate rates agents set for their downlines, paid): one settlement per
 * agent and closed period, the house paying the agent the difference between its own rate and
 * each direct downline's rate on the valid bets settled in that downline's branch, per game
 * category. `lines` names every (category, direct downline) part with its stake and both rates;
 * `amount` is their exact sum rounded down once (src/domain/contracts/commission.ts). Its ledger
 * transaction (kind `commission`) carries the reference `commission:<id>`.
 */
export const commissionSettlements = pgTable(
  'commission_settlements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantRef(),
    agentId: memberRef('agent_id'),
    /** Period key of the commission cycle (D 2026-11-23) in the merchant's zone. */
    period: text('period').notNull(),
    periodStart: at('period_start').notNull(),
    periodEnd: at('period_end').notNull(),
    /** Minor units: the eligible stake (valid bets settled under the agent in the period). */
    validBet: units('valid_bet').notNull(),
    /** Minor units paid: the lines' exact sum, rounded down once. */
    amount: units('amount').notNull(),
    /** [{ category, memberId, account, validBet, rate, downlineRate }] (decimal strings). */
    lines: jsonb('lines').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    unique('commission_settlements_agent_period_uq').on(t.agentId, t.period),
    index('commission_settlements_agent_idx').on(t.agentId, t.periodStart),
    check('commission_settlements_amount', sql`${t.amount} > 0 and ${t.validBet} > 0`),
  ],
);
