// The member's inbox: messages the platform writes (in the member's language) when money
// arrives or leaves, read and marked read by the member. The language is the recipient's
// (stored from the member's own requests, else the merchant's default), never the language
// of whoever caused the message: an agent's transfer, an operator's decision, a settlement.
import { type SQL, sql } from 'drizzle-orm';
import { arrayOf, columnsOf } from '../../db/sql-arrays';
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import type { DbOrTx, PageInput } from '../kernel';
import { at, iso, notFound, offsetOf, pageOf } from '../kernel';
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

/**
 * Writes the messages, one per member and event key: a key written before (or repeated in
 * `inputs`: the first one counts) writes nothing. One statement: the keys first
 * (`inbox_message_keys`, not partitioned, unique whatever the month), then the messages of the
 * keys that were new, under the ids and times the keys took.
 */
async function insertMessages(
  db: DbOrTx,
  inputs: readonly MessageInput[],
  texts: readonly { title: string; content: string }[],
): Promise<void> {
  await db.execute(sql`
    with input as (
      select distinct on (member_id, event_key) *
        from unnest(${columnsOf(inputs, [
          [(i) => i.merchantId, 'int'],
          [(i) => i.memberId, 'int'],
          [(i) => i.type, 'text'],
          [(_, n) => texts[n]!.title, 'text'],
          [(_, n) => texts[n]!.content, 'text'],
          [(i) => i.eventKey, 'text'],
          [(i) => new Date(i.now).toISOString(), 'timestamptz'],
        ])}) with ordinality
          as i(merchant_id, member_id, type, title, content, event_key, created_at, n)
       order by member_id, event_key, n
    ), keyed as (
      insert into inbox_message_keys (member_id, event_key, message_id, created_at)
      select member_id, event_key, nextval('inbox_messages_id_seq'), created_at
        from input order by n
      on conflict do nothing
      returning member_id, event_key, message_id
    )
    insert into inbox_messages (id, merchant_id, member_id, type, title, content, event_key, created_at)
    select k.message_id, i.merchant_id, i.member_id, i.type, i.title, i.content, i.event_key,
           i.created_at
      from keyed k join input i using (member_id, event_key)`);
}

/** Writes one message per event (a repeated event key writes nothing). */
export async function writeMessage(db: DbOrTx, input: MessageInput): Promise<void> {
  await insertMessages(db, [input], await textsOf(db, [input]));
  await emitMemberEvents(db, told([input]));
}

/** Writes many messages with one statement (a repeated event key writes nothing). */
export async function writeMessages(db: DbOrTx, inputs: readonly MessageInput[]): Promise<void> {
  if (inputs.length === 0) return;
  await insertMessages(db, inputs, await textsOf(db, inputs));
  await emitMemberEvents(db, told(inputs));
}

/**
 * The inbox shows the messages of the last year (`inbox_messages` is partitioned by month). Its
 * counts per month and its unread count read that year's months; a page then reads only the
 * months its rows are in (the first page of a member with a few messages this month: this
 * month). A message read by id (opened, marked read) finds its time in `inbox_message_keys`
 * first, so it reads one month, whatever its age.
 */
export const INBOX_DAYS = 365;
/** A message just written on another replica may be dated a little ahead of this one's clock. */
const CLOCK_MARGIN_MS = 60 * 60_000;

/** The inbox's year, as a condition on `inbox_messages`. */
const shown = (memberId: number, now: number): SQL =>
  sql`member_id = ${memberId} and created_at >= ${at(now - INBOX_DAYS * 86_400_000)}
      and created_at < ${at(now + CLOCK_MARGIN_MS)}`;

type MessageRow = {
  id: number;
  type: string;
  title: string;
  content: string;
  read_at: string | null;
  created_at: string;
};

const messageColumns = sql`id, type, title, content, ${iso(sql`read_at`)} as read_at,
  ${iso(sql`created_at`)} as created_at`;

const toWire = (row: MessageRow): InboxMessage => ({
  id: Number(row.id),
  type: row.type as InboxMessage['type'],
  title: row.title,
  content: row.content,
  read: row.read_at !== null,
  createdAt: Date.parse(row.created_at),
});

const countOf = async (db: DbOrTx, query: SQL) =>
  Number((await db.execute<{ n: string | number }>(query)).rows[0]?.n ?? 0);

export function unreadCount(db: DbOrTx, memberId: number, now: number): Promise<number> {
  return countOf(
    db,
    sql`select count(*) as n from inbox_messages where ${shown(memberId, now)} and read_at is null`,
  );
}

