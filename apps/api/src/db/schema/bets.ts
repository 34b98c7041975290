// Bet records (one per round, read by reports), lottery draws, and trial rounds (fun
// balance, no money, kept only so a retried trial round is not played twice).
import {
  bigint,
  bigserial,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { gameRef, gameSessions } from './games';
import { ownedByMember } from './members';
import { at, units } from './columns';

export const betRecords = pgTable(
  'bet_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ...ownedByMember(),
    /** Chosen by the game; unique per member, which makes a retried round a replay. */
    roundId: text('round_id').notNull(),
    category: text('category').notNull(),
    vendorCode: text('vendor_code').notNull(),
    gameId: gameRef(),
    gameCode: text('game_code').notNull(),
    /** Minor units. */
    stake: units('stake').notNull(),
    payout: units('payout').notNull(),
    status: text('status').$type<'OPEN' | 'SETTLED'>().notNull(),
    bet: jsonb('bet').notNull(),
    outcome: jsonb('outcome').notNull(),
    /** Lottery bets: the draw they wait for. */
    drawNumero: text('draw_numero'),
    createdAt: at('created_at').notNull(),
    settledAt: at('settled_at'),
    /**
     * The wallet side (domain/games): the vendor adapter that reported the round (`demo`,
     * `seamless`) and the vendor's transaction ids of its debit (the stake), its credit (the
     * payout that closed it) and its rollback (the stake refunded). Each id is unique per
     * adapter, which makes a repeated callback a replay. Null on records written elsewhere
     * (seeds, imports).
     */
    adapter: text('adapter'),
    debitTxId: text('debit_tx_id'),
    creditTxId: text('credit_tx_id'),
    rollbackTxId: text('rollback_tx_id'),
  },
  (t) => [
    unique('bet_records_member_round_uq').on(t.memberId, t.roundId),
    unique('bet_records_debit_tx_uq').on(t.adapter, t.debitTxId),
    unique('bet_records_credit_tx_uq').on(t.adapter, t.creditTxId),
    // A member's rounds in time order, carrying the figures the member's records add up, so
    // a day of them is read from the index alone.
    index('bet_records_member_time_idx').on(
      t.memberId,
      t.createdAt,
      t.id,
      t.category,
      t.vendorCode,
      t.status,
      t.stake,
      t.payout,
    ),
    index('bet_records_open_draw_idx').on(t.gameId, t.drawNumero, t.status),
    index('bet_records_time_idx').on(t.merchantId, t.createdAt),
    // Contract settlement: bets count in the period in which they settled.
    index('bet_records_settled_idx').on(t.merchantId, t.settledAt),
  ],
);

export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    gameId: gameRef(),
    numero: text('numero').notNull(),
    /** The three drawn digits. */
    numbers: jsonb('numbers').$type<number[]>().notNull(),
    closeTime: at('close_time').notNull(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.numero] })],
);

export const trialRounds = pgTable(
  'trial_rounds',
  {
    sessionId: bigint('session_id', { mode: 'number' })
      .notNull()
      .references(() => gameSessions.id, { onDelete: 'cascade' }),
    roundId: text('round_id').notNull(),
    result: jsonb('result').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.roundId] })],
);
