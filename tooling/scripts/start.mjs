#!/usr/bin/env node
// `pnpm start`: builds, then serves the reference API (127.0.0.1:8080, seeded embedded
// database), the player site (127.0.0.1:5173), the agent console (127.0.0.1:5174) and the
// operator console (127.0.0.1:5175), each proxying the platform's paths to the API. Ctrl+C
// stops them all.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' };
const API_PORT = env.PORT || '8080';
const API = `http://127.0.0.1:${API_PORT}`;
const PLAYER = 'http://127.0.0.1:5173';
const AGENT = 'http://127.0.0.1:5174';
const OPERATOR = 'http://127.0.0.1:5175';

const BUILD_ARGS = [
  'exec',
  'turbo',
  'run',
  'build',
  '--filter=@platform/api',
  '--filter=@platform/player',
  '--filter=@platform/agent',
  '--filter=@platform/operator',
];
const buildStatus = await buildWithProgress();
if (buildStatus !== 0) process.exit(buildStatus);

/**
 * The build prints what it is doing: the tasks to run (and which are cached), each task as it
 * starts with the elapsed seconds, a line every 15 s naming what is still running, and the
 * total. A task's own output is kept back and shown only when the build fails.
 */
async function buildWithProgress() {
  const started = Date.now();
  const secs = () => `${String(Math.round((Date.now() - started) / 1000)).padStart(4)} s`;
  const dry = spawnSync('pnpm', [...BUILD_ARGS, '--dry-run=json'], { cwd: root, env });
  const plan = dry.status === 0 ? parsePlan(String(dry.stdout)) : [];
  const total = plan.length;
  if (total > 0) {
    const cached = plan.filter((t) => t.cached).length;
    console.log(
      `Building the API, the player site, the agent console and the operator console: ${total} tasks` +
        (cached ? ` (${cached} cached)` : '') +
        '. A first build takes a few minutes.',
    );
  } else
    console.log('Building the API, the player site, the agent console and the operator console...');
  const dependenciesOf = new Map(plan.map((t) => [t.id, t.dependencies]));
  const logs = new Map();
  const running = new Set();
  const finished = new Set();
  const other = [];
  const finish = (id) => {
    if (!running.delete(id)) return;
    finished.add(id);
    console.log(`  [${secs()}] done      ${id}`);
  };
  const onLine = (line) => {
    const match = /^(@?[\w./-]+):(\w+): (.*)$/.exec(line);
    if (!match) {
      if (line.trim()) other.push(line);
      return;
    }
    const id = `${match[1]}#${match[2]}`;
    const text = match[3];
    if (!logs.has(id)) {
      logs.set(id, []);
      // A task starts once what it depends on has finished.
      for (const dep of dependenciesOf.get(id) ?? []) finish(dep);
      const cached = /cache hit/.test(text);
      if (!cached) running.add(id);
      else finished.add(id);
      const n = total ? ` (${logs.size}/${total})` : '';
      console.log(`  [${secs()}] ${cached ? 'cached  ' : 'building'}  ${id}${n}`);
    }
    logs.get(id).push(text);
  };
  const child = spawn(
    'pnpm',
    [...BUILD_ARGS, '--output-logs=full', '--log-order=stream', '--log-prefix=task'],
    { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + String(chunk)).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) onLine(line.replace(/\x1b\[[0-9;]*m/g, ''));
    });
  }
  const beat = setInterval(() => {
    if (running.size) console.log(`  [${secs()}] still building: ${[...running].join(', ')}`);
  }, 15_000);
  const status = await new Promise((resolve) => child.on('close', (c) => resolve(c ?? 1)));
  clearInterval(beat);
  if (status !== 0) {
    for (const id of running) {
      console.error(`\n--- ${id} ---`);
      for (const line of logs.get(id) ?? []) console.error(line);
    }
    for (const line of other) console.error(line);
    console.error(`Build failed after ${secs().trim()}.`);
    return status;
  }
  for (const id of [...running]) finish(id);
  console.log(`Built in ${secs().trim()}.`);
  return 0;
}

/**
 * The build's tasks that run a command, from turbo's dry run, each with the command tasks it
 * waits for (through tasks without a command too).
 */
