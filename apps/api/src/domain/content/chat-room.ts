// The chat room: members post short plain-text messages (rate-limited per member, counted
// in the database so replicas agree); everyone reads. New messages reach open streams
// through a per-process hub, which also polls the database so messages written by other
// replicas arrive too.
import { EventEmitter } from 'node:events';
import { and, asc, count, desc, eq, gt } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import { chatMessages } from '../../db/schema/player-content';
import type { Member } from '../sessions';
import { AppError } from '../kernel';

export type ChatMessage = components['schemas']['ChatMessage'];

export const CHAT_MAX_LENGTH = 200;
/** A chat stream ends after this long; clients reconnect with `after`. */
export const CHAT_STREAM_MS = 25_000;
export const CHAT_RATE = { max: 3, windowMs: 10_000 };
const POLL_MS = 2_000;

type Row = typeof chatMessages.$inferSelect;
const toMessage = (row: Row): ChatMessage => ({
  id: String(row.id),
  nickname: row.nickname,
  content: row.content,
  createdAt: row.createdAt.getTime(),
});

/** Shown instead of the account name: the nickname, or the account masked. */
export function chatName(member: Pick<Member, 'nickname' | 'username'>): string {
  if (member.nickname) return member.nickname;
  const u = member.username;
  return u.length <= 3 ? `${u[0] ?? ''}**` : `${u.slice(0, 2)}***${u.slice(-1)}`;
}

export async function latestMessages(
  db: Db,
  merchantId: number,
  after: string | undefined,
  limit: number,
): Promise<ChatMessage[]> {
  if (after !== undefined) {
    const rows = await db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.merchantId, merchantId), gt(chatMessages.id, Number(after))))
      .orderBy(asc(chatMessages.id))
      .limit(limit);
    return rows.map(toMessage);
  }
  const rows = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.merchantId, merchantId))
    .orderBy(desc(chatMessages.id))
    .limit(limit);
  return rows.reverse().map(toMessage);
}

export async function postMessage(
  db: Db,
  member: Member,
  text: string,
  now: number,
): Promise<ChatMessage> {
  const content = text.trim();
  if (content.length === 0 || [...content].length > CHAT_MAX_LENGTH) {
    throw new AppError(
      400,
      'chat.content.invalid',
      `Messages are 1 to ${CHAT_MAX_LENGTH} characters`,
      {
        maxLength: CHAT_MAX_LENGTH,
      },
    );
  }
  const [recent] = await db
    .select({ n: count() })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.memberId, member.id),
        gt(chatMessages.createdAt, new Date(now - CHAT_RATE.windowMs)),
      ),
    );
  if ((recent?.n ?? 0) >= CHAT_RATE.max) {
    throw new AppError(
      429,
      'too.many.requests',
      'You are sending messages too fast; wait a few seconds',
    );
  }
  const [row] = await db
    .insert(chatMessages)
    .values({
      merchantId: member.merchantId,
      memberId: member.id,
      nickname: chatName(member),
      content,
      createdAt: new Date(now),
    })
    .returning();
  if (!row) throw new Error('chat insert returned nothing');
  const message = toMessage(row);
  chatHub(db).publish(member.merchantId, message);
  return message;
}

type Listener = (message: ChatMessage) => void;

/** Fan-out of new messages to the streams open in this process. */
export class ChatHub {
  private readonly emitter = new EventEmitter();
  private readonly lastId = new Map<number, number>();
  private readonly counts = new Map<number, number>();
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly db: Db) {
    this.emitter.setMaxListeners(0);
  }

  publish(merchantId: number, message: ChatMessage): void {
    const id = Number(message.id);
    if (id <= (this.lastId.get(merchantId) ?? 0)) return;
    this.lastId.set(merchantId, id);
    this.emitter.emit(String(merchantId), message);
  }

  subscribe(merchantId: number, listener: Listener, lastSeen: number): () => void {
    const key = String(merchantId);
    this.emitter.on(key, listener);
    this.counts.set(merchantId, (this.counts.get(merchantId) ?? 0) + 1);
    if (!this.lastId.has(merchantId)) this.lastId.set(merchantId, lastSeen);
    this.timer ??= setInterval(() => void this.poll(), POLL_MS);
    this.timer.unref();
    return () => {
      this.emitter.off(key, listener);
      const left = (this.counts.get(merchantId) ?? 1) - 1;
      if (left > 0) this.counts.set(merchantId, left);
      else {
        this.counts.delete(merchantId);
        this.lastId.delete(merchantId);
      }
      if (this.counts.size === 0 && this.timer) {
        clearInterval(this.timer);
        this.timer = null;
      }
    };
  }

  /** Picks up messages other replicas stored. */
  private async poll(): Promise<void> {
    for (const merchantId of this.counts.keys()) {
      try {
        const after = String(this.lastId.get(merchantId) ?? 0);
        for (const message of await latestMessages(this.db, merchantId, after, 100)) {
          this.publish(merchantId, message);
        }
      } catch {
        // the next tick tries again
      }
    }
  }
}

const hubs = new WeakMap<Db, ChatHub>();

export function chatHub(db: Db): ChatHub {
  let hub = hubs.get(db);
  if (!hub) {
    hub = new ChatHub(db);
    hubs.set(db, hub);
  }
  return hub;
}
