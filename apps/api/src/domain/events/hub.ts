// The event hub of one process: it LISTENs on the events channel (one connection of its own on
// PostgreSQL; PGlite's own listen in a single process) and hands each committed event to the
// streams of its member open in this process. Every replica has its hub and hears every
// commit, whichever replica made it. When the PostgreSQL connection drops, the hub reconnects
// and asks each stream to read back what it may have missed (`resync`).
import pg from 'pg';
import type { Database } from '../../db/client';
import { decodeNotice, type EventNotice, EVENTS_CHANNEL } from './topics';

interface EventListener {
  onEvent(notice: EventNotice): void;
  /** Notifications may have been missed: read back from the last event sent. */
  onResync(): void;
}

const RECONNECT_MS = 1000;

class EventHub {
  private readonly listeners = new Map<number, Set<EventListener>>();
  private started: Promise<void> | null = null;
  private stopListening: (() => Promise<void>) | null = null;
  private closed = false;

  constructor(private readonly database: Database) {}

  /** Delivers the member's events to `listener` from when the returned promise resolves. */
  async subscribe(memberId: number, listener: EventListener): Promise<() => void> {
    let set = this.listeners.get(memberId);
    if (!set) {
      set = new Set();
      this.listeners.set(memberId, set);
    }
    set.add(listener);
    const unsubscribe = () => {
      const current = this.listeners.get(memberId);
      current?.delete(listener);
      if (current?.size === 0) this.listeners.delete(memberId);
    };
    try {
      await this.start();
    } catch (error) {
      unsubscribe();
      throw error;
    }
    return unsubscribe;
  }

  /** Streams open in this process (for tests and metrics). */
  get size(): number {
    let n = 0;
    for (const set of this.listeners.values()) n += set.size;
    return n;
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.started?.catch(() => undefined);
    await this.stopListening?.().catch(() => undefined);
    this.stopListening = null;
  }

  private dispatch = (payload: string): void => {
    const notice = decodeNotice(payload);
    if (!notice) return;
    for (const listener of this.listeners.get(notice.memberId) ?? []) listener.onEvent(notice);
  };

  private resync(): void {
    for (const set of this.listeners.values()) for (const l of set) l.onResync();
  }

  private start(): Promise<void> {
    this.started ??= this.listen().catch((error: unknown) => {
      this.started = null;
      throw error;
    });
    return this.started;
  }

  private async listen(): Promise<void> {
    if (this.closed) throw new Error('the event hub is closed');
    const raw = this.database.raw;
    if (raw.kind === 'pglite') {
      this.stopListening = await raw.client.listen(EVENTS_CHANNEL, this.dispatch);
      return;
    }
    const client = new pg.Client(raw.pool.options);
    const lost = () => {
      if (this.stopListening !== stop) return;
      this.stopListening = null;
      client.removeAllListeners('notification');
      void client.end().catch(() => undefined);
      if (this.closed) return;
      setTimeout(() => void this.reconnect(), RECONNECT_MS).unref();
    };
    const stop = async () => {
      client.removeAllListeners('notification');
      await client.end();
    };
    client.on('notification', (m) => {
      if (m.channel === EVENTS_CHANNEL && m.payload) this.dispatch(m.payload);
    });
    client.on('error', lost);
    client.on('end', lost);
    await client.connect();
    await client.query(`listen ${EVENTS_CHANNEL}`);
    this.stopListening = stop;
  }

  private async reconnect(): Promise<void> {
    if (this.closed || this.stopListening) return;
    try {
      await this.listen();
      this.resync();
    } catch {
      if (!this.closed) setTimeout(() => void this.reconnect(), RECONNECT_MS).unref();
    }
  }
}

const hubs = new WeakMap<Database, EventHub>();

/** The hub of this process for `database`. */
export function eventHub(database: Database): EventHub {
  let hub = hubs.get(database);
  if (!hub) {
    hub = new EventHub(database);
    hubs.set(database, hub);
  }
  return hub;
}

/** Stops listening (the app closes). */
export async function closeEventHub(database: Database): Promise<void> {
  await hubs.get(database)?.close();
  hubs.delete(database);
}
