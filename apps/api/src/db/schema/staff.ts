// The merchant's staff: people who sign in to the operator console with a password and a
// time-based code (RFC 6238), each with one role; their sessions, and their single-use
// recovery codes. Operator keys (cashier.ts) stay for scripts and the CLI.
import { bigint, index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { merchantRef } from './merchants';
import { members } from './members';
import { at } from './columns';

export const staffUsers = pgTable(
  'staff_users',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    /** The sign-in name, stored lower case. */
    loginName: text('login_name').notNull(),
    /** scrypt, as members' passwords (domain/accounts hashPassword). */
    passwordHash: text('password_hash').notNull(),
    /** owner, finance, support, content or read-only (domain/operators/permissions.ts). */
    role: text('role').notNull(),
    /** The confirmed authenticator secret (base32); null until two-factor is enrolled. */
    totpSecret: text('totp_secret'),
    /** A secret shown for enrolment, not yet confirmed with a code. */
    totpPendingSecret: text('totp_pending_secret'),
    /** Set while the account may not sign in (by an owner or the CLI); null when open. */
    lockedAt: at('locked_at'),
    lockedReason: text('locked_reason'),
    createdAt: at('created_at').notNull(),
    lastSignInAt: at('last_sign_in_at'),
  },
  (t) => [unique('staff_users_login_uq').on(t.merchantId, t.loginName)],
);

/**
 * Sign-in steps and sessions, by the sha256 of their token: `challenge` (password accepted,
 * the second factor or enrolment still due; minutes) and `session` (signed in; expires after
 * a while idle and at a fixed end).
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    stage: text('stage').$type<'challenge' | 'session'>().notNull(),
    ip: text('ip').notNull(),
    createdAt: at('created_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    endedAt: at('ended_at'),
  },
  (t) => [index('staff_sessions_user_idx').on(t.staffUserId)],
);

/** Recovery codes, hashed (sha256); each signs in once instead of an authenticator code. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [unique('staff_recovery_codes_uq').on(t.staffUserId, t.codeHash)],
);

/** Four eyes: a withdrawal above this amount needs the approval of two different people. */
export const fourEyesRules = pgTable('four_eyes_rules', {
  merchantId: merchantRef().primaryKey(),
  /** Minor units; a withdrawal of more than this needs a second approver. */
  aboveMinor: bigint('above_minor', { mode: 'bigint' }).notNull(),
  updatedAt: at('updated_at').notNull(),
});

/** The first approval of a withdrawal that needs two: who gave it (their caller scope) and when. */
export const withdrawalFirstApprovals = pgTable('withdrawal_first_approvals', {
  withdrawalId: text('withdrawal_id').primaryKey(),
  merchantId: merchantRef(),
  /** `s:<staffId>` or `o:<keyId>`: the same person may not give the second approval. */
  approverScope: text('approver_scope').notNull(),
  approverName: text('approver_name').notNull(),
  approvedAt: at('approved_at').notNull(),
});

/** Staff notes on a member (the member's page in the console): who wrote what, when. */
export const memberNotes = pgTable(
  'member_notes',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The staff member's sign-in name or the key's name, as the audit log names them. */
    author: text('author').notNull(),
    text: text('text').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('member_notes_member_idx').on(t.memberId, t.id)],
);
