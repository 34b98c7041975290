// Bet records (one per round, read by reports) and their keys, lottery draws, and trial rounds
// (fun balance, no money, kept only so a retried trial round is not played twice).
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
import { memberRef, ownedByMember } from './members';
import { at, units } from './columns';

/**
 * Partitioned by month of `created_at` (RANGE, UTC months; migration bets_partitioned and
 * domain/kernel/partitions.ts): the primary key carries the partition key. What must be unique
 * whatever the month (the round per member, the vendor's transaction ids per adapter) is kept
 * in `bet_keys`, which is not partitioned.
 */
export const betRecords = pgTable(
  'bet_records',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    ...ownedByMember(),
    /**
     * Chosen by the game; unique per member (in `bet_keys`), which makes a retried round a
     * replay.
     */
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
    /** When the round was played: the partition key. */
    createdAt: at('created_at').notNull(),
    settledAt: at('settled_at'),
    /**
     * The wallet side (domain/games): the vendor adapter that reported the round (`demo`,
     * `seamless`) and the vendor's transaction ids of its debit (the stake), its credit (the
     * payout that closed it) and its rollback (the stake refunded). The debit and credit ids
     * are unique per adapter (in `bet_keys`), which makes a repeated callback a replay. Null on
     * records written elsewhere (seeds, imports).
     */
    adapter: text('adapter'),
    debitTxId: text('debit_tx_id'),
    creditTxId: text('credit_tx_id'),
    rollbackTxId: text('rollback_tx_id'),
  },
  (t) => [
    primaryKey({ name: 'bet_records_pkey', columns: [t.id, t.createdAt] }),
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

/**
 * The keys of every bet record, not partitioned, so they stay unique whatever the month: the
 * round per member (which makes a retried round a replay) and the vendor's debit and credit
 * transaction ids per adapter (which make a repeated callback a replay). Each row names its
 * bet by id and time, so a bet found by a key is read from its month's partition only.
 * Written with the bet in one transaction: the wallet writes the key row first (a taken key
 * writes nothing, and the round replays), and triggers on `bet_records` add the key row of a
 * bet written any other way (refusing a taken key as the table's own unique keys did) and keep
 * it in line when the bet's ids change or the bet is deleted.
 */
export const betKeys = pgTable(
  'bet_keys',
  {
    memberId: memberRef(),
    roundId: text('round_id').notNull(),
    betId: bigint('bet_id', { mode: 'number' }).notNull(),
    /** The bet's time: its partition. */
    createdAt: at('created_at').notNull(),
    adapter: text('adapter'),
    debitTxId: text('debit_tx_id'),
    creditTxId: text('credit_tx_id'),
  },
  (t) => [
    primaryKey({ name: 'bet_keys_pkey', columns: [t.memberId, t.roundId] }),
    unique('bet_keys_debit_tx_uq').on(t.adapter, t.debitTxId),
    unique('bet_keys_credit_tx_uq').on(t.adapter, t.creditTxId),
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
