// Session tokens: only a SHA-256 of each token is stored, so a database leak yields no
// usable token. Every replica reads the same table, which keeps the API stateless.
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { members } from './members';
import { merchants } from './merchants';

export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** How the session was opened: password, sms, social, freeplay, register, token. */
    method: text('method').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    /** The absolute end of the session, however active it is. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Opened with a password that must be changed (expired, temporary or the weak default). */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** The remember token issued with (or used by) this session, revoked with it at logout. */
    rememberTokenId: bigint('remember_token_id', { mode: 'number' }),
    /** Where and on what the session was opened (the member's sign-in history). */
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  // By member, newest first: revoking a member's sessions and the sign-in history.
  (t) => [index('sessions_member_created_idx').on(t.memberId, t.createdAt)],
);
