import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, json, type TestApp } from './helpers/test-app';
import { signIn } from './helpers/sign-in';

let t: TestApp;
let now = Date.UTC(2026, 10, 21, 12, 0, 0);
let player: string;
let agent: string;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  player = await signIn(t);
  agent = await signIn(t, 'demoagent');
});
afterAll(() => t.close());

const post = (content: string, token?: string) =>
  t.request({
    method: 'POST',
    url: '/wps/chat/messages',
    headers: { ...DEMO, ...(token ? { authorization: token } : {}) },
    payload: { content },
  });
const read = async (query = '', token?: string) =>
  json(
    await t.request({
      method: 'GET',
      url: `/wps/chat/messages${query}`,
      headers: { ...DEMO, ...(token ? { authorization: token } : {}) },
    }),
  ).value as {
    messages: { id: string; nickname: string; content: string }[];
    canPost: boolean;
    maxLength: number;
  };

describe('chat room', () => {
  it('lets visitors read but not post', async () => {
    expect((await read()).canPost).toBe(false);
    expect((await read('', player)).canPost).toBe(true);
    expect((await post('hello', undefined)).statusCode).toBe(401);
  });

  it('stores trimmed plain text under the nickname, oldest first', async () => {
    const res = await post('  <b>hi</b> all  ', player);
    expect(json(res).value).toMatchObject({ nickname: 'Demo Player', content: '<b>hi</b> all' });
    now += 1000;
    await post('second', agent);
    const { messages } = await read();
    expect(messages.map((m) => m.content)).toEqual(['<b>hi</b> all', 'second']);
    const after = await read(`?after=${messages[0]?.id}`);
    expect(after.messages.map((m) => m.content)).toEqual(['second']);
  });

  it('limits the length', async () => {
    const res = await post('x'.repeat(201), player);
    expect(json(res)).toMatchObject({
      errorCode: 'chat.content.invalid',
      value: { maxLength: 200 },
    });
    expect(json(await post('   ', player)).errorCode).toBe('chat.content.invalid');
  });

  it('limits each member to 3 messages in 10 seconds', async () => {
    now += 60_000;
    for (const n of [1, 2, 3]) expect((await post(`burst ${n}`, player)).statusCode).toBe(200);
    const fourth = await post('burst 4', player);
    expect(fourth.statusCode).toBe(429);
    expect(json(fourth).errorCode).toBe('too.many.requests');
    expect((await post('someone else', agent)).statusCode).toBe(200);
    now += 10_001;
    expect((await post('later', player)).statusCode).toBe(200);
  });

  it('pushes new messages to open streams as server-sent events', async () => {
    const { messages } = await read();
    const last = messages.at(-1)?.id ?? '0';
    const res = await t.app.inject({
      method: 'GET',
      url: `/wps/chat/stream?after=${last}`,
      headers: DEMO,
      payloadAsStream: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    const stream = res.stream();
    let text = '';
    stream.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    now += 60_000;
    const sent = json(await post('live one', player)).value as { id: string };
    await expect.poll(() => text, { timeout: 3000 }).toContain(`id: ${sent.id}\nevent: message\n`);
    const data = text.split('\n').find((l) => l.startsWith('data: '));
    expect(JSON.parse(data?.slice(6) ?? '{}')).toMatchObject({ id: sent.id, content: 'live one' });
    stream.destroy();
  });
});
