#!/usr/bin/env node
// `pnpm start`: builds, then serves the reference API (127.0.0.1:8080, seeded embedded
// database), the player site (127.0.0.1:5173) and the agent console (127.0.0.1:5174), both
// proxying /wps and /lgw to the API. Ctrl+C stops all three.
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

const build = spawnSync(
  'pnpm',
  [
    'exec',
    'turbo',
    'run',
    'build',
    '--filter=@platform/api',
    '--filter=@platform/player',
    '--filter=@platform/agent',
    '--output-logs=errors-only',
  ],
  { cwd: root, env, stdio: 'inherit' },
);
if (build.status !== 0) process.exit(build.status ?? 1);

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

async function waitFor(url, seconds = 60) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

run('api', 'node', ['dist/main.js'], path.join(root, 'apps/api'), {
  PORT: API_PORT,
  HOST: '127.0.0.1',
  LOG_LEVEL: env.LOG_LEVEL || 'warn',
});
await waitFor(`${API}/health`);
run('player', 'pnpm', ['exec', 'vite', 'preview'], path.join(root, 'apps/player'), {
  API_TARGET: API,
});
run('agent', 'pnpm', ['exec', 'vite', 'preview'], path.join(root, 'apps/agent'), {
  API_TARGET: API,
});
await Promise.all([waitFor(PLAYER), waitFor(AGENT)]);

const accountsFile = path.join(root, 'apps/api/dist/demo-accounts.json');
const accounts = fs.existsSync(accountsFile)
  ? JSON.parse(fs.readFileSync(accountsFile, 'utf8'))
  : [];
console.log('');
console.log('  Platform is running:');
console.log(`    player site    ${PLAYER}`);
console.log(`    agent console  ${AGENT}/agent`);
console.log(`    platform API   ${API}  (health: ${API}/health)`);
if (accounts.length) {
  console.log('  Demo accounts:');
  for (const a of accounts) console.log(`    ${a.role.padEnd(8)} ${a.username} / ${a.password}`);
}
const operatorFile = path.join(root, 'apps/api/dist/demo-operator.json');
if (fs.existsSync(operatorFile)) {
  const { key } = JSON.parse(fs.readFileSync(operatorFile, 'utf8'));
  console.log(`  Demo operator key: ${key}`);
  console.log(
    `    e.g. OPERATOR_KEY=${key} OPS_API_URL=${API} pnpm --filter @platform/api ops deposits pending`,
  );
}
console.log('  Press Ctrl+C to stop.');
console.log('');
