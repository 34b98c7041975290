// A transaction whose connection is lost at BEGIN gives its client back to the pool. drizzle-orm
// 0.45.4 ran BEGIN before its try/finally, so that client stayed checked out for ever: the pool
// shrank by one with each such loss and its end() never returned (seen as a test app that
// would not close after the bank test killed connections). Fixed by patches/drizzle-orm@0.45.4.patch.
import { drizzle } from 'drizzle-orm/node-postgres';
import { describe, expect, it } from 'vitest';

/** A pool (by name, as drizzle recognises one) whose one client loses its connection at BEGIN. */
class LostAtBeginPool {
  released: unknown[] = [];
  queries: string[] = [];
  async connect() {
    const client = {
      query: async (config: string | { text: string }) => {
        const text = typeof config === 'string' ? config : config.text;
        this.queries.push(text);
        if (/^begin/i.test(text)) throw new Error('Connection terminated unexpectedly');
        if (/^rollback/i.test(text)) throw new Error('Client has encountered a connection error');
        return { rows: [], rowCount: 0, fields: [], command: text };
      },
      release: (error?: unknown) => this.released.push(error ?? null),
    };
    return client;
  }
}

describe('a transaction on a pool', () => {
  it('gives its client back when the connection is lost at BEGIN', async () => {
    const pool = new LostAtBeginPool();
    const db = drizzle({ client: pool as never });
    let ran = false;
    await expect(
      db.transaction(async () => {
        ran = true;
      }),
    ).rejects.toThrow();
    expect(ran).toBe(false);
    expect(pool.queries[0]).toMatch(/^begin/i);
    expect(pool.released).toHaveLength(1);
  });
});
