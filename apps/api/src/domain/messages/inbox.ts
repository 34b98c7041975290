// The member's inbox: messages the platform writes (in the member's language) when money
// arrives or leaves, read and marked read by the member. The language is the recipient's
// (stored from the member's own requests, else the merchant's default), never the language
// of whoever caused the message: an agent's transfer, an operator's decision, a settlement.
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { columnsOf } from '../../db/sql-arrays';
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import { inboxMessages } from '../../db/schema/cashier';
import type { DbOrTx, PageInput } from '../kernel';
import { notFound, offsetOf, pageOf } from '../kernel';
import { messageLanguages } from '../accounts';
import { emitMemberEvents, type EventTopic } from '../events';
import { messageText, type MessageType } from './texts';

type InboxMessage = components['schemas']['InboxMessage'];
type InboxPage = components['schemas']['InboxPage'];

/** Values of a message; a function when some of them are texts in the reader's language. */
type MessageValues = Record<string, string> | ((language: string) => Record<string, string>);

/** One member's message about one event (written in the member's language). */
export interface MessageInput {
  merchantId: number;
  memberId: number;
  type: MessageType;
  eventKey: string;
  values: MessageValues;
  now: number;
  /** What else the message's change touched, for the member's event stream (besides messages). */
  topics?: readonly EventTopic[];
}

/** The member's stream hears of the new message (and what else changed) at commit. */
const told = (inputs: readonly MessageInput[]) =>
  inputs.map((i) => ({
    merchantId: i.merchantId,
    memberId: i.memberId,
    topics: ['messages' as const, ...(i.topics ?? [])],
  }));

/** Title and content of each message, in its recipient's language. */
async function textsOf(db: DbOrTx, inputs: readonly MessageInput[]) {
  const languages = await messageLanguages(
    db,
    inputs.map((i) => i.memberId),
  );
  return inputs.map((input) => {
    const language = languages.get(input.memberId) ?? 'EN';
    const values = typeof input.values === 'function' ? input.values(language) : input.values;
    return messageText(language, input.type, values);
  });
}

/** Writes one message per event (a repeated event key writes nothing). */
export async function writeMessage(db: DbOrTx, input: MessageInput): Promise<void> {
  const [{ title, content }] = (await textsOf(db, [input])) as [{ title: string; content: string }];
  await db
    .insert(inboxMessages)
    .values({
      merchantId: input.merchantId,
      memberId: input.memberId,
      type: input.type,
      title,
      content,
      eventKey: input.eventKey,
      createdAt: new Date(input.now),
    })
    .onConflictDoNothing();
  await emitMemberEvents(db, told([input]));
}

/** Writes many messages with one statement (a repeated event key writes nothing). */
export async function writeMessages(db: DbOrTx, inputs: readonly MessageInput[]): Promise<void> {
  if (inputs.length === 0) return;
  const texts = await textsOf(db, inputs);
  await db.execute(sql`
    insert into inbox_messages (merchant_id, member_id, type, title, content, event_key, created_at)
    select * from unnest(${columnsOf(inputs, [
      [(i) => i.merchantId, 'int'],
      [(i) => i.memberId, 'int'],
      [(i) => i.type, 'text'],
      [(_, n) => texts[n]!.title, 'text'],
      [(_, n) => texts[n]!.content, 'text'],
      [(i) => i.eventKey, 'text'],
      [(i) => new Date(i.now).toISOString(), 'timestamptz'],
    ])})
    on conflict do nothing`);
  await emitMemberEvents(db, told(inputs));
}

const toWire = (row: typeof inboxMessages.$inferSelect): InboxMessage => ({
  id: row.id,
  type: row.type as InboxMessage['type'],
  title: row.title,
  content: row.content,
  read: row.readAt !== null,
  createdAt: row.createdAt.getTime(),
});

export async function unreadCount(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(inboxMessages)
    .where(and(eq(inboxMessages.memberId, memberId), isNull(inboxMessages.readAt)));
  return Number(row?.n ?? 0);
}

export async function inboxPage(db: Db, memberId: number, paging: PageInput): Promise<InboxPage> {
  const { size } = paging;
  const [total] = await db
    .select({ n: count() })
    .from(inboxMessages)
    .where(eq(inboxMessages.memberId, memberId));
  const rows = await db
    .select()
    .from(inboxMessages)
    .where(eq(inboxMessages.memberId, memberId))
    .orderBy(desc(inboxMessages.id))
    .limit(size)
    .offset(offsetOf(paging));
  const totalElements = Number(total?.n ?? 0);
  return {
    ...pageOf(rows.map(toWire), totalElements, paging),
    unreadCount: await unreadCount(db, memberId),
  };
}

export async function openMessage(
  db: Db,
  memberId: number,
  id: number,
  now: number,
): Promise<InboxMessage> {
  await db
    .update(inboxMessages)
    .set({ readAt: new Date(now) })
    .where(
      and(
        eq(inboxMessages.id, id),
        eq(inboxMessages.memberId, memberId),
        isNull(inboxMessages.readAt),
      ),
    );
  const [row] = await db
    .select()
    .from(inboxMessages)
    .where(and(eq(inboxMessages.id, id), eq(inboxMessages.memberId, memberId)));
  if (!row) throw notFound('No such message');
  return toWire(row);
}

/** Marks the given messages (all when `ids` is null) read; answers the unread count. */
export async function markRead(
  db: Db,
  memberId: number,
  ids: number[] | null,
  now: number,
): Promise<number> {
  const mine = and(eq(inboxMessages.memberId, memberId), isNull(inboxMessages.readAt));
  await db
    .update(inboxMessages)
    .set({ readAt: new Date(now) })
    .where(ids ? and(mine, inArray(inboxMessages.id, ids)) : mine);
  return unreadCount(db, memberId);
}
