// Real delivery: codes and reset mails go through a real SMTP server and a real HTTP SMS
// gateway started here (both on ephemeral ports); the test reads the code from what arrived
// and completes the flow with it. A provider that refuses gets an honest `delivery.failed`,
// and the delivery job delivers the message once the provider is back, within its limit.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outboxMessages } from '../src/db/schema/members';
import { MAX_ATTEMPTS, retryDelayMs, retryDueMessages } from '../src/domain/verification/outbox';
import { type DeliveryProviders, deliveryProviders } from '../src/domain/verification';
import type { Provider } from '../src/domain/verification/providers';
import { type AccountClient, ACCOUNTS_START, errorOf, setUpAccountApp } from './helpers/accounts';
import { DEMO, json, type TestApp } from './helpers/test-app';

/** Arrivals in order; `next()` waits for the next one a test has not taken yet. */
function arrivals<T>() {
  const queue: T[] = [];
  const waiting: ((item: T) => void)[] = [];
  return {
    push(item: T) {
      const waiter = waiting.shift();
      if (waiter) waiter(item);
      else queue.push(item);
    },
    next(): Promise<T> {
      const item = queue.shift();
      return item !== undefined ? Promise.resolve(item) : new Promise((r) => waiting.push(r));
    },
    get pending() {
      return queue.length;
    },
  };
}

interface Sms {
  headers: IncomingHttpHeaders;
  body: { id: string; to: string; text: string };
}
/** Every request the gateway got (accepted or not), and the messages it accepted. */
const gatewayHits = arrivals<Sms>();
const smsReceived = arrivals<Sms>();
let gatewayDown = false;
const gateway: Server = createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
  req.on('end', () => {
    const sms = { headers: req.headers, body: JSON.parse(raw) as Sms['body'] };
    gatewayHits.push(sms);
    if (gatewayDown || req.headers.authorization !== 'Bearer gateway-secret') {
      res.writeHead(gatewayDown ? 500 : 401, { 'content-type': 'text/plain' });
      res.end(gatewayDown ? 'gateway unavailable' : 'bad token');
      return;
    }
    smsReceived.push(sms);
    res.writeHead(202, { 'content-type': 'application/json' });
    res.end('{"accepted":true}');
  });
});

interface Mail {
  from: string;
  to: string[];
  raw: string;
}
const mailReceived = arrivals<Mail>();
let smtpRefuses = false;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onRcptTo(_address, _session, callback) {
    if (!smtpRefuses) return callback();
    return callback(
      Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 }),
    );
  },
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    stream.on('end', () => {
      mailReceived.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((r) => r.address),
        raw,
      });
      callback();
    });
  },
});

/** The text of a plain mail as a reader sees it (quoted-printable soft breaks undone). */
const mailText = (raw: string): string =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const listen = (server: { listen: (port: number, host: string, cb: () => void) => unknown }) =>
  new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

let smtpPort = 0;
let gatewayPort = 0;
beforeAll(async () => {
  await listen(gateway);
  await listen(smtp);
  gatewayPort = (gateway.address() as AddressInfo).port;
  smtpPort = (smtp.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((r) => gateway.close(() => r()));
  await new Promise<void>((r) => smtp.close(() => r()));
});

let t: TestApp;
let c: AccountClient;
let now = ACCOUNTS_START;
// The providers are made at their first use, once the servers listen (their ports are known).
let real: DeliveryProviders | null = null;
const live = (channel: 'sms' | 'email'): Provider => {
  real ??= deliveryProviders({
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    mailFrom: 'Royal Demo <no-reply@royal-demo.test>',
    smsGatewayUrl: `http://127.0.0.1:${gatewayPort}/sms`,
    smsGatewayToken: 'gateway-secret',
  });
  const provider = real[channel];
  if (!provider) throw new Error(`no ${channel} provider`);
  return provider;
};
const delivery: DeliveryProviders = {
  sms: (message) => live('sms')(message),
  email: (message) => live('email')(message),
};
setUpAccountApp(
  {
    clock: () => now,
    ipVerification: false,
    trustProxy: ['127.0.0.1'],
    delivery,
    // The delivery job on the app's clock: the test moves the clock past a retry's backoff.
    jobs: { tickMs: 20, everyMs: { delivery: 1_000 }, only: ['delivery'] },
  },
  (app, client) => {
    t = app;
    c = client;
  },
);

let ipSeq = 10;
const nextIp = () => `198.51.100.${ipSeq++}`;
const sendLoginCode = async (mobileNo: string) =>
  c.post(
    '/wps/verification/sms/noLogin',
    { countryDialingCode: '65', mobileNo, altcha: await c.altcha() },
    { 'x-forwarded-for': nextIp() },
  );
const smsLogin = (mobileNum: string, verificationCode: string) =>
  c.login({ type: 'sms', countryDialingCode: '65', mobileNum, verificationCode });
const forgot = async (username: string, email: string) =>
  t.request({
    method: 'POST',
    url: '/wps/member/password/email',
    headers: {
      ...DEMO,
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': nextIp(),
    },
    payload: new URLSearchParams({ username, email, altcha: await c.altcha() }).toString(),
  });
const messagesTo = (recipient: string) =>
  t.database.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient))
    .orderBy(outboxMessages.id);
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';
const temporaryPasswordIn = (text: string) => /temporary password is (\S+)\./.exec(text)?.[1] ?? '';

