// The production topology on this machine: Debian's nginx running deploy/nginx/platform.conf
// (only the addresses and paths replaced) in front of two replicas of the built API
// (dist/main.js) on one throw-away PostgreSQL, reached through Debian's PgBouncer in
// transaction mode, with a streaming replica (pg_basebackup -R) for the reads that may go there:
// a report and records served by it, a member's own round read back at once, and the reads
// still answering from the primary while the replica lags (replay paused) or is down. Through it: both sites with brotli_static and
// gzip_static and the
// security headers, the platform paths round robin, a token from one replica used on the
// other, shared captcha and sign-in limits, a scheduled job's work done once, a replica
// killed in a burst of rounds losing nothing, a replica draining on SIGTERM, and the player
// and agent sites loaded in Chromium. Needs `pnpm build` first; run by `pnpm test` (step
// "production topology") and `pnpm --filter @platform/api test:topology`.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptPayload } from '@platform/api-client/crypto';
import { securityHeaders } from '@platform/vite-config';
import { findPostgresBin, startCluster, startStandby } from '../../scripts/pg-cluster.mjs';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const root = path.resolve(apiDir, '../..');
// Ports of this test (the hardening range): replicas, their metrics, nginx, PostgreSQL; or, with
// TOPOLOGY_PORTS=<first> (each person on a shared machine with their own range), the nine
// ports from <first> on.
const FIRST = Number(process.env.TOPOLOGY_PORTS) || 0;
const REPLICA_PORTS = FIRST ? [FIRST + 2, FIRST + 3] : [18181, 18182];
const METRICS_PORTS = FIRST ? [FIRST + 4, FIRST + 5] : [18183, 18184];
const PLAYER_PORT = FIRST || 14181;
const AGENT_PORT = FIRST ? FIRST + 1 : 14182;
const PG_PORT = FIRST ? FIRST + 6 : 18190;
const STANDBY_PORT = FIRST ? FIRST + 7 : 18191;
const PGBOUNCER_PORT = FIRST ? FIRST + 8 : 18192;
/**
 * Connections per API replica and pool here: PgBouncer multiplexes the two replicas' 20 onto
 * as many server connections (the measured production default is 20 per replica: README).
 */
const POOL_SIZE = 10;
/** Shared reads leave the replica once it lags more than this. */
const MAX_LAG_MS = 1000;
const PGBOUNCER = ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer'].find((p) => existsSync(p));
/** Debian's libnginx-mod-http-brotli-static, loaded as its modules-enabled file does. */
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const player = `http://127.0.0.1:${PLAYER_PORT}`;
const agent = `http://127.0.0.1:${AGENT_PORT}`;
const replicaUrl = (i: number) => `http://127.0.0.1:${REPLICA_PORTS[i]}`;

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
const CHROMIUM = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((p) => p && existsSync(p));

let cluster: Awaited<ReturnType<typeof startCluster>> | undefined;
let standby: Awaited<ReturnType<typeof startStandby>> | undefined;
let pgbouncer: ChildProcess | undefined;
let databaseUrl = '';
let standbyUrl = '';
let work = '';
let nginx: ChildProcess | undefined;
const replicas: (ChildProcess | undefined)[] = [];
/** Statuses /ready answered on the first replica while it started. */
const readySeen = new Set<number>();

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function startReplica(i: number): ChildProcess {
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: apiDir,
    env: {
      ...process.env,
      PORT: String(REPLICA_PORTS[i]),
      HOST: '127.0.0.1',
      // The one proxy: nginx on this host.
      TRUST_PROXY: '127.0.0.1',
      // Through PgBouncer (transaction mode); LISTEN and session locks directly on the primary.
      DATABASE_URL: `postgres://app@127.0.0.1:${PGBOUNCER_PORT}/platform`,
      DATABASE_DIRECT_URL: databaseUrl,
      DATABASE_REPLICA_URL: standbyUrl,
      DATABASE_REPLICA_MAX_LAG_MS: String(MAX_LAG_MS),
      DATABASE_POOL_SIZE: String(POOL_SIZE),
      PGLITE_DIR: '',
      SEED_DEMO_TEAM: '0',
      METRICS_PORT: String(METRICS_PORTS[i]),
      LOG_LEVEL: 'warn',
      DEV_FIXED_CAPTCHA: 'ABCD',
      RATE_LIMIT_MAX: '100000',
      SHUTDOWN_GRACE_MS: '20000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  replicas[i] = child;
  return child;
}

const asRoot = process.getuid?.() === 0;

/** Debian's PgBouncer in transaction mode in front of the primary (as `postgres` under root). */
async function startPgbouncer(): Promise<void> {
  const dir = path.join(work, 'pgbouncer');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'userlist.txt'), '"app" ""\n');
  writeFileSync(
    path.join(dir, 'pgbouncer.ini'),
    `[databases]
platform = host=127.0.0.1 port=${PG_PORT} dbname=platform
[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${PGBOUNCER_PORT}
unix_socket_dir =
auth_type = trust
auth_file = ${dir}/userlist.txt
admin_users = app
pool_mode = transaction
default_pool_size = ${2 * POOL_SIZE}
max_client_conn = 400
ignore_startup_parameters = extra_float_digits,options
pidfile = ${dir}/pgbouncer.pid
logfile = ${dir}/pgbouncer.log
`,
  );
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  const command = asRoot ? 'runuser' : PGBOUNCER!;
  const args = asRoot
    ? ['-u', 'postgres', '--', PGBOUNCER!, `${dir}/pgbouncer.ini`]
    : [`${dir}/pgbouncer.ini`];
  // Its log is in pgbouncer.log (kept while the test runs).
  pgbouncer = spawn(command, args, { stdio: 'ignore' });
  for (let i = 0; i < 100; i++) {
    const db = new pg.Client({
      connectionString: `postgres://app@127.0.0.1:${PGBOUNCER_PORT}/platform`,
    });
    const up = await db.connect().then(
      () => true,
      () => false,
    );
    await db.end().catch(() => undefined);
    if (up) return;
    await sleep(100);
  }
  throw new Error('PgBouncer did not accept connections');
}