/** How many messages the member has in each UTC month (a partition each), newest first. */
async function monthCounts(db: DbOrTx, memberId: number, now: number) {
  const { rows } = await db.execute<{ month: string; n: string | number }>(sql`
    select to_char(created_at at time zone 'UTC', 'YYYY-MM') as month, count(*) as n
      from inbox_messages where ${shown(memberId, now)}
     group by 1 order by 1 desc`);
  return rows.map((r) => ({ month: r.month, n: Number(r.n) }));
}

/** The first instant of a UTC month (`YYYY-MM`), `plus` months on. */
const monthStart = (month: string, plus = 0) => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return Date.UTC(year, number - 1 + plus, 1);
};

/**
 * The months a page's rows are in, from the counts per month: the stretch of time to read
 * (only those months' partitions) and the rows of it to skip; null for a page past the end.
 */
function pageSpan(
  months: readonly { month: string; n: number }[],
  page: { offset: number; limit: number },
  window: { from: number; to: number },
) {
  let before = 0;
  let span: { from: number; to: number; skip: number } | null = null;
  for (const { month, n } of months) {
    if (before + n > page.offset && before < page.offset + page.limit) {
      span ??= {
        from: 0,
        to: Math.min(window.to, monthStart(month, 1)),
        skip: page.offset - before,
      };
      span.from = Math.max(window.from, monthStart(month));
    }
    before += n;
  }
  return span;
}

export async function inboxPage(
  db: DbOrTx,
  memberId: number,
  paging: PageInput,
  now: number,
): Promise<InboxPage> {
  const months = await monthCounts(db, memberId, now);
  const total = months.reduce((sum, m) => sum + m.n, 0);
  const span = pageSpan(
    months,
    { offset: offsetOf(paging), limit: paging.size },
    { from: now - INBOX_DAYS * 86_400_000, to: now + CLOCK_MARGIN_MS },
  );
  const rows = span
    ? (
        await db.execute<MessageRow>(sql`
          select ${messageColumns} from inbox_messages
           where member_id = ${memberId} and created_at >= ${at(span.from)} and created_at < ${at(span.to)}
           order by created_at desc, id desc offset ${span.skip} limit ${paging.size}`)
      ).rows
    : [];
  return {
    ...pageOf(rows.map(toWire), total, paging),
    unreadCount: await unreadCount(db, memberId, now),
  };
}

/** The times (partition keys) of the member's messages among `ids`, from the key table. */
async function timesOf(db: DbOrTx, memberId: number, ids: readonly number[]) {
  const { rows } = await db.execute<{ id: number; at: string }>(sql`
    select message_id as id, created_at::text as at from inbox_message_keys
     where member_id = ${memberId} and message_id = any(${arrayOf(ids, 'int')})`);
  return rows;
}

/** The member's messages among `ids` at their times: one month each. */
const byIds = (memberId: number, found: readonly { id: number; at: string }[]): SQL =>
  sql`member_id = ${memberId} and id = any(${arrayOf(
    found.map((f) => Number(f.id)),
    'int',
  )}) and created_at = any(${arrayOf(
    found.map((f) => f.at),
    'timestamptz',
  )})`;

export async function openMessage(
  db: Db,
  memberId: number,
  id: number,
  now: number,
): Promise<InboxMessage> {
  const found = await timesOf(db, memberId, [id]);
  if (found.length === 0) throw notFound('No such message');
  await db.execute(sql`
    update inbox_messages set read_at = ${at(now)} where ${byIds(memberId, found)} and read_at is null`);
  const { rows } = await db.execute<MessageRow>(
    sql`select ${messageColumns} from inbox_messages where ${byIds(memberId, found)}`,
  );
  if (!rows[0]) throw notFound('No such message');
  return toWire(rows[0]);
}

/** Marks the given messages (all when `ids` is null) read; answers the unread count. */
export async function markRead(
  db: Db,
  memberId: number,
  ids: number[] | null,
  now: number,
): Promise<number> {
  if (ids === null) {
    await db.execute(sql`
      update inbox_messages set read_at = ${at(now)} where ${shown(memberId, now)} and read_at is null`);
  } else {
    const found = ids.length > 0 ? await timesOf(db, memberId, ids) : [];
    if (found.length > 0)
      await db.execute(sql`
        update inbox_messages set read_at = ${at(now)} where ${byIds(memberId, found)} and read_at is null`);
  }
  return unreadCount(db, memberId, now);
}
