// Session tokens: only a SHA-256 of each token is stored, so a database leak yields no
// usable token. Every replica reads the same table, which keeps the API stateless.
import { bigint, bigserial, boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { ownedByMember } from './members';
import { at } from './columns';

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
    /** Where and on what the session was opened (the member's sign-in history). */
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  // By member, newest first: revoking a member's sessions and the sign-in history.
  (t) => [index('sessions_member_created_idx').on(t.memberId, t.createdAt)],
);
