// Opens the database: embedded PGlite by default, PostgreSQL (node-postgres) when a URL is
// given. Both are used through the same drizzle PgDatabase API.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';

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
  /** The underlying client, for the migrator. */
  raw: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool };
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when absent PGlite is used. */
  url?: string | undefined;
  /** PGlite data directory, or `memory://` for an in-memory database. */
  pgliteDir?: string | undefined;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
  /** PGlite only: start from this data directory dump (`dumpDataDir`) instead of initdb. */
  pgliteDump?: Blob | undefined;
}

/**
 * Connections per process. A round holds its connection for the whole transaction (about
 * eight statements), so 20 concurrent players need about 20 connections to avoid queueing in
 * the pool; PostgreSQL's default of 100 connections leaves room for four replicas.
 */
const DEFAULT_POOL_SIZE = 20;

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.maxConnections ?? DEFAULT_POOL_SIZE,
    });
    pool.on('error', () => {
      // An idle client lost its connection; the pool replaces it on the next query.
    });
    pool.on('connect', (client) => {
      // A client in use whose connection is killed emits 'error' besides failing its query;
      // without a listener that would crash the process. The query's own error is handled.
      client.on('error', () => undefined);
    });
    const db = drizzlePg({ client: pool }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      raw: { kind: 'postgres', pool },
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      async dedicated(fn) {
        const client = await pool.connect();
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
      close: () => pool.end(),
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
    close: () => client.close(),
  };
}
