// The SMS and e-mail outbox. Every message the platform writes is a row here with its delivery
// outcome. With a provider configured for its channel (providers.ts) the message is tried at
// once, while the member waits: a failed attempt is refused honestly (`delivery.failed`, never
// "sent") and the delivery job tries it again with backoff, up to MAX_ATTEMPTS. Without a
// provider (development) the message stays in the outbox (`kept`), read through GET /dev/outbox.
import { and, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type DeliveryStatus, outboxMessages } from '../../db/schema/members';
import { AppError, type JobDefinition } from '../kernel';
import {
  DeliveryRefused,
  type DeliveryProviders,
  type OutgoingMessage,
  type Provider,
} from './providers';

export type Channel = 'sms' | 'email';

export interface SmsMessage {
  merchantId: number | null;
  to: string;
  body: string;
}

export interface EmailMessage extends SmsMessage {
  subject: string;
}

export interface OutboxEntry {
  id: string;
  channel: Channel;
  recipient: string;
  subject: string | null;
  body: string;
  createdAt: number;
}

/** Attempts per message, the first included (the last retry comes about 7.5 minutes later). */
export const MAX_ATTEMPTS = 5;
/** The wait after the first failed attempt; each further failure doubles it. */
const FIRST_RETRY_MS = 30_000;
/** How long a claimed message is left to its attempt before another runner may take it. */
const ATTEMPT_LEASE_MS = 60_000;
/** Messages one run of the delivery job tries. */
const JOB_BATCH = 20;

/** The wait before the next attempt once `attempts` have failed. */
export const retryDelayMs = (attempts: number): number => FIRST_RETRY_MS * 2 ** (attempts - 1);

/** The send call's answer when the provider did not take the message. */
export const deliveryFailed = (): AppError =>
  new AppError(503, 'delivery.failed', 'The message could not be sent; please try again');

/**
 * One attempt at a message that has had `attemptsBefore`; records the outcome and says
 * whether the provider took it.
 */
async function attempt(
  db: Db,
  provider: Provider,
  message: OutgoingMessage,
  attemptsBefore: number,
  now: number,
): Promise<boolean> {
  const attempts = attemptsBefore + 1;
  try {
    await provider(message);
  } catch (error) {
    const reason =
      error instanceof DeliveryRefused ? error.reason : `provider error: ${String(error)}`;
    const last = attempts >= MAX_ATTEMPTS;
    await db
      .update(outboxMessages)
      .set({
        status: last ? 'failed' : 'pending',
        attempts,
        lastError: reason.slice(0, 500),
        nextAttemptAt: last ? null : new Date(now + retryDelayMs(attempts)),
      })
      .where(eq(outboxMessages.id, message.id));
    return false;
  }
  await db
    .update(outboxMessages)
    .set({ status: 'sent', attempts, lastError: null, nextAttemptAt: null, sentAt: new Date(now) })
    .where(eq(outboxMessages.id, message.id));
  return true;
}

/**
 * Delivers a message just written to the outbox (as `pending`, leased for its first attempt)
 * or, without a provider, leaves it there. Throws `delivery.failed` when the provider refused.
 */
export async function deliverQueued(
  db: Db,
  provider: Provider | null,
  message: OutgoingMessage,
  now: number,
): Promise<void> {
  if (!provider) return;
  if (!(await attempt(db, provider, message, 0, now))) throw deliveryFailed();
}

/** The columns of a new message: pending for its first attempt, or kept without a provider. */
export const newMessageState = (provider: Provider | null, now: number) =>
  provider
    ? { status: 'pending' as DeliveryStatus, nextAttemptAt: new Date(now + ATTEMPT_LEASE_MS) }
    : { status: 'kept' as DeliveryStatus, nextAttemptAt: null };

async function queueAndDeliver(
  db: Db,
  providers: DeliveryProviders,
  channel: Channel,
  message: SmsMessage & { subject?: string },
  now: number,
): Promise<void> {
  const provider = providers[channel];
  const [row] = await db
    .insert(outboxMessages)
    .values({
      merchantId: message.merchantId,
      channel,
      recipient: message.to,
      subject: message.subject ?? null,
      body: message.body,
      ...newMessageState(provider, now),
    })
    .returning({ id: outboxMessages.id });
  if (!row) throw new Error('outbox insert returned no row');
  await deliverQueued(
    db,
    provider,
    { id: row.id, to: message.to, subject: message.subject ?? null, body: message.body },
    now,
  );
}

