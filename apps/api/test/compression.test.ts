import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, DEMO, type TestApp } from './helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const LIST = '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=20';

describe('compressed answers', () => {
  it('sends a large JSON answer brotli- or gzip-compressed, as the client accepts', async () => {
    const plain = await t.request({ method: 'GET', url: LIST, headers: DEMO });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await t.app.inject({
      method: 'GET',
      url: LIST,
      headers: { ...DEMO, 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(
      JSON.parse(plain.body),
    );

    const gz = await t.app.inject({
      method: 'GET',
      url: LIST,
      headers: { ...DEMO, 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(JSON.parse(plain.body));
  });

  it('compresses a catalogue page again when the catalogue changes', async () => {
    const page = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: LIST,
        headers: { ...DEMO, 'accept-encoding': 'br' },
      });
      expect(res.headers['content-encoding']).toBe('br');
      return JSON.parse(brotliDecompressSync(res.rawPayload).toString()) as {
        value: { games: { nodeId: string; gameName: string }[] };
      };
    };
    const first = await page();
    const again = await page();
    expect(again).toEqual(first);
    const game = first.value.games[0];
    expect(game).toBeDefined();
    // Renamed straight in the database, as another replica would: the configuration cache's
    // version check brings the new page, and its compressed copy with it.
    await t.database.db.execute(
      sql`update games set name_en = 'Compressed Anew' where id = ${Number(game?.nodeId)}`,
    );
    await vi.waitFor(
      async () => expect((await page()).value.games[0]?.gameName).toBe('Compressed Anew'),
      { timeout: 10_000, interval: 200 },
    );
  });

  it('leaves small answers as they are', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
