#!/usr/bin/env node
// pnpm --filter @platform/api benchmark:profile — where the API's time goes per request: the
// built API (dist/main.js, NODE_ENV=production, on a throw-away PostgreSQL cluster from
// pg-cluster.mjs) runs under `node --cpu-prof` while autocannon loads one call at a time
// (system status, a game list page, the signed-in balance, and the rate limiter's 429 answer),
// then prints, per call, the share of CPU time by package or module (self time) and the
// heaviest functions, inclusive and self. Each call gets its own API process (so its profile
// holds that call only). PROFILE_SECONDS sets the load time per call (default 5);
// BENCH_PORTS confines the servers' ports.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { encryptPayload } from '@platform/api-client/crypto';
import { load, removeDir, say, startServer, table, tempDir } from './bench-common.mjs';
import { findPostgresBin, startCluster } from './pg-cluster.mjs';

const SECONDS = Number(process.env.PROFILE_SECONDS ?? 5);
const MERCHANT = { merchant: 'demo' };

async function signIn(url) {
  const modulus = await (await fetch(`${url}/wps/session/key/rsa`, { headers: MERCHANT })).text();
  const enc = encryptPayload(
    { username: 'demoplayer', password: 'Demo1234', type: 'username' },
    modulus,
  );
  const res = await fetch(`${url}/wps/session/login`, {
    method: 'POST',
    headers: { ...MERCHANT, encryption: enc.encryption, 'content-type': 'application/json' },
    body: JSON.stringify(enc.body),
  });
  const body = await res.json();
  if (!body.success) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.value.token;
}

/** `fastify`, `@fastify/helmet`, `main.js`, `node:internal`... for a profile node's url. */
function areaOf(url) {
  if (!url) return '(native, GC, idle)';
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + 'node_modules/'.length).split('/');
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? url);
  }
  if (url.startsWith('node:')) return 'node internals';
  return path.basename(url);
}

