// In-memory copies of configuration reads (merchants, settings, modules, register rules, the
// game catalogue, IP-to-country), one cache per database handle. Writers in this process
// call `invalidate()`; writes from other replicas advance the `config_version` sequence
// (triggers in drizzle/0006_config_version.sql), which every cache compares at most once per
// CHECK_EVERY_MS, so replicas converge within a second or two without a query per request.
import { sql } from 'drizzle-orm';
import { setBounded } from '../bounded-map';
import type { Db } from './client';

const CHECK_EVERY_MS = 1_000;
/** Entries per cache; the oldest is dropped beyond this (game list pages, IPs). */
const MAX_ENTRIES = 5_000;

export interface ConfigCache {
  /**
   * The cached value of `key`, loading it (once, however many ask at the same time). `load`
   * may return a drizzle query as it is: the cache keeps the promise of its one execution.
   */
  get<T>(key: string, load: () => PromiseLike<T>): Promise<T>;
  /**
   * The value of `key` when it is already loaded and no version check is due, without a
   * promise (the hooks every request runs read the merchant and its modules this way);
   * undefined otherwise, when the caller goes through `get`. A load that resolved to
   * undefined is never seen here.
   */
  peek<T>(key: string): T | undefined;
  /** Drops every entry (after a write in this process). */
  invalidate(): void;
}

const caches = new WeakMap<Db, ConfigCache>();

export function configCache(db: Db): ConfigCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = createConfigCache(db);
    caches.set(db, cache);
  }
  return cache;
}

async function readVersion(db: Db): Promise<string> {
  const result = await db.execute<{ v: string }>(
    sql`select last_value::text || ':' || is_called::text as v from config_version`,
  );
  return result.rows[0]?.v ?? '';
}

function createConfigCache(db: Db): ConfigCache {
  let entries = new Map<string, Promise<unknown>>();
  // The resolved values of `entries`' promises, dropped with them.
  let settled = new Map<string, unknown>();
  let version: string | null = null;
  let checkedAt = 0;
  let checking: Promise<void> | null = null;

  const invalidate = () => {
    entries = new Map();
    settled = new Map();
  };

  async function check(): Promise<void> {
    const next = await readVersion(db);
    if (next !== version) {
      if (version !== null) invalidate();
      version = next;
    }
  }

  function fresh(): Promise<void> | null {
    const now = Date.now();
    if (now - checkedAt < CHECK_EVERY_MS) return null;
    if (!checking) {
      checking = check().finally(() => {
        checkedAt = Date.now();
        checking = null;
      });
    }
    return checking;
  }

  /** The entry of `key`, loading it when there is none. */
  function entry<T>(key: string, load: () => PromiseLike<T>): Promise<T> {
    const hit = entries.get(key);
    if (hit) return hit as Promise<T>;
    const map = entries;
    const values = settled;
    // A drizzle query is a thenable that runs again each time it is awaited: kept as it is,
    // every hit would query the database. Promise.resolve runs it once and keeps the result.
    let value: Promise<T>;
    try {
      value = Promise.resolve(load());
    } catch (error) {
      value = Promise.reject(error as Error);
    }
    const evicted = setBounded(map, key, value, MAX_ENTRIES);
    if (evicted !== undefined) values.delete(evicted);
    value.then(
      (loaded) => {
        // Still the entry (not dropped by invalidate() or evicted meanwhile).
        if (map.get(key) === value) values.set(key, loaded);
      },
      // A failed load is not kept: the next caller tries again.
      () => {
        if (map.get(key) === value) map.delete(key);
      },
    );
    return value;
  }

  return {
    // Not an async function: a hit hands out the kept promise itself (no promise wrapped
    // around it, no extra turns), and so does a miss once the version is known.
    get<T>(key: string, load: () => PromiseLike<T>): Promise<T> {
      const pending = fresh();
      return pending ? pending.then(() => entry(key, load)) : entry(key, load);
    },
    peek<T>(key: string): T | undefined {
      if (checking || Date.now() - checkedAt >= CHECK_EVERY_MS) return undefined;
      return settled.get(key) as T | undefined;
    },
    invalidate,
  };
}