/** Stops PgBouncer by its pid file (under root the child is runuser). */
function stopPgbouncer(): void {
  const pidFile = path.join(work, 'pgbouncer', 'pgbouncer.pid');
  if (existsSync(pidFile)) {
    const pid = Number(readFileSync(pidFile, 'utf8').trim());
    if (pid > 0) {
      try {
        process.kill(pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  }
  pgbouncer?.kill('SIGTERM');
}

async function waitReady(url: string, seen?: Set<number>, seconds = 90): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    const status = await fetch(`${url}/ready`).then(
      (r) => r.status,
      () => 0,
    );
    seen?.add(status);
    if (status === 200) return;
    await sleep(50);
  }
  throw new Error(`${url} not ready within ${seconds} s`);
}

/** The exit code once the process has ended (null when a signal ended it). */
const exited = (child: ChildProcess): Promise<number | null> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise((resolve) => child.once('exit', (code) => resolve(code)));

/** deploy/nginx/platform.conf with this test's addresses and paths. */
function nginxConfig(): string {
  const shipped = readFileSync(path.join(root, 'deploy/nginx/platform.conf'), 'utf8');
  const site = shipped
    .replace('server 127.0.0.1:8081', `server 127.0.0.1:${REPLICA_PORTS[0]}`)
    .replace('server 127.0.0.1:8082', `server 127.0.0.1:${REPLICA_PORTS[1]}`)
    .replace('listen 8080;', `listen 127.0.0.1:${PLAYER_PORT};`)
    .replace('listen 8090;', `listen 127.0.0.1:${AGENT_PORT};`)
    .replace('/srv/platform/player/dist', path.join(root, 'apps/player/dist'))
    .replace('/srv/platform/agent/dist', path.join(root, 'apps/agent/dist'));
  return `${asRoot ? 'user root;\n' : ''}load_module ${BROTLI_MODULE};
worker_processes 1;
daemon off;
pid ${work}/nginx.pid;
error_log ${work}/error.log warn;
events { worker_connections 512; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${work}/access.log;
  client_body_temp_path ${work}/body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
${site}
}
`;
}

interface Json {
  success: boolean;
  value: unknown;
  errorCode: string | null;
}

async function call(
  base: string,
  method: string,
  url: string,
  options: { token?: string; body?: unknown; cookie?: string } = {},
): Promise<{ status: number; json: Json; headers: Headers }> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      merchant: 'demo',
      ...(options.token ? { authorization: options.token } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  let json: Json;
  try {
    json = JSON.parse(text) as Json;
  } catch {
    json = { success: false, value: text, errorCode: null };
  }
  return { status: res.status, json, headers: res.headers };
}

/** An encrypted sign-in, as the apps send it. */
async function login(base: string, body: Record<string, unknown>, cookie?: string) {
  const modulus = await (
    await fetch(`${base}/wps/session/key/rsa`, { headers: { merchant: 'demo' } })
  ).text();
  const enc = encryptPayload({ type: 'username', ...body }, modulus);
  const res = await fetch(`${base}/wps/session/login`, {
    method: 'POST',
    headers: {
      merchant: 'demo',
      'content-type': 'application/json',
      encryption: enc.encryption,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(enc.body),
  });
  return { status: res.status, json: (await res.json()) as Json };
}

async function signIn(base: string, username = 'demoplayer', password = 'Demo1234') {
  const res = await login(base, { username, password });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return (res.json.value as { token: string }).token;
}

async function metricsOf(i: number): Promise<string> {
  return (await fetch(`http://127.0.0.1:${METRICS_PORTS[i]}/metrics`)).text();
}

const sum = (text: string, pattern: RegExp): number =>
  [...text.matchAll(pattern)].reduce((s, m) => s + Number(m[1] ?? 0), 0);

/** How many country lists replica metrics text counts as answered. */
const countries = (text: string) =>
  sum(
    text,
    /platform_http_requests_total\{operation="getCountries",method="GET",status="200"\} (\d+)/g,
  );

/**
 * Waits until nginx sends requests to replica i again. nginx takes a replica that failed out
 * of the rotation for fail_timeout (2 s), even once it answers /ready again.
 */
async function untilRouted(i: number, seconds = 15): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    const before = countries(await metricsOf(i));
    for (let n = 0; n < 4; n++) await call(player, 'GET', '/wps/system/country');
    if (countries(await metricsOf(i)) > before) return;
    await sleep(250);
  }
  throw new Error(`nginx did not route to replica ${i} within ${seconds} s`);
}

