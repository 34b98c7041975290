// The signed-in lookup of this process, kept in memory: a session token's session row and its
// member, as one statement reads them. Balances are never kept: the balance call reads them
// fresh with the session (resolveSessionWithWallets).
//
// A copy is never served when it may be stale:
//  - Other processes and tools: every change to a member, their sessions or their member
//    accounts announces the member on the `member_cache` channel at commit (triggers,
//    drizzle/0042_member_cache.sql); this process LISTENs and drops that member's copies. A
//    load that was under way when its member was announced is not kept. The bound is the time
//    PostgreSQL takes to hand a committed NOTIFY to the listening connection (milliseconds).
//  - This process's own writes: while any write request (not GET or HEAD) is under way, and
//    after one ends until a fence (a NOTIFY of our own, sent after it, come back on the
//    listening connection, so every announcement committed before it has been applied), reads
//    go to the database and nothing is kept. A member's money call, sign-out or an operator's
//    lock answered by this process is therefore seen by the very next request.
//  - Without a listening connection (not yet open, or lost) nothing is served from memory;
//    when it is open again every copy is dropped (announcements may have been missed).
// Background jobs of this process write like another replica does (bounded as above).
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database, Db } from '../../db/client';

const MEMBER_CACHE_CHANNEL = 'member_cache';
const RECONNECT_MS = 1000;
/** A fence that has not come back by then is given up (the next read sends another). */
const FENCE_TIMEOUT_MS = 5000;
const MAX_ENTRIES = 50_000;

interface Entry<T> {
  memberId: number;
  value: T;
}

class SessionCache<T> {
  private entries = new Map<string, Entry<T>>();
  private byMember = new Map<number, Set<string>>();
  /** Bumped by every announcement and every drop. */
  private generation = 0;
  /** The generation at which each member was last announced, while loads are under way. */
  private announcedAt = new Map<number, number>();
  /** The generation of the last drop of everything. */
  private clearedAt = 0;
  private loads = 0;
  private listening = false;
  private writes = 0;
  /** Write requests ended; `fenced`: how many of them a returned fence covers. */
  private writesEnded = 0;
  private fenced = 0;
  private fencing = false;
  private fenceSeq = 0;
  private readonly fenceWaiters = new Map<string, () => void>();
  private stopListening: (() => Promise<void>) | null = null;
  private closed = false;

  constructor(private readonly database: Database) {}

  /** Whether a copy may be served and kept now. */
  private usable(): boolean {
    return this.listening && this.writes === 0 && this.fenced === this.writesEnded;
  }

  /** The value for `key`: from memory when it may be, else loaded (and kept when it may be). */
  async lookup(
    key: string,
    load: () => Promise<Entry<T> | undefined>,
  ): Promise<Entry<T> | undefined> {
    if (this.usable()) {
      const hit = this.entries.get(key);
      if (hit) return hit;
    } else {
      this.startFence();
    }
    const generation = this.generation;
    const writesEnded = this.writesEnded;
    this.loads++;
    let entry: Entry<T> | undefined;
    try {
      entry = await load();
    } finally {
      this.loads--;
    }
    if (
      entry &&
      this.usable() &&
      this.writesEnded === writesEnded &&
      this.clearedAt <= generation &&
      (this.announcedAt.get(entry.memberId) ?? 0) <= generation
    ) {
      this.keep(key, entry);
    }
    if (this.loads === 0) this.announcedAt.clear();
    return entry;
  }

  private keep(key: string, entry: Entry<T>): void {
    if (this.entries.size >= MAX_ENTRIES) this.dropAll();
    this.entries.set(key, entry);
    let keys = this.byMember.get(entry.memberId);
    if (!keys) {
      keys = new Set();
      this.byMember.set(entry.memberId, keys);
    }
    keys.add(key);
  }

  /** Drops the member's copies (an announcement, or a change this process just made). */
  dropMember(memberId: number): void {
    this.generation++;
    if (this.loads > 0) this.announcedAt.set(memberId, this.generation);
    const keys = this.byMember.get(memberId);
    if (!keys) return;
    for (const key of keys) this.entries.delete(key);
    this.byMember.delete(memberId);
  }

  private dropAll(): void {
    this.generation++;
    this.clearedAt = this.generation;
    this.entries = new Map();
    this.byMember = new Map();
  }

  /** A write request started in this process. */
  writeStarted(): void {
    this.writes++;
  }

