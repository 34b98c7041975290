// Account security state: verification codes, failure counters, remember tokens, IP
// verification, temporary passwords, social identities, affiliate codes and used human
// checks and used phone-verification tokens. Everything lives in the database so API replicas share it.
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { memberRef, ownedByMember } from './members';
import { merchantRef } from './merchants';
import { at } from './columns';

/** SMS and e-mail codes: six digits, stored hashed, single use, with an expiry. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantRef(),
    /** register, login, reset, ip */
    purpose: text('purpose').notNull(),
    /** `<dialing code>-<number>` for SMS, the address for e-mail, `ticket:<id>` for IP checks. */
    recipient: text('recipient').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('verification_codes_lookup_idx').on(t.merchantId, t.purpose, t.recipient)],
);

/** Counters with a window and an optional block: sign-in failures, SMS sends. */
export const authCounters = pgTable('auth_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStartedAt: bigint('window_started_at', { mode: 'number' }).notNull(),
  blockedUntil: bigint('blocked_until', { mode: 'number' }),
});

/** Remember-me tokens (hashed): one day from issue, revocable. */
export const rememberTokens = pgTable(
  'remember_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ...ownedByMember(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('remember_tokens_member_idx').on(t.memberId)],
);

/** Sign-ins waiting for IP verification. */
export const loginChallenges = pgTable('login_challenges', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  ...ownedByMember(),
  ticketHash: text('ticket_hash').notNull().unique(),
  ip: text('ip').notNull(),
  /** What the first step asked for: method, rememberMe, flags to return. */
  context: jsonb('context').$type<ChallengeContext>().notNull(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

export interface ChallengeContext {
  method: 'password' | 'sms' | 'social';
  /** The merchant requires the member's Google Authenticator code at sign-in: only it will do. */
  twoFactor?: boolean;
  rememberMe: boolean;
  passwordExpired: boolean;
  defaultPassword: boolean;
}

/** IP addresses a member has signed in from (verified). */
export const memberIps = pgTable(
  'member_ips',
  {
    memberId: memberRef(),
    ip: text('ip').notNull(),
    firstSeenAt: at('first_seen_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.ip] })],
);

/** Temporary passwords e-mailed by "forgot password": single use, 30 minutes. */
export const temporaryPasswords = pgTable('temporary_passwords', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  memberId: memberRef(),
  passwordHash: text('password_hash').notNull(),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

/** Accounts linked to a social provider identity. */
export const socialIdentities = pgTable(
  'social_identities',
  {
    merchantId: merchantRef(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    memberId: memberRef(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.provider, t.subject] })],
);

/** Affiliate (invitation) codes of agents. */
export const affiliateCodes = pgTable(
  'affiliate_codes',
  {
    merchantId: merchantRef(),
    code: text('code').notNull(),
    agentId: memberRef(),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [unique('affiliate_codes_uq').on(t.merchantId, t.code)],
);

/** Human-check solutions already accepted (each is good once). */
export const usedHumanChecks = pgTable(
  'used_human_checks',
  {
    signature: text('signature').primaryKey(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('used_human_checks_expiry_idx').on(t.expiresAt)],
);

/** Phone-verification tokens (Firebase ID tokens) already used for a registration, by SHA-256. */
export const usedPhoneTokens = pgTable(
  'used_phone_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('used_phone_tokens_expiry_idx').on(t.expiresAt)],
);

/** Authorization codes of the local test OAuth provider (development only). */
export const testOauthCodes = pgTable('test_oauth_codes', {
  codeHash: text('code_hash').primaryKey(),
  clientId: text('client_id').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  codeChallenge: text('code_challenge').notNull(),
  subject: text('subject').notNull(),
  email: text('email').notNull(),
  name: text('name').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});