/** Replica-eligible reads served by `database` on API replica i so far. */
async function readsServed(i: number, database: 'replica' | 'primary'): Promise<number> {
  const text = await metricsOf(i);
  return sum(text, new RegExp(`platform_db_reads_served\\{database="${database}"\\} (\\d+)`, 'g'));
}

/** The replica's lag as API replica i measured it last (null: it did not answer). */
async function replicaLag(i: number): Promise<number | null> {
  const text = await metricsOf(i);
  const answered = /^platform_db_replica_up 1$/m.test(text);
  const lag = /^platform_db_replica_lag_seconds (\S+)$/m.exec(text)?.[1];
  return answered && lag !== undefined ? Number(lag) : null;
}

/** Waits until API replica i's measured replica lag satisfies `ok` (it checks every 250 ms). */
async function untilLag(i: number, ok: (lag: number | null) => boolean): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (ok(await replicaLag(i))) return;
    await sleep(100);
  }
  throw new Error(`replica lag on API replica ${i} stayed ${await replicaLag(i)}`);
}

/** One demo round of 1.00 played by the member of `token` on API replica i. */
async function playRoundOn(i: number, token: string, roundId: string): Promise<void> {
  const launch = await call(replicaUrl(i), 'GET', '/wps/game/launchGame?nodeId=1&launchMode=GLS', {
    token,
  });
  expect(launch.status, JSON.stringify(launch.json)).toBe(200);
  const gameUrl = (launch.json.value as { content: { game_url: string } }).content.game_url;
  const session = new URL(gameUrl, player).searchParams.get('session');
  const round = await fetch(`${replicaUrl(i)}/demo-games/api/round`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ session, roundId, stake: '1.00', bet: {} }),
  });
  expect(round.status, await round.text()).toBe(200);
}

/** How many bets the member's bet records count (the records read: the replica's when fresh). */
async function betsOf(i: number, token: string): Promise<number> {
  const res = await call(replicaUrl(i), 'GET', '/wps/report/accountGameBetHistory', { token });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return (res.json.value as { total: number }).total;
}

/** The about-us page (content: a shared read). */
async function aboutUs(i: number): Promise<string> {
  const res = await call(replicaUrl(i), 'GET', '/wps/content/pages/aboutus?lang=EN');
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return JSON.stringify(res.json.value);
}

beforeAll(async () => {
  if (!NGINX) throw new Error('nginx is not installed: apt-get install nginx (.ci/run does)');
  if (!existsSync(BROTLI_MODULE)) {
    throw new Error(
      "nginx's Brotli module is not installed: apt-get install libnginx-mod-http-brotli-static (.ci/run does)",
    );
  }
  const bin = findPostgresBin();
  if (!bin)
    throw new Error('PostgreSQL server binaries are not installed: apt-get install postgresql');
  if (!PGBOUNCER)
    throw new Error('PgBouncer is not installed: apt-get install pgbouncer (.ci/run does)');
  for (const app of ['player', 'agent']) {
    if (!existsSync(path.join(root, `apps/${app}/dist/index.html`)))
      throw new Error(`apps/${app}/dist is missing: run pnpm build first`);
  }
  if (!existsSync(path.join(apiDir, 'dist/main.js'))) throw new Error('apps/api/dist is missing');
  work = path.join(os.tmpdir(), `topology-${process.pid}`);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  cluster = await startCluster(bin, PG_PORT);
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('create database platform');
  await admin.end();
  databaseUrl = cluster.url.replace(/\/postgres$/, '/platform');
  // The replica starts from a base backup of the primary and streams from it from then on.
  standby = await startStandby(bin, cluster, STANDBY_PORT);
  standbyUrl = standby.url.replace(/\/postgres$/, '/platform');
  await startPgbouncer();

  // The first replica migrates and seeds; its readiness check says so meanwhile.
  startReplica(0);
  await waitReady(replicaUrl(0), readySeen);
  startReplica(1);
  await waitReady(replicaUrl(1));

  writeFileSync(path.join(work, 'nginx.conf'), nginxConfig());
  execFileSync(NGINX, ['-t', '-p', work, '-c', path.join(work, 'nginx.conf')], { stdio: 'pipe' });
  nginx = spawn(NGINX, ['-p', work, '-c', path.join(work, 'nginx.conf')], { stdio: 'inherit' });
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`${player}/`).then(
        () => true,
        () => false,
      )
    )
      break;
    await sleep(100);
  }
}, 180_000);

