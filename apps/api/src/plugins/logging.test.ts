import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from './errors';
import { loggableUrl, loggerOptions, RequestLog, serializeError, statementName } from './logging';

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

/** What drizzle throws when a statement fails: its text and parameters, the driver's error. */
class DrizzleQueryError extends Error {
  constructor(
    public query: string,
    public params: unknown[],
    public override cause: unknown,
  ) {
    super(`Failed query: ${query}\nparams: ${params.join(',')}`);
  }
}

const HASH = 'scrypt$16384$8$1$c2FsdHNhbHQ=$aGFzaGhhc2hoYXNo';
const MOBILE = '81239876';

function failedInsert(): DrizzleQueryError {
  const driver = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
    name: 'DatabaseError',
    code: '22021',
    detail: `Key (mobile)=(${MOBILE}) already exists.`,
    where: `parameter $2 = '${HASH}'`,
  });
  return new DrizzleQueryError(
    'insert into "members" ("merchant_id", "username", "password_hash", "mobile") values ($1, $2, $3, $4)',
    [1, 'bob\u0000', HASH, MOBILE],
    driver,
  );
}

async function appWithLogs() {
  const { lines, stream } = capture();
  const options = loggerOptions('info');
  const app = Fastify({
    logger: { ...(options as object), stream },
    logController: new RequestLog(),
  });
  registerErrorHandling(app);
  app.get('/ok', async () => ({ ok: true }));
  app.post('/plain', async () => {
    throw new Error('boom');
  });
  app.post('/query', async () => {
    throw failedInsert();
  });
  await app.ready();
  return { app, lines };
}

describe('logging', () => {
  it('writes one line per request: method, URL, status and time, under its request id', async () => {
    const { app, lines } = await appWithLogs();
    await app.inject({ method: 'GET', url: '/ok?x=1' });
    const entries = lines.map(
      (l) => JSON.parse(l) as Record<string, { method?: string; statusCode?: number }>,
    );
    const forRequest = entries.filter((e) => e.req || e.res);
    expect(forRequest).toHaveLength(1);
    expect(forRequest[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET' },
      res: { statusCode: 200 },
    });
    expect(forRequest[0]?.reqId).toBeDefined();
    expect(typeof forRequest[0]?.responseTime).toBe('number');
    await app.close();
  });

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
        'x-operator-key': 'opk_secret',
        'x-operator-session': 'sts_secret',
      },
      payload: { note: 'visible-field-value', password: 'hunter2' },
    });
    const text = lines.join('\n');
    expect(text).not.toMatch(/tok123|captchaId=abc|abcdef|hunter2|opk_secret|sts_secret/);
    expect(text).toMatch(/\[redacted\]/);
    expect(text).toMatch(/boom/);
    // A body is logged by its field names only.
    expect(text).toMatch(/"fields":\["note","password"\]/);
    expect(text).not.toMatch(/visible-field-value/);
    await app.close();
  });

  it('a failed statement is logged by its name and SQLSTATE, never its parameters', async () => {
    const { app, lines } = await appWithLogs();
    const res = await app.inject({ method: 'POST', url: '/query', payload: {} });
    expect(res.statusCode).toBe(500);
    const text = lines.join('\n');
    expect(text).not.toContain(HASH);
    expect(text).not.toContain('c2FsdHNhbHQ');
    expect(text).not.toContain(MOBILE);
    expect(text).toMatch(/statement failed: insert into \\"members\\" \(22021\)/);
    await app.close();
  });

  it('masks credentials in URLs', () => {
    expect(loggableUrl('/demo-games/slot?session=abc123&lang=EN')).toBe(
      '/demo-games/slot?session=[redacted]&lang=EN',
    );
    expect(loggableUrl('/payment/demo/pay/tok_abcdef?x=1')).toBe(
      '/payment/demo/pay/[redacted]?x=1',
    );
    expect(loggableUrl('/wps/x?mobileNum=812&pageNo=2')).toBe(
      '/wps/x?mobileNum=[redacted]&pageNo=2',
    );
  });

  it('names statements without values', () => {
    expect(statementName('select "id" from "members" where "username" = $1')).toBe(
      'select "members"',
    );
    expect(statementName('update "members" set "password_hash" = $1')).toBe('update "members"');
    expect(statementName('delete from "sessions" where x')).toBe('delete from "sessions"');
    expect(serializeError(failedInsert())).toMatchObject({ code: '22021' });
  });
});
