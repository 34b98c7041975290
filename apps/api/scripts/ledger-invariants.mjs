#!/usr/bin/env node
// The ledger invariants (scripts/ledger-invariants.sql) against a PostgreSQL database.
// As a command, `pnpm --filter @platform/api check:invariants`: reads DATABASE_URL (or the
// first argument), prints each invariant and exits 1 when one is not 0. The fault drill
// (scripts/drill-faults.ts) runs the same statement on the live and on the restored database.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));
const statement = readFileSync(path.join(here, 'ledger-invariants.sql'), 'utf8');

/** Each invariant by name (the ledger total as a decimal string of minor units). */
export async function readInvariants(connectionString) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const results = await client.query(statement);
    const row = (Array.isArray(results) ? results : [results]).find((r) => r.rows.length)?.rows[0];
    if (!row) throw new Error('the invariant statement returned no row');
    return Object.fromEntries(
      Object.entries(row).map(([name, value]) => [
        name,
        name === 'ledger_total' ? value : Number(value),
      ]),
    );
  } finally {
    await client.end();
  }
}

/** The names of the invariants that are not 0. */
export const broken = (invariants) =>
  Object.entries(invariants)
    .filter(([, value]) => String(value) !== '0')
    .map(([name]) => name);

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const url = process.argv[2] ?? process.env.DATABASE_URL;
  if (!url) {
    process.stderr.write('Set DATABASE_URL (or pass the connection string).\n');
    process.exit(2);
  }
  const invariants = await readInvariants(url);
  for (const [name, value] of Object.entries(invariants)) {
    process.stdout.write(`${name.padEnd(36)} ${value}\n`);
  }
  const bad = broken(invariants);
  process.stdout.write(bad.length ? `BROKEN: ${bad.join(', ')}\n` : 'every invariant is 0\n');
  process.exit(bad.length ? 1 : 0);
}
