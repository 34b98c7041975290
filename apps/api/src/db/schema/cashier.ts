// The cashier: deposits, withdrawals and their proofs, bank cards, payment passwords, the
// member inbox, idempotency keys, and the operators (keys and audit log).
// Amounts are minor units (bigint); money itself moves only through the ledger.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { memberRef, ownedByMember } from './members';
import { merchantRef } from './merchants';
import { at, timestamps, units } from './columns';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

export const deposits = pgTable(
  'deposits',
  {
    /** Order number, e.g. D2611231845000001AB. */
    id: text('id').primaryKey(),
    ...ownedByMember(),
    channel: text('channel').notNull(),
    channelType: text('channel_type').$type<'online' | 'bank'>().notNull(),
    amount: units('amount').notNull(),
    currency: text('currency').notNull(),
    /** pending, credited, failed, cancelled, expired. */
    status: text('status').notNull(),
    /** Online: the provider's payment id (the hosted page's token). */
    paymentId: text('payment_id').unique(),
    provider: text('provider'),
    bankAccountId: integer('bank_account_id'),
    depositorName: text('depositor_name'),
    reference: text('reference'),
    failureReason: text('failure_reason'),
    /** The member's interface language when depositing (messages are written in it). */
    language: text('language').notNull().default('EN'),
    expiresAt: at('expires_at'),
    /**
     * Online: when a "paid" notification arrived at or after `expiresAt`. Such a payment is
     * not credited by itself: it waits (pending) for an operator to credit or refuse it.
     */
    latePaidAt: at('late_paid_at'),
    ...timestamps(),
  },
  (t) => [
    index('deposits_member_idx').on(t.memberId, t.createdAt),
    index('deposits_status_idx').on(t.merchantId, t.status),
    check('deposits_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** Every provider notification as received, accepted or refused. */
export const paymentCallbacks = pgTable('payment_callbacks', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  provider: text('provider').notNull(),
  depositId: text('deposit_id'),
  outcome: text('outcome').notNull(),
  reason: text('reason'),
  body: text('body').notNull(),
  receivedAt: at('received_at').notNull(),
});

export const bankCards = pgTable(
  'bank_cards',
  {
    id: serial('id').primaryKey(),
    ...ownedByMember(),
    bankCode: text('bank_code').notNull(),
    accountName: text('account_name').notNull(),
    /** Digits only; served masked to the member. */
    accountNumber: text('account_number').notNull(),
    branch: text('branch'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [unique('bank_cards_member_number_uq').on(t.memberId, t.accountNumber)],
);

export const paymentPasswords = pgTable('payment_passwords', {
  memberId: memberRef().primaryKey(),
  hash: text('hash').notNull(),
  updatedAt: at('updated_at').notNull(),
});

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: text('id').primaryKey(),
    ...ownedByMember(),
    amount: units('amount').notNull(),
    currency: text('currency').notNull(),
    /** pending, approved, disbursed, rejected, received, partly_received, not_received, disputed. */
    status: text('status').notNull(),
    channel: text('channel').notNull(),
    bankCardId: integer('bank_card_id')
      .notNull()
      .references(() => bankCards.id),
    language: text('language').notNull().default('EN'),
    rejectReason: text('reject_reason'),
    disbursedAt: at('disbursed_at'),
    confirmBy: at('confirm_by'),
    receiptAnswer: text('receipt_answer'),
    receivedAmount: units('received_amount'),
    receiptComment: text('receipt_comment'),
    receiptAt: at('receipt_at'),
    receiptAutomatic: boolean('receipt_automatic').notNull().default(false),
    resolutionOutcome: text('resolution_outcome'),
    refundAmount: units('refund_amount'),
    resolutionNote: text('resolution_note'),
    resolvedAt: at('resolved_at'),
    ...timestamps(),
  },
  (t) => [
    index('withdrawals_member_idx').on(t.memberId, t.createdAt),
    index('withdrawals_status_idx').on(t.merchantId, t.status),
    check('withdrawals_amount_positive', sql`${t.amount} > 0`),
  ],
);

export const withdrawalProofs = pgTable('withdrawal_proofs', {
  id: serial('id').primaryKey(),
  withdrawalId: text('withdrawal_id')
    .notNull()
    .references(() => withdrawals.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
});

/**
 * The member's inbox. Partitioned by month of `created_at` (migration
 * partition_sign_ins_messages, domain/kernel/partitions.ts): the key carries the partition
 * key, and what must be unique whatever the month (one message per member and event) is kept
 * in `inbox_message_keys`, which is not partitioned and is written in the same statement.
 */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: serial('id').notNull(),
    ...ownedByMember(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** What it is about (deposit or withdrawal id); one message per event (the key table). */
    eventKey: text('event_key').notNull(),
    readAt: at('read_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    primaryKey({ name: 'inbox_messages_pkey', columns: [t.id, t.createdAt] }),
    // The member's inbox, newest first, of a period.
    index('inbox_messages_member_time_idx').on(t.memberId, t.createdAt, t.id),
    // The unread ones (the count on every page, mark all read).
    index('inbox_messages_unread_idx')
      .on(t.memberId, t.createdAt)
      .where(sql`${t.readAt} is null`),
  ],
);

/**
 * One row per inbox message, not partitioned: its event key is unique per member whatever
 * the month (a repeated event writes nothing), and a message read by id finds its time (the
 * partition key) here first.
 */
export const inboxMessageKeys = pgTable(
  'inbox_message_keys',
  {
    memberId: memberRef(),
    eventKey: text('event_key').notNull(),
    messageId: integer('message_id').notNull().unique('inbox_message_keys_message_uq'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ name: 'inbox_message_keys_pkey', columns: [t.memberId, t.eventKey] })],
);

/** Stored answers of money calls: a replay with the same key and body gets the same answer. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Who the key belongs to: `m:<memberId>` or `o:<operatorKeyId>`. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    operation: text('operation').notNull(),
    /** sha256 of the operation and the request body. */
    requestHash: text('request_hash').notNull(),
    /** running, done. */
    state: text('state').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

export const operatorKeys = pgTable('operator_keys', {
  id: serial('id').primaryKey(),
  merchantId: merchantRef(),
  name: text('name').notNull(),
  /** sha256 of the key; the key itself is shown once, when made. */
  keyHash: text('key_hash').notNull().unique(),
  /** The key's role (domain/operators/permissions.ts); keys made before roles are owners. */
  role: text('role').notNull().default('owner'),
  createdAt: at('created_at').notNull(),
  revokedAt: at('revoked_at'),
});

export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantRef(),
    /** Null for actions of the CLI run directly against the database (key management). */
    operatorKeyId: integer('operator_key_id'),
    /** The staff member who acted in the console; null for a key or the CLI. */
    staffUserId: integer('staff_user_id'),
    operatorName: text('operator_name').notNull(),
    /** Where the action came from: the caller's address, or `cli`. */
    ip: text('ip'),
    action: text('action').notNull(),
    target: text('target').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('operator_audit_merchant_idx').on(t.merchantId, t.id),
    index('operator_audit_target_idx').on(t.merchantId, t.target, t.id),
  ],
);