describe('SMS through the HTTP gateway', () => {
  it('delivers a sign-in code that the member reads from the SMS and signs in with', async () => {
    await c.createMember({
      username: 'smsreal01',
      password: 'Secret123',
      countryDialingCode: '65',
      mobileNum: '84440001',
    });
    const res = await sendLoginCode('84440001');
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).value).toEqual({ expiredMinutes: 5 });
    const sms = await smsReceived.next();
    await gatewayHits.next();
    expect(sms.body.to).toBe('+6584440001');
    expect(sms.headers['content-type']).toBe('application/json');
    expect(sms.headers['idempotency-key']).toBe(`outbox-${sms.body.id}`);
    const signedIn = await smsLogin('84440001', codeIn(sms.body.text));
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(json(signedIn).value).toMatchObject({ userName: 'smsreal01' });
    const [row] = await messagesTo('+6584440001');
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row?.sentAt?.getTime()).toBe(now);
  });

  it('says "could not send" when the gateway fails, for members and strangers alike; the job delivers it once the gateway is back', async () => {
    now += 10 * 60_000;
    await c.createMember({
      username: 'smsreal02',
      password: 'Secret123',
      countryDialingCode: '65',
      mobileNum: '84440002',
    });
    gatewayDown = true;
    const failed = await sendLoginCode('84440002');
    expect(failed.statusCode).toBe(503);
    expect(errorOf(failed).errorCode).toBe('delivery.failed');
    expect((await gatewayHits.next()).body.to).toBe('+6584440002');
    // A number without an account reads the same while the gateway is failing.
    const stranger = await sendLoginCode('84449999');
    expect(stranger.statusCode).toBe(503);
    expect(json(stranger)).toEqual(json(failed));
    const [row] = await messagesTo('+6584440002');
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.lastError).toContain('HTTP 500');
    expect(row?.nextAttemptAt?.getTime()).toBe(now + retryDelayMs(1));

    gatewayDown = false;
    now += retryDelayMs(1);
    const sms = await smsReceived.next();
    expect(sms.body.to).toBe('+6584440002');
    const signedIn = await smsLogin('84440002', codeIn(sms.body.text));
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    await gatewayHits.next();
    // The job records the outcome once the gateway has answered.
    await vi.waitFor(async () =>
      expect((await messagesTo('+6584440002'))[0]).toMatchObject({
        status: 'sent',
        attempts: 2,
        lastError: null,
      }),
    );
    // The gateway works again: a stranger's number reads "sent" like a member's.
    now += 60_000;
    expect((await sendLoginCode('84449998')).statusCode).toBe(200);
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts and records why`, async () => {
    now += 10 * 60_000;
    await c.createMember({
      username: 'smsreal03',
      password: 'Secret123',
      countryDialingCode: '65',
      mobileNum: '84440003',
    });
    gatewayDown = true;
    expect((await sendLoginCode('84440003')).statusCode).toBe(503);
    await gatewayHits.next();
    // The retries are run here directly at later instants (the app's clock, and so its
    // job, stays put): each one reaches the gateway and is refused again.
    const db = t.database.db;
    let at = now;
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt += 1) {
      expect(await retryDueMessages(db, delivery, at + retryDelayMs(attempt - 1) - 1)).toBe(0);
      at += retryDelayMs(attempt - 1);
      expect(await retryDueMessages(db, delivery, at)).toBe(0);
      expect((await gatewayHits.next()).body.to).toBe('+6584440003');
    }
    const [row] = await messagesTo('+6584440003');
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, nextAttemptAt: null });
    expect(row?.lastError).toContain('HTTP 500');
    // Nothing is due any more, however late it gets.
    gatewayDown = false;
    expect(await retryDueMessages(db, delivery, at + 24 * 60 * 60_000)).toBe(0);
    expect(gatewayHits.pending).toBe(0);
  });
});

describe('e-mail through SMTP', () => {
  it('mails the temporary password of a reset; the member signs in with what arrived', async () => {
    now += 10 * 60_000;
    await c.createMember({
      username: 'mailreal01',
      password: 'Secret123',
      email: 'mailreal01@example.test',
    });
    const res = await forgot('mailreal01', 'mailreal01@example.test');
    expect(res.statusCode, res.body).toBe(200);
    const mail = await mailReceived.next();
    expect(mail.to).toEqual(['mailreal01@example.test']);
    expect(mail.from).toBe('no-reply@royal-demo.test');
    const temp = temporaryPasswordIn(mailText(mail.raw));
    expect(temp).toMatch(/^[A-Za-z0-9]{10}$/);
    const signedIn = await c.login({ username: 'mailreal01', password: temp });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(json(signedIn).value).toMatchObject({ passwordExpired: true });
    const [row] = await messagesTo('mailreal01@example.test');
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('answers "could not send" when the SMTP server refuses, and the job delivers the mail once it accepts again', async () => {
    now += 10 * 60_000;
    await c.createMember({
      username: 'mailreal02',
      password: 'Secret123',
      email: 'mailreal02@example.test',
    });
    smtpRefuses = true;
    const failed = await forgot('mailreal02', 'mailreal02@example.test');
    expect(failed.statusCode).toBe(503);
    expect(errorOf(failed).errorCode).toBe('delivery.failed');
    // An unknown account reads the same while the mail server refuses.
    const unknown = await forgot('nobody99', 'nobody99@example.test');
    expect(json(unknown)).toEqual(json(failed));
    const [row] = await messagesTo('mailreal02@example.test');
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.lastError).toMatch(/^smtp: .*451/);

    smtpRefuses = false;
    now += retryDelayMs(1);
    const mail = await mailReceived.next();
    expect(mail.to).toEqual(['mailreal02@example.test']);
    const temp = temporaryPasswordIn(mailText(mail.raw));
    const signedIn = await c.login({ username: 'mailreal02', password: temp });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    await vi.waitFor(async () =>
      expect((await messagesTo('mailreal02@example.test'))[0]).toMatchObject({
        status: 'sent',
        attempts: 2,
      }),
    );
  });
});
