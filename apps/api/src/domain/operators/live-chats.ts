// The staff side of the live chat: the conversations members and visitors started (only those
// with a message from them), taken by one staff member who answers them, then closed. An
// answer reaches the member's open chat at once: it emits the member's `livechat` event in the
// same transaction (delivered at commit). Taking, answering and closing are audited.
import { and, count, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import { members } from '../../db/schema/members';
import { liveChatMessages, liveChatTickets } from '../../db/schema/player-content';
import { staffUsers } from '../../db/schema/staff';
import { emitMemberEvent } from '../events';
import {
  AppError,
  type DbOrTx,
  type ErrorCode,
  notFound,
  offsetOf,
  type PageInput,
  pageOf,
} from '../kernel';
import { writeAudit } from './audit';
import type { Operator } from './caller';

export type OperatorLiveChat = components['schemas']['OperatorLiveChat'];
type ChatStatus = OperatorLiveChat['status'];
type LiveChatMessage = components['schemas']['LiveChatMessage'];

const MESSAGES_SHOWN = 500;

const chatColumns = {
  id: liveChatTickets.id,
  memberId: liveChatTickets.memberId,
  account: members.username,
  lang: liveChatTickets.lang,
  status: liveChatTickets.status,
  assignedStaffId: liveChatTickets.assignedStaffId,
  assignedTo: staffUsers.loginName,
  createdAt: liveChatTickets.createdAt,
  lastVisitorMessageAt: liveChatTickets.lastVisitorMessageAt,
};

type ChatRow = {
  id: number;
  memberId: number | null;
  account: string | null;
  lang: string;
  status: string;
  assignedStaffId: number | null;
  assignedTo: string | null;
  createdAt: Date;
  lastVisitorMessageAt: Date | null;
};

const staffIdOf = (operator: Operator) => (operator.kind === 'staff' ? operator.id : null);

const toChat = (row: ChatRow, viewer: Operator): OperatorLiveChat => ({
  id: row.id,
  account: row.account,
  lang: row.lang,
  status: row.status as ChatStatus,
  assignedTo: row.assignedTo,
  mine: row.assignedStaffId !== null && row.assignedStaffId === staffIdOf(viewer),
  createdAt: row.createdAt.toISOString(),
  lastVisitorMessageAt: row.lastVisitorMessageAt?.toISOString() ?? null,
});

const chatQuery = (db: DbOrTx) =>
  db
    .select(chatColumns)
    .from(liveChatTickets)
    .leftJoin(members, eq(members.id, liveChatTickets.memberId))
    .leftJoin(staffUsers, eq(staffUsers.id, liveChatTickets.assignedStaffId));

/** The merchant's chats with a message from the visitor, the latest message first. */
export async function liveChatList(
  db: Db,
  viewer: Operator,
  filter: { status?: ChatStatus | undefined },
  page: PageInput,
) {
  const where: SQL[] = [
    eq(liveChatTickets.merchantId, viewer.merchantId),
    isNotNull(liveChatTickets.lastVisitorMessageAt),
  ];
  if (filter.status) where.push(eq(liveChatTickets.status, filter.status));
  const condition = and(...where);
  const rows = await chatQuery(db)
    .where(condition)
    .orderBy(desc(liveChatTickets.lastVisitorMessageAt), desc(liveChatTickets.id))
    .limit(page.size)
    .offset(offsetOf(page));
  const [total] = await db.select({ n: count() }).from(liveChatTickets).where(condition);
  return pageOf(
    rows.map((r) => toChat(r, viewer)),
    total?.n ?? 0,
    page,
  );
}

/** One chat of the caller's merchant (another merchant's is no different from none), locked
 * for the rest of the transaction when `forUpdate`. */
async function chatOf(db: DbOrTx, viewer: Operator, id: number, forUpdate = false) {
  if (forUpdate) {
    await db.execute(
      sql`select id from live_chat_tickets where id = ${id} and merchant_id = ${viewer.merchantId} for update`,
    );
  }
  const [row] = await chatQuery(db).where(
    and(eq(liveChatTickets.id, id), eq(liveChatTickets.merchantId, viewer.merchantId)),
  );
  if (!row || row.lastVisitorMessageAt === null) throw notFound('No such chat');
  return row;
}

const toMessage = (row: typeof liveChatMessages.$inferSelect): LiveChatMessage => ({
  id: String(row.id),
  sender: row.sender === 'agent' ? 'agent' : 'visitor',
  content: row.content,
  createdAt: row.createdAt.getTime(),
});

/** A chat and its messages, oldest first. */
export async function liveChatConversation(db: Db, viewer: Operator, id: number) {
  const row = await chatOf(db, viewer, id);
  const rows = await db
    .select()
    .from(liveChatMessages)
    .where(eq(liveChatMessages.ticketId, id))
    .orderBy(desc(liveChatMessages.id))
    .limit(MESSAGES_SHOWN);
  return { chat: toChat(row, viewer), messages: rows.reverse().map(toMessage) };
}

const conflict = (code: ErrorCode, message: string) => new AppError(409, code, message);

/** Only a staff member takes, answers and closes chats (keys have nobody to answer as). */
function staffOnly(operator: Operator): number {
  if (operator.kind !== 'staff') {
    throw conflict('livechat.staff.only', 'Only a staff member signed in to the console can');
  }
  return operator.id;
}

function mustBeOpen(row: ChatRow) {
  if (row.status === 'closed') throw conflict('livechat.closed', 'This chat is closed');
}

function mustBeMine(row: ChatRow, staffId: number) {
  mustBeOpen(row);
  if (row.assignedStaffId !== staffId) {
    throw conflict('livechat.not.yours', 'Another staff member took this chat, or nobody did');
  }
}

const auditEntry = (
  operator: Operator,
  action: string,
  row: ChatRow,
  after: unknown,
  now: number,
) => ({
  merchantId: operator.merchantId,
  operator,
  action,
  target: `livechat:${row.id}`,
  before: { status: row.status, assignedTo: row.assignedTo },
  after,
  now,
});

/** Takes a waiting chat: it becomes the caller's to answer (a chat already theirs is kept). */
export async function takeLiveChat(db: Db, operator: Operator, id: number, now: number) {
  await chatOf(db, operator, id);
  const staffId = staffOnly(operator);
  await db.transaction(async (tx) => {
    const row = await chatOf(tx, operator, id, true);
    mustBeOpen(row);
    if (row.assignedStaffId === staffId) return;
    if (row.status === 'taken') {
      throw conflict('livechat.taken', `${row.assignedTo ?? 'Someone'} took this chat`);
    }
    await tx
      .update(liveChatTickets)
      .set({ status: 'taken', assignedStaffId: staffId })
      .where(eq(liveChatTickets.id, id));
    await writeAudit(
      tx,
      auditEntry(
        operator,
        'livechat.take',
        row,
        { status: 'taken', assignedTo: operator.name },
        now,
      ),
    );
  });
  return toChat(await chatOf(db, operator, id), operator);
}

/** The caller's answer in a chat they took; the member's open chat shows it at once. */
export async function answerLiveChat(
  db: Db,
  operator: Operator,
  id: number,
  text: string,
  now: number,
): Promise<LiveChatMessage> {
  await chatOf(db, operator, id);
  const staffId = staffOnly(operator);
  const content = text.trim();
  if (!content) throw new AppError(400, 'request.param.err', 'The message is empty');
  return db.transaction(async (tx) => {
    const row = await chatOf(tx, operator, id, true);
    mustBeMine(row, staffId);
    const [message] = await tx
      .insert(liveChatMessages)
      .values({ ticketId: id, sender: 'agent', content, staffId, createdAt: new Date(now) })
      .returning();
    if (!message) throw new Error('live chat insert returned nothing');
    await writeAudit(
      tx,
      auditEntry(operator, 'livechat.answer', row, { messageId: String(message.id), content }, now),
    );
    if (row.memberId !== null) {
      await emitMemberEvent(tx, {
        merchantId: operator.merchantId,
        memberId: row.memberId,
        topics: ['livechat'],
      });
    }
    return toMessage(message);
  });
}

/** Closes a chat (a waiting one by anyone who may answer, a taken one by its staff member). */
export async function closeLiveChat(db: Db, operator: Operator, id: number, now: number) {
  await chatOf(db, operator, id);
  const staffId = staffOnly(operator);
  await db.transaction(async (tx) => {
    const row = await chatOf(tx, operator, id, true);
    mustBeOpen(row);
    if (row.status === 'taken') mustBeMine(row, staffId);
    await tx.update(liveChatTickets).set({ status: 'closed' }).where(eq(liveChatTickets.id, id));
    await writeAudit(
      tx,
      auditEntry(
        operator,
        'livechat.close',
        row,
        { status: 'closed', assignedTo: row.assignedTo },
        now,
      ),
    );
    if (row.memberId !== null) {
      await emitMemberEvent(tx, {
        merchantId: operator.merchantId,
        memberId: row.memberId,
        topics: ['livechat'],
      });
    }
  });
  return toChat(await chatOf(db, operator, id), operator);
}