afterAll(async () => {
  nginx?.kill('SIGTERM');
  for (const child of replicas) if (child && child.exitCode === null) child.kill('SIGKILL');
  const all = Promise.all([...replicas, nginx].map((c) => (c ? exited(c) : null)));
  await Promise.race([all, sleep(10_000)]);
  stopPgbouncer();
  if (pgbouncer) await Promise.race([exited(pgbouncer), sleep(5_000)]);
  standby?.stop();
  cluster?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('production topology: nginx, two replicas, one PostgreSQL', () => {
  it('a replica answers /ready 503 while it migrates, then 200', () => {
    expect([...readySeen]).toContain(503);
    expect([...readySeen]).toContain(200);
  });

  it('serves both sites with brotli_static, gzip_static and the security headers of the preview server', async () => {
    const expected = securityHeaders(undefined) as Record<string, string>;
    for (const base of [player, agent]) {
      const html = await fetch(`${base}/`);
      expect(html.status).toBe(200);
      for (const [name, value] of Object.entries(expected)) {
        expect(html.headers.get(name), `${base} ${name}`).toBe(value);
      }
      const page = await html.text();
      const script = /src="(\/assets\/[^"]+\.js)"/.exec(page)?.[1];
      expect(script, 'the page names its entry script').toBeTruthy();
      const app = base === player ? 'player' : 'agent';
      const file = path.join(root, `apps/${app}/dist${script ?? ''}`);
      // A browser (it accepts br): the .br file the build wrote, byte for byte.
      const br = await fetch(`${base}${script}`, {
        headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
      });
      expect(br.headers.get('content-encoding')).toBe('br');
      expect(br.headers.get('vary')).toMatch(/Accept-Encoding/i);
      expect(br.headers.get('cache-control')).toMatch(/immutable/);
      const brOnDisk = readFileSync(`${file}.br`);
      expect(Number(br.headers.get('content-length'))).toBe(brOnDisk.length);
      // fetch decodes br itself: compare with the .br file decoded.
      expect(await br.text()).toBe(brotliDecompressSync(brOnDisk).toString());
      // A client accepting only gzip: the .gz file.
      const gz = await fetch(`${base}${script}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers.get('content-encoding')).toBe('gzip');
      expect(gz.headers.get('vary')).toMatch(/Accept-Encoding/i);
      expect(gz.headers.get('cache-control')).toMatch(/immutable/);
      const gzOnDisk = readFileSync(`${file}.gz`);
      expect(Number(gz.headers.get('content-length'))).toBe(gzOnDisk.length);
      expect(await gz.text()).toBe(gunzipSync(gzOnDisk).toString());
      // Different bytes per encoding, so different validators for a cache.
      expect(br.headers.get('etag')).not.toBe(gz.headers.get('etag'));
      expect((await fetch(`${base}/some/deep/link`)).status).toBe(200);
    }
  });

  it("includes the first screen's largest image, texts and first answers into the player's page at request time (SSI)", async () => {
    const hintsOf = async (page: string) => {
      const res = await fetch(`${player}${page}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-security-policy')).toBe(
        (securityHeaders(undefined) as Record<string, string>)['Content-Security-Policy'],
      );
      const html = await res.text();
      expect(html, 'no directive left for the browser').not.toContain('<!--#');
      return [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)].map((m) => m[1]);
    };
    const home = await hintsOf('/');
    expect(home).toHaveLength(1);
    // The default language's boot texts where this build keeps them, and the first answers
    // inlined (the status as the API answers it through this same edge).
    const html = await (await fetch(`${player}/`)).text();
    expect(html).toMatch(
      /<link rel="preload" as="fetch" href="\/assets\/locales\/\w+\/EN\/boot\.json" crossorigin>/,
    );
    const inlined =
      /<script type="application\/json" id="platform-first-paint">([^<]*)<\/script>/.exec(html);
    type Status = { value: { status: number; info: Record<string, unknown> } };
    const answers = (
      JSON.parse(inlined?.[1] ?? '{}') as { answers?: { op: string; answer: Status }[] }
    ).answers;
    expect(answers?.map((a) => a.op)).toEqual(['getSystemStatus', 'getListAnnouncements']);
    // Either replica may have answered (each encrypts its customer-service paths with its own
    // key): the site's status and set-up are the same.
    const status = (await (
      await fetch(`${player}/wps/system/status`, { headers: { merchant: 'demo' } })
    ).json()) as Status;
    const gist = ({ value }: Status) => [
      value.status,
      value.info.siteName,
      value.info.defaultLang,
      value.info.supportLanguages,
    ];
    expect(gist(answers![0]!.answer)).toEqual(gist(status));
    // The agent console's sign-in page: its status and texts the same way, no image.
    const console = await (await fetch(`${agent}/agent`)).text();
    expect(console).not.toContain('<!--#');
    expect(console).not.toContain('rel="preload" as="image"');
    expect(console).toMatch(
      /<link rel="preload" as="fetch" href="\/assets\/locales\/\w+\/EN\/boot\.json" crossorigin>/,
    );
    expect(console).toMatch(
      /id="platform-first-paint">\{"lang":"EN","answers":\[\{"op":"getSystemStatus"/,
    );
    expect(home[0]).toMatch(/^\/cdn\//);
    const rng = await hintsOf('/rng?page=1&name=x');
    expect(rng).toHaveLength(1);
    expect(rng[0]).not.toBe(home[0]);
    expect((await hintsOf('/promotions')).length).toBeGreaterThan(0);
    expect(await hintsOf('/some/deep/link')).toEqual([]);
    expect(await hintsOf('/%3Cscript%3E')).toEqual([]);
    // The include's location is internal: a browser calling it gets nothing.
    const direct = await fetch(`${player}/wps/system/firstPaint?path=/&merchant=demo`);
    expect(direct.status).toBe(204);
    expect(await direct.text()).toBe('');
  });

  it('routes the platform paths to both replicas, round robin', async () => {
    const before = await Promise.all([metricsOf(0), metricsOf(1)]);
    for (let i = 0; i < 10; i++) {
      expect((await call(player, 'GET', '/wps/system/country')).status).toBe(200);
    }
    const after = await Promise.all([metricsOf(0), metricsOf(1)]);
    const served = [0, 1].map((i) => countries(after[i] ?? '') - countries(before[i] ?? ''));
    expect(served[0]! + served[1]!).toBe(10);
    expect(served[0]).toBeGreaterThanOrEqual(3);
    expect(served[1]).toBeGreaterThanOrEqual(3);
    // The metrics are not reachable through nginx (the site answers its own page).
    expect(await (await fetch(`${player}/metrics`)).text()).not.toMatch(/platform_http/);
  });

  it('the client is the address nginx saw: a claimed X-Forwarded-For changes nothing', async () => {
    const res = await fetch(`${player}/wps/system/status`, {
      headers: { merchant: 'demo', 'x-forwarded-for': '203.0.113.66' },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { value: { location: { ip: string } } };
    expect(body.value.location.ip).toBe('127.0.0.1');
  });

  it('a token from one replica works on the other', async () => {
    const token = await signIn(replicaUrl(0));
    for (const i of [0, 1]) {
      const info = await call(replicaUrl(i), 'GET', '/wps/member/info', { token });
      expect(info.status).toBe(200);
      expect(info.headers.get('cache-control')).toBe('no-store');
    }
    expect((await call(player, 'GET', '/wps/member/info', { token })).status).toBe(200);
  });

  it('events reach a stream through nginx whichever replica made them: a round on each replica arrives', async () => {
    const token = await signIn(player);
    const controller = new AbortController();
    const stream = await fetch(`${player}/wps/message/events`, {
      headers: { merchant: 'demo', authorization: token },
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/text\/event-stream/);
    expect(stream.headers.get('content-encoding')).toBeNull();
    const reader = stream.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    let pending: ReturnType<typeof reader.read> | null = null;
    /** Reads until `pattern` has arrived (or 5 s passed). */
    const until = async (pattern: RegExp) => {
      const deadline = Date.now() + 5000;
      while (!pattern.test(text) && Date.now() < deadline) {
        // A read that outlived the last wait is awaited again, so no chunk is dropped.
        pending ??= reader.read();
        const chunk = await Promise.race([pending, sleep(deadline - Date.now()).then(() => null)]);
        if (!chunk) continue;
        pending = null;
        if (chunk.done) break;
        text += decoder.decode(chunk.value, { stream: true });
      }
      return pattern.test(text);
    };
    // Passed on at once (no buffering): the fresh stream says where it starts.
    expect(await until(/event: ready/)).toBe(true);
    // A round played directly on each replica: the stream sits on one of them, so one of the
    // two events crossed from the other replica (PostgreSQL NOTIFY at commit).
    for (const i of [0, 1]) {
      const launch = await call(
        replicaUrl(i),
        'GET',
        '/wps/game/launchGame?nodeId=1&launchMode=GLS',
        {
          token,
        },
      );
      expect(launch.status, JSON.stringify(launch.json)).toBe(200);
      const gameUrl = (launch.json.value as { content: { game_url: string } }).content.game_url;
      const session = new URL(gameUrl, player).searchParams.get('session');
      const round = await fetch(`${replicaUrl(i)}/demo-games/api/round`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          session,
          roundId: `events-${process.pid}-${i}`,
          stake: '1.00',
          bet: {},
        }),
      });
      expect(round.status).toBe(200);
      const arrived = new RegExp(`(event: change[^]*){${i + 1}}`);
      expect(await until(arrived), `the round on replica ${i} reached the stream`).toBe(true);
    }
    expect(text).toMatch(/"topics":\["balance","missions","vip"\]/);
    controller.abort();
  });

  it('captcha state and sign-in limits are shared by the replicas', async () => {
    // Three failures on one replica: the other asks for the captcha.
    for (let i = 0; i < 3; i++) {
      const res = await login(replicaUrl(0), { username: 'demotrial', password: `wrong${i}` });
      expect(res.json.errorCode).toBe('login.cred.err');
    }
    const asked = await login(replicaUrl(1), { username: 'demotrial', password: 'Demo1234' });
    expect(asked.json.errorCode).toBe('captcha.required');
    // A captcha drawn by one replica is checked by the other.
    const image = await fetch(`${replicaUrl(0)}/wps/captcha`, { headers: { merchant: 'demo' } });
    const cookie = (image.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(cookie).toMatch(/^captchaId=/);
    const solved = await login(
      replicaUrl(1),
      { username: 'demotrial', password: 'Demo1234', captcha: 'ABCD' },
      cookie,
    );
    expect(solved.json.errorCode).not.toBe('captcha.invalid');
    expect(solved.json.errorCode).not.toBe('captcha.required');
  });

  it("a scheduled job's work is done once: receipts auto-confirmed by one replica", async () => {
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const { rows } = await db.query<{ id: number; merchant_id: number }>(
        `select id, merchant_id from members where username = 'demoplayer'`,
      );
      const member = rows[0]!;
      const card = await db.query<{ id: number }>(
        `insert into bank_cards (merchant_id, member_id, bank_code, account_name, account_number, created_at)
         values ($1, $2, 'DEMO', 'Demo Player', '9876543210', now()) returning id`,
        [member.merchant_id, member.id],
      );
      for (let i = 0; i < 12; i++) {
        await db.query(
          `insert into withdrawals (id, merchant_id, member_id, amount, currency, status, channel, bank_card_id, disbursed_at, confirm_by, created_at, updated_at)
           values ($1, $2, $3, 5000, 'USD', 'disbursed', 'BANK', $4, now() - interval '2 hours', now() - interval '1 hour', now(), now())`,
          [`TOPO${i}`, member.merchant_id, member.id, card.rows[0]!.id],
        );
      }
      const jobRuns = async () =>
        (await Promise.all([metricsOf(0), metricsOf(1)])).map((t) => ({
          ran: sum(t, /platform_job_runs_total\{job="cashier",outcome="ran"\} (\d+)/g),
          skipped: sum(t, /platform_job_runs_total\{job="cashier",outcome="skipped"\} (\d+)/g),
        }));
      // Both replicas tick (every 5 s); each tick takes the job's lock and works, or skips.
      for (let i = 0; i < 40; i++) {
        if ((await jobRuns()).every((r) => r.ran + r.skipped > 0)) break;
        await sleep(500);
      }
      let received = 0;
      for (let i = 0; i < 40 && received < 12; i++) {
        await sleep(500);
        const r = await db.query<{ n: number }>(
          `select count(*)::int as n from withdrawals where id like 'TOPO%' and status = 'received' and receipt_automatic`,
        );
        received = r.rows[0]?.n ?? 0;
      }
      expect(received).toBe(12);
      const runs = await jobRuns();
      expect(runs.every((r) => r.ran + r.skipped > 0)).toBe(true);
      const receiptTimes = await db.query<{ n: number }>(
        `select count(distinct receipt_at)::int as n from withdrawals where id like 'TOPO%'`,
      );
      // All confirmed by one run of the job (one statement, one instant).
      expect(receiptTimes.rows[0]?.n).toBe(1);
    } finally {
      await db.end();
    }
  });

  it('the API reaches the primary through PgBouncer in transaction mode, and the replica streams', async () => {
    const admin = new pg.Client({
      connectionString: `postgres://app@127.0.0.1:${PGBOUNCER_PORT}/pgbouncer`,
    });
    await admin.connect();
    try {
      const pools = await admin.query<{ database: string; pool_mode: string }>('SHOW POOLS');
      expect(pools.rows.find((r) => r.database === 'platform')?.pool_mode).toBe('transaction');
      const stats = await admin.query<{ database: string; total_xact_count: string }>('SHOW STATS');
      // Everything so far (sign-ins, rounds, job ticks) went through it.
      expect(
        Number(stats.rows.find((r) => r.database === 'platform')?.total_xact_count),
      ).toBeGreaterThan(100);
    } finally {
      await admin.end();
    }
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const replication = await db.query<{ state: string }>(
        'select state from pg_stat_replication',
      );
      expect(replication.rows.map((r) => r.state)).toEqual(['streaming']);
    } finally {
      await db.end();
    }
  });

  it('content and records are read from the streaming replica', async () => {
    await untilLag(0, (lag) => lag !== null && lag * 1000 <= MAX_LAG_MS);
    const before = await readsServed(0, 'replica');
    const page = await aboutUs(0);
    expect(page).toMatch(/\S/);
    expect(await readsServed(0, 'replica')).toBe(before + 1);
    // The replica's own sessions: the API's pool and its lag check, by their queries.
    const replica = new pg.Client({ connectionString: standbyUrl });
    await replica.connect();
    try {
      const { rows } = await replica.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity where datname = 'platform' and pid <> pg_backend_pid()`,
      );
      expect(rows[0]?.n).toBeGreaterThan(0);
    } finally {
      await replica.end();
    }
  });

  it("a member's own round is in their records at once, whichever replica took it; while the replica lags the reads come from the primary", async () => {
    const token = await signIn(player);
    const bets = await betsOf(0, token);
    const standbyDb = new pg.Client({ connectionString: standbyUrl });
    await standbyDb.connect();
    try {
      // The replica stops replaying: every write from now on is missing there.
      await standbyDb.query('select pg_wal_replay_pause()');
      const fromPrimary = await readsServed(0, 'primary');
      await playRoundOn(1, token, `read-your-writes-${process.pid}`);
      // Read on the other API replica at once: the round is there (the primary answered).
      expect(await betsOf(0, token)).toBe(bets + 1);
      expect(await readsServed(0, 'primary')).toBe(fromPrimary + 1);
      // Past the bound, shared reads leave the replica too, and still answer.
      await untilLag(0, (lag) => lag !== null && lag * 1000 > MAX_LAG_MS);
      const page = await aboutUs(0);
      expect(await readsServed(0, 'primary')).toBe(fromPrimary + 2);
      // Replay resumes: the replica catches up and serves the content again.
      await standbyDb.query('select pg_wal_replay_resume()');
      await untilLag(0, (lag) => lag !== null && lag * 1000 <= MAX_LAG_MS);
      const onReplica = await readsServed(0, 'replica');
      expect(await aboutUs(0)).toBe(page);
      expect(await readsServed(0, 'replica')).toBe(onReplica + 1);
      expect(await betsOf(0, token)).toBe(bets + 1);
    } finally {
      await standbyDb.query('select pg_wal_replay_resume()').catch(() => undefined);
      await standbyDb.end();
    }
  });

  it('with the replica down every read still answers, from the primary', async () => {
    const token = await signIn(player);
    const page = await aboutUs(0);
    const bets = await betsOf(1, token);
    standby?.stopServer();
    const fromPrimary = [await readsServed(0, 'primary'), await readsServed(1, 'primary')];
    for (const i of [0, 1]) {
      expect(await aboutUs(i)).toBe(page);
      expect(await betsOf(i, token)).toBe(bets);
    }
    await playRoundOn(0, token, `down-${process.pid}`);
    expect(await betsOf(1, token)).toBe(bets + 1);
    expect(await readsServed(0, 'primary')).toBe((fromPrimary[0] ?? 0) + 2);
    expect(await readsServed(1, 'primary')).toBe((fromPrimary[1] ?? 0) + 3);
    await untilLag(0, (lag) => lag === null);
  });

  it('a replica killed in a burst of rounds loses nothing: retried rounds replay, the ledger balances', async () => {
    const token = await signIn(player);
    const launch = await call(player, 'GET', '/wps/game/launchGame?nodeId=1&launchMode=GLS', {
      token,
    });
    expect(launch.status, JSON.stringify(launch.json)).toBe(200);
    const gameUrl = (launch.json.value as { content: { game_url: string } }).content.game_url;
    const session = new URL(gameUrl, player).searchParams.get('session');
    expect(session).toBeTruthy();
    const play = async (roundId: string): Promise<string> => {
      for (let attempt = 0; attempt < 20; attempt++) {
        const res = await fetch(`${player}/demo-games/api/round`, {
          method: 'POST',
          signal: AbortSignal.timeout(10_000),
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ session, roundId, stake: '1.00', bet: {} }),
        }).then(
          async (r) => ({ status: r.status, text: await r.text() }),
          () => ({ status: 0, text: '' }),
        );
        if (res.status === 200) return res.text;
        await sleep(100);
      }
      throw new Error(`round ${roundId} never answered`);
    };
    const ids = Array.from({ length: 160 }, (_, i) => `topo-${process.pid}-${i}`);
    let next = 0;
    const answers = new Map<string, string>();
    const worker = async () => {
      while (next < ids.length) {
        const id = ids[next++]!;
        answers.set(id, await play(id));
        if (next === 40) replicas[1]?.kill('SIGKILL');
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    expect(answers.size).toBe(ids.length);
    await exited(replicas[1]!);
    expect(replicas[1]?.signalCode).toBe('SIGKILL');
    // Every round once, and a replay answers the stored round.
    type Round = {
      value: { roundId: string; outcome: unknown; payout: string; replayed: boolean };
    };
    const first = JSON.parse(answers.get(ids[0]!)!) as Round;
    const again = JSON.parse(await play(ids[0]!)) as Round;
    expect(again.value.replayed).toBe(true);
    expect([again.value.outcome, again.value.payout]).toEqual([
      first.value.outcome,
      first.value.payout,
    ]);
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const rounds = await db.query<{ n: number; distinct: number }>(
        `select count(*)::int as n, count(distinct round_id)::int as distinct from bet_records where round_id like $1`,
        [`topo-${process.pid}-%`],
      );
      expect(rounds.rows[0]).toEqual({ n: ids.length, distinct: ids.length });
      const checks = await db.query<{
        total: string;
        unbalanced: number;
        drifted: number;
        negative: number;
      }>(`
        select (select coalesce(sum(amount), 0)::text from ledger_entries) as total,
          (select count(*)::int from (select transaction_id from ledger_entries group by transaction_id having sum(amount) <> 0) t) as unbalanced,
          (select count(*)::int from ledger_accounts a where a.kind = 'member' and a.balance <> (select coalesce(sum(e.amount), 0) from ledger_entries e where e.account_id = a.id)) as drifted,
          (select count(*)::int from ledger_accounts where kind = 'member' and balance < 0) as negative`);
      expect(checks.rows[0]).toEqual({ total: '0', unbalanced: 0, drifted: 0, negative: 0 });
    } finally {
      await db.end();
    }
  });

  it('a replica told to stop (SIGTERM) drains: no request of a burst fails, it exits 0', async () => {
    if (replicas[1]?.exitCode !== null || replicas[1]?.signalCode !== null) startReplica(1);
    await waitReady(replicaUrl(1));
    // Draining replica 0 is seamless only while nginx has the other one in its rotation.
    await untilRouted(1);
    let failed = 0;
    let answered = 0;
    const statuses: number[] = [];
    const burst = async () => {
      for (let i = 0; i < 40; i++) {
        const res = await fetch(`${player}/wps/system/country`, {
          headers: { merchant: 'demo' },
        }).then(
          (r) => r.status,
          () => 0,
        );
        if (res === 200) answered++;
        else {
          failed++;
          statuses.push(res);
        }
      }
    };
    const running = Promise.all(Array.from({ length: 6 }, burst));
    await sleep(200);
    replicas[0]?.kill('SIGTERM');
    await running;
    expect({ answered, failed, statuses }).toEqual({ answered: 240, failed: 0, statuses: [] });
    expect(await exited(replicas[0]!)).toBe(0);
  });

  it('the player and agent sites load in Chromium through nginx', () => {
    if (!CHROMIUM) throw new Error('chromium is not installed (apt-get install chromium)');
    const dom = (url: string) =>
      execFileSync(
        CHROMIUM,
        [
          '--headless=new',
          '--no-sandbox',
          '--disable-gpu',
          '--no-first-run',
          '--virtual-time-budget=15000',
          '--dump-dom',
          url,
        ],
        { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 60_000 },
      );
    const home = dom(`${player}/`);
    expect(home).toMatch(/demo|Royal/i);
    expect(home.length).toBeGreaterThan(5000);
    const console = dom(`${agent}/agent`);
    expect(console.length).toBeGreaterThan(2000);
  });
});