/** Self and inclusive milliseconds by function and self milliseconds by area. */
function summarise(profile, window) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  // Only the samples taken during the measured run (start-up compiles the contract's schemas).
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (at < window.from || at > window.to) return;
    self.set(id, (self.get(id) ?? 0) + delta / 1000);
  });
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const key = (n) =>
    `${n.callFrame.functionName || '(anonymous)'} ${areaOf(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;
  const selfByFn = new Map();
  const inclusiveByFn = new Map();
  const byArea = new Map();
  let total = 0;
  for (const [id, ms] of self) {
    const n = nodes.get(id);
    total += ms;
    selfByFn.set(key(n), (selfByFn.get(key(n)) ?? 0) + ms);
    const area =
      n.callFrame.functionName === '(idle)' ? '(idle)' : areaOf(n.callFrame.url) || '(native)';
    byArea.set(area, (byArea.get(area) ?? 0) + ms);
    // Inclusive: every distinct function on the stack gets the sample once.
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const k = key(nodes.get(at));
      if (seen.has(k)) continue;
      seen.add(k);
      inclusiveByFn.set(k, (inclusiveByFn.get(k) ?? 0) + ms);
    }
  }
  return { total, selfByFn, inclusiveByFn, byArea };
}

/**
 * The per-request hooks and steps, by the names they carry (src/plugins: `...Hook`), and
 * those of the packages that run on every request.
 */
const HOOK =
  /^(\w+Hook|rateLimitRequestHandler|onSend|onRequest|fastifyCookieOnReqHandler|requestCompleted|serializeAnswer|okWithShared|okShared|handler|preValidationCallback|handleRequest|validateParam|writeHead|_storeHeader|end|writev|\(garbage collector\)) /;

const top = (map, n) => [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, n);
const pct = (ms, total) => `${((100 * ms) / total).toFixed(1)}%`;

async function profileCall(name, databaseUrl, target, extraEnv = {}) {
  const dir = tempDir('api-profile-');
  const interval = `--cpu-prof-interval=${process.env.PROFILE_INTERVAL_US ?? 1000}`;
  const api = await startServer(
    'API',
    ['--cpu-prof', interval, `--cpu-prof-dir=${dir}`, 'dist/main.js'],
    {
      NODE_ENV: 'production',
      RATE_LIMIT_MAX: '1000000000',
      DATABASE_URL: databaseUrl,
      ...extraEnv,
    },
  );
  let result;
  const window = { from: 0, to: 0 };
  try {
    const t = await target(api.url);
    // Warm up (JIT, caches), then the measured run.
    await load({ url: t.url, headers: t.headers, connections: 50, duration: 2 });
    // The profiler's clock is the system's monotonic clock, as process.hrtime (microseconds).
    window.from = Number(process.hrtime.bigint() / 1000n);
    result = await load({ url: t.url, headers: t.headers, connections: 50, duration: SECONDS });
    window.to = Number(process.hrtime.bigint() / 1000n);
  } finally {
    await api.stop();
  }
  const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error(`${name}: no profile written in ${dir}`);
  const summary = summarise(JSON.parse(readFileSync(path.join(dir, file), 'utf8')), window);
  removeDir(dir);
  const busy = summary.total - (summary.byArea.get('(idle)') ?? 0);
  say(
    `\n== ${name}: ${result.answered.toFixed(0)} answers/s (${result.rps.toFixed(0)} 2xx), non-2xx ${result.non2xx} ==`,
  );
  say(`CPU busy ${(busy / 1000).toFixed(1)} s of ${(summary.total / 1000).toFixed(1)} s profiled`);
  say(
    table([
      ['area (self time)', 'ms', 'share of busy'],
      ...top(summary.byArea, 14).map(([k, v]) => [k, v.toFixed(0), pct(v, busy)]),
    ]),
  );
  // Microseconds of busy time per answer, for a function's share.
  const answers = result.answered * SECONDS;
  const perAnswer = (ms) => ((ms * 1000) / answers).toFixed(2);
  say(`per answer: ${perAnswer(busy)} us busy`);
  say('');
  say(
    table([
      ['hook (inclusive)', 'ms', 'share', 'us/answer'],
      ...[...summary.inclusiveByFn.entries()]
        .filter(([k]) => HOOK.test(k))
        .sort((a, b) => b[1] - a[1])
        .map(([k, v]) => [k, v.toFixed(0), pct(v, busy), perAnswer(v)]),
    ]),
  );
  say('');
  say(
    table([
      ['function (inclusive)', 'ms', 'share', 'us/answer'],
      ...top(summary.inclusiveByFn, 40).map(([k, v]) => [
        k,
        v.toFixed(0),
        pct(v, busy),
        perAnswer(v),
      ]),
    ]),
  );
  say('');
  say(
    table([
      ['function (self)', 'ms', 'share'],
      ...top(summary.selfByFn, 20).map(([k, v]) => [k, v.toFixed(0), pct(v, busy)]),
    ]),
  );
}

const bin = findPostgresBin();
if (!bin) throw new Error('needs PostgreSQL server binaries (initdb, pg_ctl)');
const cluster = await startCluster(bin);
try {
  const only = process.env.PROFILE_CALLS?.split(',');
  const calls = {
    status: async (url) => ({ url: `${url}/wps/system/status`, headers: MERCHANT }),
    list: async (url) => ({
      url: `${url}/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=15&language=EN`,
      headers: MERCHANT,
    }),
    balance: async (url) => ({
      url: `${url}/wps/v2/wallets/balance`,
      headers: { ...MERCHANT, authorization: await signIn(url) },
    }),
  };
  for (const [name, target] of Object.entries(calls))
    if (!only || only.includes(name)) await profileCall(name, cluster.url, target);
  if (!only || only.includes('429'))
    await profileCall('rate limiter 429 (status over its limit)', cluster.url, calls.status, {
      RATE_LIMIT_MAX: '1',
    });
} finally {
  cluster.stop();
}
