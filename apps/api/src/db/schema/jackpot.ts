// The progressive jackpot's sweep state (domain/jackpot). The pool itself is the merchant's
// `jackpot` ledger account: its balance is the jackpot.
import { bigint, index, integer, pgTable } from 'drizzle-orm/pg-core';
import { merchantRef } from './merchants';
import { at } from './columns';

/** One row per merchant: the pool's lock and the fraction of a minor unit carried over. */
export const jackpotPools = pgTable('jackpot_pools', {
  merchantId: merchantRef().primaryKey(),
  /** What the last share left over, in 1/10,000 of a minor unit (0 to 9,999). */
  carry: integer('carry').notNull().default(0),
  updatedAt: at('updated_at').notNull(),
});

/**
 * The bets not yet swept into the pool. A statement trigger on `bet_records` (migration
 * jackpot_stake_queue) adds every new bet in the bet's own transaction, so a bet is queued
 * exactly when it commits, whatever its time stamp or however late its commit; the sweep takes
 * and deletes them under the pool's lock.
 */
export const jackpotStakes = pgTable(
  'jackpot_stakes',
  {
    betId: bigint('bet_id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    /** The bet's time (its partition): a sweep reads only the months its bets are in. */
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('jackpot_stakes_merchant_idx').on(t.merchantId, t.betId)],
);
