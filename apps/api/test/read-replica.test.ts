// The reader's choices without a PostgreSQL replica at hand (the production topology test
// runs a real streaming replica): reads fall back to the primary when the replica fails, a
// domain refusal from the replica is the answer, and WAL positions order as PostgreSQL's.
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { lsnValue, primaryReader, replicaReader } from '../src/db/reader';
import { AppError } from '../src/domain/kernel';

let client: PGlite;
let primary: Db;

beforeAll(async () => {
  client = await PGlite.create();
  primary = drizzle({ client }) as unknown as Db;
});
afterAll(async () => {
  await client.close();
});

/** A replica whose every query fails as a stopped server's connection does. */
const downReplica = {
  execute: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5433')),
} as unknown as Db;

const where = (db: Db) => async () =>
  (await db.execute<{ n: number }>(sql`select 1 as n`)).rows[0]?.n === 1 ? db : null;

describe('read replica routing', () => {
  it('orders WAL positions as PostgreSQL does', () => {
    expect(lsnValue('0/FF') < lsnValue('1/0')).toBe(true);
    expect(lsnValue('16/B374D848')).toBe((0x16n << 32n) + 0xb374d848n);
    expect(lsnValue('A/10') > lsnValue('9/FFFFFFFF')).toBe(true);
  });

  it('without a replica every read runs on the primary', async () => {
    const reader = primaryReader(primary);
    expect(await reader.shared(where(primary))).toBe(primary);
    expect(await reader.own(where(primary))).toBe(primary);
  });

  it('a replica that is down costs no error: shared and own reads answer from the primary', async () => {
    const warnings: string[] = [];
    const reader = replicaReader({
      primary,
      replica: downReplica,
      maxLagMs: 1000,
      warn: (m) => warnings.push(m),
    });
    try {
      const ran: string[] = [];
      const read = async (db: Db) => {
        ran.push(db === primary ? 'primary' : 'replica');
        return (await db.execute<{ n: number }>(sql`select 41 + 1 as n`)).rows[0]?.n;
      };
      expect(await reader.shared(read)).toBe(42);
      expect(await reader.own(read)).toBe(42);
      expect(ran).toEqual(['primary', 'primary']);
      expect(reader.state()).toMatchObject({
        answering: false,
        usable: false,
        lagMs: null,
        served: { replica: 0, primary: 2 },
      });
      // Told once, not per read.
      expect(warnings.filter((w) => w.includes('unavailable'))).toHaveLength(1);
    } finally {
      reader.close();
    }
  });

  it("a replica failing a read mid-way: the read runs again on the primary; the domain's refusal does not", async () => {
    // The "replica" is the primary's own server here: caught up by construction.
    const reader = replicaReader({ primary, replica: primary, maxLagMs: 60_000 });
    try {
      const deadline = Date.now() + 5000;
      while (!reader.state().usable && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(reader.state().usable).toBe(true);
      let calls = 0;
      const refused = reader.shared(async () => {
        calls++;
        throw new AppError(404, 'not.found', 'Nothing here');
      });
      await expect(refused).rejects.toMatchObject({ errorCode: 'not.found' });
      expect(calls).toBe(1);
      const flaky = await reader.shared(async (db) => {
        calls++;
        if (calls === 2) throw new Error('canceling statement due to conflict with recovery');
        return (await db.execute<{ n: number }>(sql`select 7 as n`)).rows[0]?.n;
      });
      expect(flaky).toBe(7);
      expect(calls).toBe(3);
      expect(reader.state().served.primary).toBe(1);
    } finally {
      reader.close();
    }
  });
});
