// Member accounts (players, agents, trial accounts) and the outbox of SMS and e-mail messages.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { merchantRef, merchants } from './merchants';
import { at } from './columns';

export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    username: text('username').notNull(),
    /** scrypt$N$r$p$salt$hash (see src/domain/accounts/password-hash.ts). */
    passwordHash: text('password_hash').notNull(),
    /** 0 player, 1 agent, 4 trial. */
    type: integer('type').notNull(),
    nickname: text('nickname'),
    /** National number, digits only. Masked when served; the full number stays on the server. */
    mobile: text('mobile'),
    /** Country dialling code of `mobile`, digits without "+". */
    dialingCode: text('dialing_code'),
    email: text('email'),
    /** Real name; also the bank account name asked by IP verification. */
    payeeName: text('payee_name'),
    /** When the password was last set (drives forced expiry). */
    passwordChangedAt: at('password_changed_at').notNull().defaultNow(),
    /** Base32 TOTP secret when Google Authenticator is set up. */
    totpSecret: text('totp_secret'),
    /** The agent this member registered under (affiliate code). */
    parentId: integer('parent_id'),
    /** Other registration fields (qq, line, whatsapp, ...), as entered. */
    profile: jsonb('profile').$type<Record<string, string>>().notNull().default({}),
    createdAt: at('created_at').notNull().defaultNow(),
    /** Null until the first sign-in (drives `firstTimeLogin`). */
    lastLoginAt: at('last_login_at'),
    /** active or locked (agent console filter). */
    status: text('status').$type<'active' | 'locked'>().notNull().default('active'),
    /** Rebate rate in percent per product type (game category), e.g. { LIVE: '1.20' }. */
    rebates: jsonb('rebates').$type<Record<string, string>>().notNull().default({}),
    /** The affiliate link this member registered through, if any. */
    affiliateUrlId: integer('affiliate_url_id'),
    /** Accounts under this member at any depth (kept by a trigger on members). */
    teamSize: integer('team_size').notNull().default(0),
    /** Time of the first deposit (kept by a trigger on ledger entries). */
    firstDepositAt: at('first_deposit_at'),
    /** The chosen avatar: a preset number ('0'..), or 'upload:<key>' (member_avatars). */
    avatar: text('avatar'),
    /** Responsible gaming: remind the member of time and result every N minutes (null: never). */
    realityCheckMinutes: integer('reality_check_minutes'),
    /**
     * The interface language the member last used (upper-case code, the upstream `hisLang`):
     * the language of every message the platform writes to the member. Null until the first
     * sign-in or signed-in call that names one; messages then use the merchant's default.
     */
    language: text('language'),
  },
  (t) => [
    unique('members_merchant_username_uq').on(t.merchantId, t.username),
    unique('members_merchant_mobile_uq').on(t.merchantId, t.dialingCode, t.mobile),
    index('members_parent_idx').on(t.parentId),
    index('members_merchant_created_idx').on(t.merchantId, t.createdAt),
    // Sort orders of the agent's downline table: walked in order, each row checked in the tree.
    index('members_merchant_team_size_idx').on(t.merchantId, t.teamSize, t.id),
    // Account-name prefix search (case-insensitive).
    index('members_merchant_account_idx').on(
      t.merchantId,
      sql`lower(${t.username}) text_pattern_ops`,
    ),
    // The few members the agent console filters for: agents, locked accounts.
    index('members_merchant_agents_idx')
      .on(t.merchantId, t.id)
      .where(sql`${t.type} in (1, 2, 41, 42)`),
    index('members_merchant_locked_idx')
      .on(t.merchantId, t.id)
      .where(sql`${t.status} = 'locked'`),
  ],
);

/** The member a row belongs to (deleted with it); `name` when the column says its role (`agent_id`). */
export const memberRef = (name = 'member_id') =>
  integer(name)
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' });

/** A member's own row: the member and its merchant, deleted with either. */
export const ownedByMember = () => ({ merchantId: merchantRef(), memberId: memberRef() });

/**
 * Where a message stands: `kept` (no provider configured for its channel: it stays in the
 * development outbox), `pending` (waiting for its first or next attempt), `sent` (the provider
 * accepted it), `failed` (given up after the last attempt).
 */
export type DeliveryStatus = 'kept' | 'pending' | 'sent' | 'failed';

/** Every SMS and e-mail the platform writes, with its delivery outcome (domain/verification). */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').references(() => merchants.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<'sms' | 'email'>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    status: text('status').$type<DeliveryStatus>().notNull().default('kept'),
    /** Delivery attempts made so far. */
    attempts: integer('attempts').notNull().default(0),
    /** Why the last attempt failed (the provider's answer), null once sent. */
    lastError: text('last_error'),
    /** When a pending message is tried next (the delivery job's backoff). */
    nextAttemptAt: at('next_attempt_at'),
    sentAt: at('sent_at'),
  },
  (t) => [
    index('outbox_messages_merchant_idx').on(t.merchantId, t.id),
    index('outbox_messages_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);