function parsePlan(json) {
  try {
    const { tasks } = JSON.parse(json.slice(json.indexOf('{')));
    const byId = new Map(tasks.map((t) => [t.taskId, t]));
    const runs = (t) => t.command && t.command !== '<NONEXISTENT>';
    const waitsFor = (t, seen = new Set()) => {
      for (const id of t.dependencies ?? []) {
        if (seen.has(id) || !byId.has(id)) continue;
        seen.add(id);
        waitsFor(byId.get(id), seen);
      }
      return seen;
    };
    return tasks.filter(runs).map((t) => ({
      id: t.taskId,
      cached: t.cache?.status === 'HIT',
      dependencies: [...waitsFor(t)].filter((id) => runs(byId.get(id))),
    }));
  } catch {
    return [];
  }
}

const children = [];
function run(name, cmd, args, cwd, extraEnv) {
  // Each server runs in its own process group so stopping it stops everything it started
  // (pnpm exec -> vite), whatever signal reached this script.
  const child = spawn(cmd, args, {
    cwd,
    env: { ...env, ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const prefix = `[${name}] `;
  const forward = (stream, out) =>
    stream.on('data', (chunk) => {
      for (const line of String(chunk).split('\n'))
        if (line.trim()) out.write(prefix + line + '\n');
    });
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${prefix}exited (${signal ?? code}); stopping everything`);
      stop(1);
    }
  });
  children.push(child);
  return child;
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) {
    if (child.exitCode !== null) continue;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
  }
  setTimeout(() => process.exit(code), 500);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
process.on('SIGHUP', () => stop(0));

/**
 * Waits until `url` answers 200. A first start creates and migrates the database, which on a
 * busy machine takes minutes: say so every 15 s rather than give up early; past the deadline,
 * say what did not start and stop everything (no stack trace).
 */
async function waitFor(url, what, seconds = 600) {
  const started = Date.now();
  let told = started;
  while (Date.now() - started < seconds * 1000) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    if (stopping) await new Promise(() => {}); // exiting: stop() ends the process
    if (Date.now() - told >= 15_000) {
      told = Date.now();
      console.log(`  [${Math.round((told - started) / 1000)} s] waiting for ${what}...`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  console.error(`${what} did not answer at ${url} within ${seconds} s; stopping everything.`);
  stop(1);
  await new Promise(() => {});
}

run('api', 'node', ['dist/main.js'], path.join(root, 'apps/api'), {
  PORT: API_PORT,
  HOST: '127.0.0.1',
  // The one proxy here: vite preview of both sites, on this host, naming the browser's address.
  TRUST_PROXY: env.TRUST_PROXY ?? '127.0.0.1,::1',
  LOG_LEVEL: env.LOG_LEVEL || 'warn',
});
await waitFor(`${API}/ready`, 'the API (a first start creates and migrates its database)');
run('player', 'pnpm', ['exec', 'vite', 'preview'], path.join(root, 'apps/player'), {
  API_TARGET: API,
});
run('agent', 'pnpm', ['exec', 'vite', 'preview'], path.join(root, 'apps/agent'), {
  API_TARGET: API,
});
run('operator', 'pnpm', ['exec', 'vite', 'preview'], path.join(root, 'apps/operator'), {
  API_TARGET: API,
});
await Promise.all([
  waitFor(PLAYER, 'the player site'),
  waitFor(AGENT, 'the agent console'),
  waitFor(OPERATOR, 'the operator console'),
]);

const accountsFile = path.join(root, 'apps/api/dist/demo-accounts.json');
const accounts = fs.existsSync(accountsFile)
  ? JSON.parse(fs.readFileSync(accountsFile, 'utf8'))
  : [];
console.log('');
console.log('  Platform is running:');
console.log(`    player site       ${PLAYER}`);
console.log(`    agent console     ${AGENT}/agent`);
console.log(`    operator console  ${OPERATOR}`);
console.log(`    platform API      ${API}  (health: ${API}/health)`);
if (accounts.length) {
  console.log('  Demo accounts:');
  for (const a of accounts) console.log(`    ${a.role.padEnd(8)} ${a.username} / ${a.password}`);
}
const operatorFile = path.join(root, 'apps/api/dist/demo-operator.json');
if (fs.existsSync(operatorFile)) {
  const { key, owner } = JSON.parse(fs.readFileSync(operatorFile, 'utf8'));
  if (owner) {
    console.log(
      `  Console owner:  ${owner.loginName} / ${owner.password}  (sets up two-factor at the first sign-in)`,
    );
  }
  console.log(`  Demo operator key: ${key}`);
  console.log(
    `    e.g. OPERATOR_KEY=${key} OPS_API_URL=${API} pnpm --filter @platform/api ops deposits pending`,
  );
}
console.log('  Press Ctrl+C to stop.');
console.log('');
