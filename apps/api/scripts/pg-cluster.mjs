// A throw-away PostgreSQL cluster for tests: initdb in a temporary directory, started on
// a free loopback port with fsync off, stopped and deleted by stop(). initdb refuses to
// run as root, so as root the directory is handed to the `postgres` user and the server
// binaries run through `runuser -u postgres --`.
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';

const hasServer = (dir) =>
  existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl'));

/** The directory holding initdb and pg_ctl, or null. */
export function findPostgresBin() {
  try {
    const dir = execFileSync('pg_config', ['--bindir'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    if (dir && hasServer(dir)) return dir;
  } catch {
    // pg_config is not installed; look in Debian's layout below.
  }
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const dir = path.join(base, version, 'bin');
    if (hasServer(dir)) return dir;
  }
  return null;
}

function canListen(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

function ephemeralPort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const handedOut = new Set();

/**
 * A free loopback port: any one the system picks, or with BENCH_PORTS=<first>-<last> (on a
 * machine shared by several people, each with their own range) the first free port of that
 * range this process has not handed out yet.
 */
export async function freePort() {
  const range = process.env.BENCH_PORTS;
  if (!range) return ephemeralPort();
  const match = /^(\d+)(?:-(\d+))?$/.exec(range.trim());
  if (!match) throw new Error(`BENCH_PORTS must be <first>-<last>, not ${range}`);
  const first = Number(match[1]);
  const last = Number(match[2] ?? match[1]);
  for (let attempt = 0; attempt < 2; attempt++) {
    for (let port = first; port <= last; port++) {
      if (handedOut.has(port)) continue;
      if (await canListen(port)) {
        handedOut.add(port);
        return port;
      }
    }
    // Every port was handed out once: servers stopped since free theirs again.
    handedOut.clear();
  }
  throw new Error(`no free port in BENCH_PORTS=${range}`);
}

function userIds(name) {
  const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

/**
 * A streaming replica of `primary` (a cluster from startCluster): pg_basebackup -R (it
 * writes standby.signal and the primary's address), started hot standby on `port`. Its
 * stop() stops and deletes it; stopServer() stops it and keeps the directory.
 */
export async function startStandby(bin, primary, port = undefined) {
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'api-pg-standby-'));
  const data = path.join(dir, 'data');
  port ??= await freePort();
  const run = runner(bin, asRoot);
  let started = false;
  const stopServer = () => {
    if (!started) return;
    try {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // Already stopped.
    }
    started = false;
  };
  const stop = () => {
    stopServer();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    if (asRoot) {
      const { uid, gid } = userIds('postgres');
      chownSync(dir, uid, gid);
    }
    run('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primary.port),
      '-U',
      'app',
      '-D',
      data,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
    ]);
    // A hot standby needs at least the primary's max_connections.
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200 -c hot_standby=on`;
    run('pg_ctl', [
      '-D',
      data,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      '-t',
      '60',
      '-o',
      options,
      'start',
    ]);
    started = true;
    return { dir, port, url: `postgres://app@127.0.0.1:${port}/postgres`, stop, stopServer };
  } catch (error) {
    stop();
    throw error;
  }
}

/** Runs a server binary (as the `postgres` user when this process is root); its stdout. */
function runner(bin, asRoot) {
  return (tool, toolArgs) => {
    const command = asRoot ? 'runuser' : path.join(bin, tool);
    const fullArgs = asRoot
      ? ['-u', 'postgres', '--', path.join(bin, tool), ...toolArgs]
      : toolArgs;
    const result = spawnSync(command, fullArgs, { encoding: 'utf8' });
    if (result.status !== 0) {
      throw new Error(
        `${tool} failed: ${(result.stderr || result.stdout || String(result.error)).trim()}`,
      );
    }
    return result.stdout;
  };
}

/** `port`: listen there (default: a free one). */
export async function startCluster(bin, port = undefined) {
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'api-pg-'));
  const data = path.join(dir, 'data');
  port ??= await freePort();
  const run = runner(bin, asRoot);
  let started = false;
  const stop = () => {
    if (started) {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Already stopped; the directory is removed below either way.
      }
      started = false;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    if (asRoot) {
      const { uid, gid } = userIds('postgres');
      chownSync(dir, uid, gid);
    }
    run('initdb', ['-D', data, '-U', 'app', '--auth=trust', '-E', 'UTF8', '--no-locale']);
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
    run('pg_ctl', [
      '-D',
      data,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      '-t',
      '60',
      '-o',
      options,
      'start',
    ]);
    started = true;
    const version = /\(PostgreSQL\)\s+(\S+)/.exec(run('pg_ctl', ['--version']))?.[1] ?? 'unknown';
    // A restart as an operator does it (`pg_ctl restart`, fast: sessions are disconnected, open
    // transactions roll back), with the same options; returns once the server accepts again.
    // Asynchronous, so that the caller's own clients keep running meanwhile.
    const restart = (mode = 'fast') => {
      const toolArgs = [
        '-D',
        data,
        '-l',
        path.join(dir, 'server.log'),
        '-m',
        mode,
        '-w',
        '-t',
        '60',
        'restart',
      ];
      const [command, ...fullArgs] = asRoot
        ? ['runuser', '-u', 'postgres', '--', path.join(bin, 'pg_ctl'), ...toolArgs]
        : [path.join(bin, 'pg_ctl'), ...toolArgs];
      return new Promise((resolve, reject) => {
        execFile(command, fullArgs, { encoding: 'utf8' }, (error, stdout, stderr) =>
          error
            ? reject(
                new Error(`pg_ctl restart failed: ${(stderr || stdout || error.message).trim()}`),
              )
            : resolve(),
        );
      });
    };
    return { dir, port, version, url: `postgres://app@127.0.0.1:${port}/postgres`, stop, restart };
  } catch (error) {
    stop();
    throw error;
  }
}