export async function sendSms(
  db: Db,
  providers: DeliveryProviders,
  message: SmsMessage,
  now: number,
): Promise<void> {
  await queueAndDeliver(db, providers, 'sms', message, now);
}

export async function sendEmail(
  db: Db,
  providers: DeliveryProviders,
  message: EmailMessage,
  now: number,
): Promise<void> {
  await queueAndDeliver(db, providers, 'email', message, now);
}

/**
 * Whether the channel's provider is failing: its latest attempted message was not delivered.
 * Calls that answer the same whether or not an account exists (sign-in and reset codes) ask
 * this when there is no account, so a provider outage reads the same for both.
 */
export async function channelFailing(
  db: Db,
  providers: DeliveryProviders,
  channel: Channel,
): Promise<boolean> {
  if (!providers[channel]) return false;
  const [latest] = await db
    .select({ status: outboxMessages.status })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.channel, channel), gt(outboxMessages.attempts, 0)))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  return latest !== undefined && latest.status !== 'sent';
}

interface DueRow extends Record<string, unknown> {
  id: number | string;
  channel: Channel;
  recipient: string;
  subject: string | null;
  body: string;
  attempts: number;
}

/**
 * One run of the delivery job: claims the due pending messages (leased, so two runners never
 * try one message at once) and tries each again. Returns how many were delivered.
 */
export async function retryDueMessages(
  db: Db,
  providers: DeliveryProviders,
  now: number,
  signal?: AbortSignal,
): Promise<number> {
  const channels = (['sms', 'email'] as const).filter((c) => providers[c]);
  if (channels.length === 0) return 0;
  const at = new Date(now).toISOString();
  const lease = new Date(now + ATTEMPT_LEASE_MS).toISOString();
  const claimed = await db.execute<DueRow>(sql`
    update ${outboxMessages} set next_attempt_at = ${lease}::timestamptz
    where id in (
      select id from ${outboxMessages}
      where status = 'pending' and next_attempt_at <= ${at}::timestamptz
        and channel in (${sql.join(
          channels.map((c) => sql`${c}`),
          sql`, `,
        )})
      order by next_attempt_at, id
      limit ${JOB_BATCH}
      for update skip locked
    )
    returning id, channel, recipient, subject, body, attempts`);
  let delivered = 0;
  for (const row of claimed.rows) {
    if (signal?.aborted) break;
    const provider = providers[row.channel];
    if (!provider) continue;
    const message = { id: Number(row.id), to: row.recipient, subject: row.subject, body: row.body };
    if (await attempt(db, provider, message, Number(row.attempts), now)) delivered += 1;
  }
  return delivered;
}

export const DELIVERY_JOB_EVERY_MS = 5_000;

/** Failed deliveries tried again (src/jobs.ts). */
export const deliveryJob = (
  providers: DeliveryProviders,
  everyMs = DELIVERY_JOB_EVERY_MS,
): JobDefinition => ({
  name: 'delivery',
  everyMs,
  async run({ db, now, signal }) {
    await retryDueMessages(db, providers, now, signal);
  },
});

/** Newest first, at most `limit` messages of one merchant, optionally to one recipient. */
export async function listOutbox(
  db: Db,
  merchantId: number,
  recipient?: string,
  limit = 100,
): Promise<OutboxEntry[]> {
  const conditions: SQL[] = [eq(outboxMessages.merchantId, merchantId)];
  if (recipient) conditions.push(eq(outboxMessages.recipient, recipient));
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(and(...conditions))
    .orderBy(desc(outboxMessages.id))
    .limit(limit);
  return rows.map((r) => ({
    id: String(r.id),
    channel: r.channel,
    recipient: r.recipient,
    subject: r.subject,
    body: r.body,
    createdAt: r.createdAt.getTime(),
  }));
}
