import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from './errors';
import { loggerOptions } from './logging';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, stream };
}

async function appWithLogs() {
  const { lines, stream } = capture();
  const options = loggerOptions('info');
  const app = Fastify({ logger: { ...(options as object), stream } });
  registerErrorHandling(app);
  app.post('/plain', async () => {
    throw new Error('boom');
  });
  app.post('/secret', { schema: { 'x-encrypted': true } as object }, async () => {
    throw new Error('boom');
  });
  await app.ready();
  return { app, lines };
}

describe('logging', () => {
  it('redacts authorization, cookies and the encryption headers', async () => {
    const { app, lines } = await appWithLogs();
    await app.inject({
      method: 'POST',
      url: '/plain',
      headers: {
        authorization: 'tok123',
        cookie: 'captchaId=abc',
        encryption: 'abcdef',
        'x-rsa': 'k',
      },
      payload: { note: 'visible', password: 'hunter2' },
    });
    const text = lines.join('\n');
    expect(text).not.toMatch(/tok123|captchaId=abc|abcdef|hunter2/);
    expect(text).toMatch(/\[redacted\]/);
    expect(text).toMatch(/visible/);
    await app.close();
  });

  it('never logs the body of an encrypted operation, and logs 500s with the error', async () => {
    const { app, lines } = await appWithLogs();
    const res = await app.inject({
      method: 'POST',
      url: '/secret',
      payload: { anything: 'plaintext-secret' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toMatch(/boom/);
    const text = lines.join('\n');
    expect(text).not.toMatch(/plaintext-secret/);
    expect(text).toMatch(/boom/);
    await app.close();
  });
});