  /** ...and ended (its answer sent, its transaction committed or rolled back). */
  writeEnded(): void {
    this.writes--;
    this.writesEnded++;
  }

  /** Copies held (tests). */
  get size(): number {
    return this.entries.size;
  }

  /**
   * Sends a NOTIFY on the channel after every write that ended so far; when it comes back,
   * every announcement committed before those writes ended has been applied.
   */
  private startFence(): void {
    if (this.fencing || !this.listening || this.closed) return;
    if (this.fenced === this.writesEnded) return;
    this.fencing = true;
    const covers = this.writesEnded;
    const payload = `fence:${++this.fenceSeq}`;
    const back = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => {
        this.fenceWaiters.delete(payload);
        resolve(false);
      }, FENCE_TIMEOUT_MS);
      timer.unref();
      this.fenceWaiters.set(payload, () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    const generation = this.generation;
    void this.database.db
      .execute(sql`select pg_notify(${MEMBER_CACHE_CHANNEL}, ${payload})`)
      .then(() => back)
      .then(
        (returned) => {
          // A reconnection in between may have missed announcements: only a fence sent and
          // returned on one listening connection counts.
          if (returned && this.clearedAt <= generation) this.fenced = covers;
        },
        () => undefined,
      )
      .finally(() => {
        this.fenceWaiters.delete(payload);
        this.fencing = false;
      });
  }

  private onNotice = (payload: string): void => {
    if (payload.startsWith('fence:')) {
      this.fenceWaiters.get(payload)?.();
      return;
    }
    const memberId = Number(payload);
    if (Number.isInteger(memberId)) this.dropMember(memberId);
  };

  /** Starts listening; copies are served once it listens. */
  async start(): Promise<void> {
    try {
      await this.listen();
    } catch {
      this.scheduleReconnect();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listening = false;
    this.dropAll();
    await this.stopListening?.().catch(() => undefined);
    this.stopListening = null;
  }

  private scheduleReconnect(): void {
    if (this.closed) return;
    setTimeout(() => void this.reconnect(), RECONNECT_MS).unref();
  }

  private async reconnect(): Promise<void> {
    if (this.closed || this.stopListening) return;
    try {
      await this.listen();
    } catch {
      this.scheduleReconnect();
    }
  }

  private async listen(): Promise<void> {
    if (this.closed) return;
    const raw = this.database.raw;
    if (raw.kind === 'pglite') {
      const unlisten = await raw.client.listen(MEMBER_CACHE_CHANNEL, this.onNotice);
      this.stopListening = async () => {
        this.listening = false;
        await unlisten();
      };
      this.dropAll();
      this.listening = true;
      return;
    }
    const client = new pg.Client(raw.pool.options);
    const stop = async () => {
      this.listening = false;
      client.removeAllListeners('notification');
      await client.end();
    };
    const lost = () => {
      if (this.stopListening !== stop) return;
      this.listening = false;
      this.stopListening = null;
      this.dropAll();
      client.removeAllListeners('notification');
      void client.end().catch(() => undefined);
      this.scheduleReconnect();
    };
    client.on('notification', (m) => {
      if (m.channel === MEMBER_CACHE_CHANNEL && m.payload) this.onNotice(m.payload);
    });
    client.on('error', lost);
    client.on('end', lost);
    await client.connect();
    await client.query(`listen ${MEMBER_CACHE_CHANNEL}`);
    this.stopListening = stop;
    // Announcements before this moment were not heard: start from nothing.
    this.dropAll();
    this.listening = true;
  }
}

const caches = new WeakMap<Db, SessionCache<unknown>>();

/** The cache of the database handle, when the app turned it on (plugins/session-cache.ts). */
export function sessionCacheOf<T>(db: Db): SessionCache<T> | undefined {
  return caches.get(db) as SessionCache<T> | undefined;
}

/** Turns the cache on for `database` (one per handle) and starts listening. */
export function openSessionCache(database: Database): SessionCache<unknown> {
  let cache = caches.get(database.db);
  if (!cache) {
    cache = new SessionCache(database);
    caches.set(database.db, cache);
    void cache.start();
  }
  return cache;
}

/** Turns it off again (the app closes). */
export async function closeSessionCache(database: Database): Promise<void> {
  const cache = caches.get(database.db);
  caches.delete(database.db);
  await cache?.close();
}
