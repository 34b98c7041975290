// Session tokens: only a SHA-256 of each token is stored, so a database leak yields no
// usable token. Every replica reads the same table, which keeps the API stateless.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ownedByMember } from './members';
import { at } from './columns';

/**
 * The live sessions, looked up by token hash on every signed-in request (one unique index, one
 * probe). Not partitioned, and kept small: the `sessions` job deletes the sessions that ended
 * (expired, or revoked) more than a week ago; what a member did with them stays in `sign_ins`.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ...ownedByMember(),
    tokenHash: text('token_hash').notNull().unique(),
    /** How the session was opened: password, sms, social, freeplay, register, token. */
    method: text('method').notNull(),
    createdAt: at('created_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    /** The absolute end of the session, however active it is. */
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    /** Opened with a password that must be changed (expired, temporary or the weak default). */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** The remember token issued with (or used by) this session, revoked with it at logout. */
    rememberTokenId: bigint('remember_token_id', { mode: 'number' }),
  },
  (t) => [
    // By member: revoking a member's sessions.
    index('sessions_member_created_idx').on(t.memberId, t.createdAt),
    // When the session ended (revoked, else its absolute end; least() skips a null): the
    // `sessions` job deletes by it.
    index('sessions_ended_idx').using('btree', sql`least(${t.expiresAt}, ${t.revokedAt})`),
  ],
);

/**
 * The member's sign-in history: one row per session opened (written with it, in the same
 * statement), never changed. Partitioned by month of `created_at` (migration
 * partition_sign_ins_messages, domain/kernel/partitions.ts), so the history of a period reads
 * only its months; the key carries the partition key. No foreign key to `sessions`: the session
 * row goes a week after it ends, its sign-in stays.
 */
export const signIns = pgTable(
  'sign_ins',
  {
    /** The session it opened (ids are never reused). */
    sessionId: bigint('session_id', { mode: 'number' }).notNull(),
    ...ownedByMember(),
    /** password, sms, social, freeplay, register, token. */
    method: text('method').notNull(),
    /** Where and on what it happened. */
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    primaryKey({ name: 'sign_ins_pkey', columns: [t.sessionId, t.createdAt] }),
    // The member's history, newest first, of a period.
    index('sign_ins_member_time_idx').on(t.memberId, t.createdAt, t.sessionId),
    // Staff's search by sign-in address, exact or by prefix (`like 'x%'`).
    index('sign_ins_ip_idx').on(t.merchantId, t.ip.op('text_pattern_ops')),
  ],
);
