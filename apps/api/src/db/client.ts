// Opens the database: embedded PGlite by default, PostgreSQL (node-postgres) when a URL is
// given. Both are used through the same drizzle PgDatabase API.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { primaryReader, type Reader, replicaReader } from './reader';

/** What both drivers return from `execute`: at least the rows. */
export interface RowsResultHKT extends PgQueryResultHKT {
  readonly type: RowsResult<this['row']>;
}
interface RowsResult<R> {
  rows: R[];
}

/** Drizzle over PGlite or node-postgres, typed by what the two have in common. */
export type Db = PgDatabase<RowsResultHKT>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Runs `select 1`; throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Runs `fn` on one connection held for its whole duration (session-level advisory locks,
   * temporary tables). PGlite has only one connection: `fn` gets the database itself.
   */
  dedicated<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  /** Where read-only queries chosen by their call site run (src/db/reader.ts). */
  reader: Reader;
  /**
   * The underlying client, for the migrator and the event hub's LISTEN: on PostgreSQL the
   * pool of direct connections (session state allowed), never the transaction pooler's.
   */
  raw: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool };
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when absent PGlite is used. */
  url?: string | undefined;
  /** PGlite data directory, or `memory://` for an in-memory database. */
  pgliteDir?: string | undefined;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
  /**
   * A direct connection string to the primary when `url` goes through a transaction-mode
   * pooler (PgBouncer): session work (LISTEN, session advisory locks, the migrations' lock)
   * uses it, and statements sent through the pooler are never named (prepared per
   * connection, they would meet a server connection that does not know them).
   */
  directUrl?: string | undefined;
  /** A streaming replica for the reads that may go there (src/db/reader.ts). */
  replicaUrl?: string | undefined;
  /** Largest replica lag (ms) at which shared reads still go there. */
  replicaMaxLagMs?: number | undefined;
  /** Where the replica's outages are told. */
  warn?: (message: string) => void;
  /** PGlite only: start from this data directory dump (`dumpDataDir`) instead of initdb. */
  pgliteDump?: Blob | undefined;
}

/**
 * Connections per process. A round holds its connection for the whole transaction (about
 * eight statements), so 20 concurrent players need about 20 connections to avoid queueing in
 * the pool; PostgreSQL's default of 100 connections leaves room for four replicas.
 */
const DEFAULT_POOL_SIZE = 20;
/** Direct connections beside a transaction pooler: LISTEN, one settlement lock, migrations. */
const SESSION_POOL_SIZE = 3;

function openPool(connectionString: string, max: number, pooled: boolean): pg.Pool {
  const pool = new pg.Pool({ connectionString, max });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on the next query.
  });
  pool.on('connect', (client) => {
    // A client in use whose connection is killed emits 'error' besides failing its query;
    // without a listener that would crash the process. The query's own error is handled.
    client.on('error', () => undefined);
    if (pooled) sendUnnamed(client);
  });
  return pool;
}

/**
 * Behind a transaction-mode pooler, consecutive transactions of one client may run on
 * different server connections, so a statement prepared by name on one is unknown on the
 * next (PgBouncer before 1.21 has no protocol-level support for them). The few statements
 * drizzle prepares by name (src/db/prepared.ts) are sent unnamed instead: still parsed with
 * their parameters, not kept.
 */
function sendUnnamed(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (
    config: unknown,
    ...rest: unknown[]
  ) => {
    if (
      typeof config === 'object' &&
      config !== null &&
      'name' in config &&
      (config as { name?: unknown }).name &&
      typeof (config as { submit?: unknown }).submit !== 'function'
    ) {
      return query({ ...config, name: undefined }, ...rest);
    }
    return query(config, ...rest);
  };
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.url) {
    const pooled = Boolean(options.directUrl) && options.directUrl !== options.url;
    const pool = openPool(options.url, options.maxConnections ?? DEFAULT_POOL_SIZE, pooled);
    // Session work needs few connections: the event hub's LISTEN, a settlement's lock, the
    // migrations.
    const direct = pooled
      ? openPool(options.directUrl ?? options.url, SESSION_POOL_SIZE, false)
      : pool;
    const db = drizzlePg({ client: pool }) as unknown as Db;
    const replicaPool = options.replicaUrl
      ? openPool(options.replicaUrl, options.maxConnections ?? DEFAULT_POOL_SIZE, false)
      : null;
    const replica = replicaPool
      ? replicaReader({
          primary: db,
          replica: drizzlePg({ client: replicaPool }) as unknown as Db,
          ...(options.replicaMaxLagMs !== undefined ? { maxLagMs: options.replicaMaxLagMs } : {}),
          ...(options.warn ? { warn: options.warn } : {}),
        })
      : null;
    return {
      db,
      kind: 'postgres',
      raw: { kind: 'postgres', pool: direct },
      reader: replica ?? primaryReader(db),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      async dedicated(fn) {
        const client = await direct.connect();
        let broken = false;
        try {
          return await fn(drizzlePg({ client }) as unknown as Db);
        } catch (error) {
          broken = true;
          throw error;
        } finally {
          // A failed connection (or one that may still hold session state) is not reused.
          client.release(broken);
        }
      },
      close: async () => {
        replica?.close();
        await Promise.all([pool.end(), direct === pool ? null : direct.end(), replicaPool?.end()]);
      },
    };
  }
  const dir = options.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const client = options.pgliteDump
    ? await PGlite.create({ dataDir: dir, loadDataDir: options.pgliteDump })
    : await PGlite.create(dir);
  const db = drizzlePglite({ client }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    raw: { kind: 'pglite', client },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    dedicated: (fn) => fn(db),
    reader: primaryReader(db),
    close: () => client.close(),
  };
}
