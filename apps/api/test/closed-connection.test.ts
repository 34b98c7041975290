// A request whose client hung up before the rate limiter counted it: Node forgets a closed
// socket's address, so the limiter's key was undefined and it threw a TypeError, logged at
// error level. The address is now read when the connection opens, so nothing is logged above
// info for a client that went away.
import { connect } from 'node:net';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { createTestDatabase, type TestDatabase } from './helpers/test-db';

let db: TestDatabase;
let app: FastifyInstance;
const lines: Array<{ level: number; msg?: string; err?: { type?: string; message?: string } }> = [];
let hungUp: () => void;
const gone = new Promise<void>((resolve) => (hungUp = resolve));

beforeAll(async () => {
  db = await createTestDatabase();
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
  });
  app = await buildApp({ database: db.database, logLevel: 'info', logStream });
  // Before the route's own hooks (the rate limiter's): the client is gone by then.
  app.addHook('onRequest', async (request) => {
    request.raw.socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    hungUp();
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  await db.dispose();
});

describe('a client that hangs up before its request is counted', () => {
  it('is not an error in the log', async () => {
    const { port } = app.server.address() as { port: number };
    const socket = connect(port, '127.0.0.1', () =>
      socket.write('GET /wps/system/country HTTP/1.1\r\nHost: x\r\nMerchant: demo\r\n\r\n'),
    );
    socket.on('error', () => undefined);
    await new Promise((resolve) => socket.on('close', resolve));
    // The route's hooks run right after ours; the limiter's error was logged at once.
    await gone;
    await new Promise((resolve) => setTimeout(resolve, 200));
    const errors = lines.filter((l) => l.level >= 50);
    expect(errors.map((l) => `${l.msg} ${l.err?.type}: ${l.err?.message}`)).toEqual([]);
  });
});
