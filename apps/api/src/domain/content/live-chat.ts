// The reference API's live chat with customer service: a launch hands out a ticket (random,
// stored hashed) whose page lets the visitor write; the first message gets an automatic
// acknowledgement; a staff member takes the chat in the operator console and answers
// (domain/operators/live-chats.ts). A closed chat reads as ended.
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import { liveChatMessages, liveChatTickets } from '../../db/schema/player-content';
import { AppError } from '../kernel';
import { greetingText, pageLanguage } from './live-chat-page';

export type LiveChatMessage = components['schemas']['LiveChatMessage'];

const hash = (ticket: string) => createHash('sha256').update(ticket, 'utf8').digest('hex');
type Row = typeof liveChatMessages.$inferSelect;
const toMessage = (row: Row): LiveChatMessage => ({
  id: String(row.id),
  sender: row.sender === 'agent' ? 'agent' : 'visitor',
  content: row.content,
  createdAt: row.createdAt.getTime(),
});

export async function launchChat(
  db: Db,
  merchantId: number,
  memberId: number | null,
  language: string | undefined,
  now: number,
): Promise<{ chatUrl: string }> {
  const ticket = randomBytes(24).toString('base64url');
  await db.insert(liveChatTickets).values({
    merchantId,
    memberId,
    ticketHash: hash(ticket),
    lang: pageLanguage(language),
    createdAt: new Date(now),
  });
  return { chatUrl: `/livechat?ticket=${ticket}&lang=${pageLanguage(language)}` };
}

async function findTicket(db: Db, ticket: string): Promise<{ id: number; lang: string }> {
  const [row] = await db
    .select({ id: liveChatTickets.id, lang: liveChatTickets.lang, status: liveChatTickets.status })
    .from(liveChatTickets)
    .where(eq(liveChatTickets.ticketHash, hash(ticket)));
  if (!row || row.status === 'closed')
    throw new AppError(404, 'not.found', 'This chat has ended; open customer service again');
  return row;
}

/** The page language of a ticket (404 when the ticket is unknown). */
export async function ticketLanguage(db: Db, ticket: string): Promise<string> {
  return (await findTicket(db, ticket)).lang;
}

export async function chatMessagesOf(
  db: Db,
  ticket: string,
  after?: string,
): Promise<LiveChatMessage[]> {
  const { id } = await findTicket(db, ticket);
  const rows = await db
    .select()
    .from(liveChatMessages)
    .where(
      and(
        eq(liveChatMessages.ticketId, id),
        after === undefined ? undefined : gt(liveChatMessages.id, Number(after)),
      ),
    )
    .orderBy(asc(liveChatMessages.id))
    .limit(200);
  return rows.map(toMessage);
}

export async function writeToSupport(
  db: Db,
  ticket: string,
  content: string,
  now: number,
): Promise<LiveChatMessage[]> {
  const { id, lang } = await findTicket(db, ticket);
  const text = content.trim();
  if (!text) throw new AppError(400, 'request.param.err', 'The message is empty');
  const [first] = await db
    .select({ id: liveChatMessages.id })
    .from(liveChatMessages)
    .where(eq(liveChatMessages.ticketId, id))
    .limit(1);
  const values = [{ ticketId: id, sender: 'visitor', content: text, createdAt: new Date(now) }];
  if (!first) {
    values.push({
      ticketId: id,
      sender: 'agent',
      content: greetingText(pageLanguage(lang)),
      createdAt: new Date(now + 1),
    });
  }
  const rows = await db.transaction(async (tx) => {
    await tx
      .update(liveChatTickets)
      .set({ lastVisitorMessageAt: new Date(now) })
      .where(eq(liveChatTickets.id, id));
    return tx.insert(liveChatMessages).values(values).returning();
  });
  return rows.map(toMessage);
}
