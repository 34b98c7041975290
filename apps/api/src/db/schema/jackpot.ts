// The progressive jackpot's sweep state, one row per merchant (domain/jackpot). The pool
// itself is the merchant's `jackpot` ledger account: its balance is the jackpot. The row says
// how far the bet records have been swept into it, and keeps the fraction of a minor unit that
// a sweep's share did not reach, so the pool gets exactly its share of the eligible stakes
// whatever the windows were.
import { integer, pgTable } from 'drizzle-orm/pg-core';
import { merchantRef } from './merchants';
import { at } from './columns';

export const jackpotPools = pgTable('jackpot_pools', {
  merchantId: merchantRef().primaryKey(),
  /** Every eligible bet created at or before this instant has been swept. */
  sweptUntil: at('swept_until').notNull(),
  /** What the last share left over, in 1/10,000 of a minor unit (0 to 9,999). */
  carry: integer('carry').notNull().default(0),
  updatedAt: at('updated_at').notNull(),
});
