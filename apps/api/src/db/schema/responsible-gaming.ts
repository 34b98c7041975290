// Responsible gaming: the member's limits (deposit, loss and wager; daily, weekly and monthly,
// each with a pending raise waiting for its cooling-off) and the breaks from play it took
// (time-outs and self-exclusions). The reality-check interval is a column of members.
import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { members } from './members';

export const memberLimits = pgTable(
  'member_limits',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** deposit, loss, wager. Rows from before loss and wager limits existed are deposit limits. */
    kind: text('kind').$type<'deposit' | 'loss' | 'wager'>().notNull().default('deposit'),
    /** daily, weekly, monthly. */
    period: text('period').notNull(),
    /** In force; null = no limit. */
    amount: bigint('amount', { mode: 'bigint' }),
    /** A raise or removal waiting for its cooling-off (pendingAmount null = removal). */
    pendingAmount: bigint('pending_amount', { mode: 'bigint' }),
    pendingAt: timestamp('pending_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.kind, t.period] })],
);

/** A time-out (24 hours to 6 weeks) or a self-exclusion (6 months to permanent). */
export const playBreaks = pgTable(
  'play_breaks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'timeout' | 'exclusion'>().notNull(),
    /** The chosen length, e.g. 24h, 6w, 6m, permanent. */
    duration: text('duration').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** Null: permanent. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [index('play_breaks_member_idx').on(t.memberId, t.startsAt)],
);
