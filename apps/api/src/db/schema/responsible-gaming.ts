// Responsible gaming: the member's limits (deposit, loss and wager; daily, weekly and monthly,
// each with a pending raise waiting for its cooling-off) and the breaks from play it took
// (time-outs and self-exclusions). The reality-check interval is a column of members.
import { bigserial, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { memberRef } from './members';
import { at, units } from './columns';

export const memberLimits = pgTable(
  'member_limits',
  {
    memberId: memberRef(),
    /** deposit, loss, wager. Rows from before loss and wager limits existed are deposit limits. */
    kind: text('kind').$type<'deposit' | 'loss' | 'wager'>().notNull().default('deposit'),
    /** daily, weekly, monthly. */
    period: text('period').notNull(),
    /** In force; null = no limit. */
    amount: units('amount'),
    /** A raise or removal waiting for its cooling-off (pendingAmount null = removal). */
    pendingAmount: units('pending_amount'),
    pendingAt: at('pending_at'),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.kind, t.period] })],
);

/** A time-out (24 hours to 6 weeks) or a self-exclusion (6 months to permanent). */
export const playBreaks = pgTable(
  'play_breaks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: memberRef(),
    kind: text('kind').$type<'timeout' | 'exclusion'>().notNull(),
    /** The chosen length, e.g. 24h, 6w, 6m, permanent. */
    duration: text('duration').notNull(),
    startsAt: at('starts_at').notNull(),
    /** Null: permanent. */
    endsAt: at('ends_at'),
  },
  (t) => [index('play_breaks_member_idx').on(t.memberId, t.startsAt)],
);
