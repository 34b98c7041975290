// The SMS and e-mail adapter. The reference API's working default is an outbox table that
// developers (and end-to-end tests) read through GET /dev/outbox; a real gateway would
// implement the same two functions.
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outboxMessages } from '../../db/schema/members';

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
  channel: 'sms' | 'email';
  recipient: string;
  subject: string | null;
  body: string;
  createdAt: number;
}

export async function sendSms(db: Db, message: SmsMessage): Promise<void> {
  await db.insert(outboxMessages).values({
    merchantId: message.merchantId,
    channel: 'sms',
    recipient: message.to,
    body: message.body,
  });
}

export async function sendEmail(db: Db, message: EmailMessage): Promise<void> {
  await db.insert(outboxMessages).values({
    merchantId: message.merchantId,
    channel: 'email',
    recipient: message.to,
    subject: message.subject,
    body: message.body,
  });
}

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
