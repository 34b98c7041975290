// Which database the server and the seed command open: PostgreSQL at DATABASE_URL; PGlite in
// PGLITE_DIR (`memory://` for a throw-away one, as the end-to-end tests use); otherwise the
// embedded PostgreSQL in apps/api/.data/postgres, or PGlite in apps/api/.data/pglite when this
// platform has no embedded binaries. A server that fails to start (another one on the same
// data directory) is an error, not a reason to switch databases.
import type { Env } from '../env';
import { defaultEmbeddedPostgresDir, defaultPgliteDir } from '../paths';
import { type Database, openDatabase } from './client';
import { EmbeddedPostgresUnavailable, startEmbeddedPostgres } from './embedded-postgres';

export interface DefaultDatabaseOptions {
  url: string | undefined;
  /** With `url`: the direct URL, the replica and the pool size (env.ts `database`). */
  postgres?: Env['database'];
  pgliteDir: string | undefined;
  embeddedDir: string;
  fallbackPgliteDir: string;
  warn: (message: string) => void;
  /** Notes that are not problems (where the embedded server keeps its data). */
  info?: (message: string) => void;
}

export interface OpenedDatabase {
  database: Database;
  /** `embedded-postgres` when the embedded server was started. */
  source: 'url' | 'pglite' | 'embedded-postgres';
  /** Closes the database (and stops the embedded server). */
  close(): Promise<void>;
}

export async function openDefaultDatabase(
  options: DefaultDatabaseOptions,
): Promise<OpenedDatabase> {
  if (options.url || options.pgliteDir) {
    const extra = options.url ? options.postgres : undefined;
    const database = await openDatabase({
      url: options.url,
      pgliteDir: options.pgliteDir,
      directUrl: extra?.directUrl,
      replicaUrl: extra?.replicaUrl,
      replicaMaxLagMs: extra?.replicaMaxLagMs,
      ...(extra?.poolSize ? { maxConnections: extra.poolSize } : {}),
      warn: options.warn,
    });
    return { database, source: options.url ? 'url' : 'pglite', close: () => database.close() };
  }
  let server;
  try {
    server = await startEmbeddedPostgres(options.embeddedDir, {
      ...(options.info ? { info: options.info } : {}),
    });
  } catch (error) {
    if (!(error instanceof EmbeddedPostgresUnavailable)) throw error;
    options.warn(
      `embedded PostgreSQL unavailable (${error instanceof Error ? error.message : String(error)}); using PGlite in ${options.fallbackPgliteDir}`,
    );
    const database = await openDatabase({ pgliteDir: options.fallbackPgliteDir });
    return { database, source: 'pglite', close: () => database.close() };
  }
  const embedded = server;
  const database = await openDatabase({ url: embedded.url });
  return {
    database,
    source: 'embedded-postgres',
    close: async () => {
      await database.close();
      await embedded.stop();
    },
  };
}

/**
 * The database the environment names (DATABASE_URL, PGLITE_DIR, EMBEDDED_PG_DIR) with the
 * app's own directories as the defaults; warnings go to stderr. The server and the command-line
 * tools open theirs this way.
 */
export function openConfiguredDatabase(
  env: Pick<Env, 'databaseUrl' | 'pgliteDir' | 'embeddedPgDir'> & Partial<Pick<Env, 'database'>>,
): Promise<OpenedDatabase> {
  return openDefaultDatabase({
    url: env.databaseUrl,
    ...(env.database ? { postgres: env.database } : {}),
    pgliteDir: env.pgliteDir,
    embeddedDir: env.embeddedPgDir ?? defaultEmbeddedPostgresDir(),
    fallbackPgliteDir: defaultPgliteDir(),
    warn: (message) => process.stderr.write(`${message}\n`),
    info: (message) => process.stdout.write(`${message}\n`),
  });
}
