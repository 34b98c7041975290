// What changed for a member or agent, for their open event streams: one row per change
// (written in the transaction that made it, so a rolled-back change leaves none), read when a
// stream resumes after its last event id, pruned after a short replay window.
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { merchantRef } from './merchants';

export const memberEvents = pgTable(
  'member_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantRef(),
    /** The member (or agent) the change concerns; no reference, so deleting keeps no lock. */
    memberId: integer('member_id').notNull(),
    /** What changed: balance, messages, deposits, withdrawals, missions, vip, contracts... */
    topics: text('topics').array().notNull(),
    createdAt: at('created_at')
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    index('member_events_member_idx').on(t.memberId, t.id),
    index('member_events_created_idx').on(t.createdAt),
  ],
);
