// The member's event stream (GET /wps/message/events), read over a real socket as the apps read
// it: refused without a session; an event only once its transaction commits (never for a
// rolled-back one); resumed after the last event id without a loss; one member never hears
// another's events; an operator's decision reaches the member's open stream.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchants } from '../src/db/schema/merchants';
import { emitMemberEvent, pruneEvents } from '../src/domain/events';
import { createOperatorKey } from '../src/domain/operators';
import { createMember, type TestMember } from './helpers/members';
import { createTestApp, DEMO, type TestApp } from './helpers/test-app';

let t: TestApp;
let base = '';
let merchantId = 0;
let operatorKey = '';
let alice: TestMember;
let bob: TestMember;

beforeAll(async () => {
  t = await createTestApp({ streamMs: 20_000 });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const [merchant] = await t.database.db.select().from(merchants).where(eq(merchants.code, 'demo'));
  merchantId = merchant!.id;
  operatorKey = (await createOperatorKey(t.database.db, merchantId, 'events', Date.now())).key;
  alice = await createMember(t.database.db, 'events_alice', { fund: '100.00' });
  bob = await createMember(t.database.db, 'events_bob', { fund: '100.00' });
});
afterAll(async () => {
  // The app waits for open connections when it closes; fetch keeps its sockets alive.
  t.app.server.closeAllConnections();
  await t.close();
});

interface Received {
  event: string;
  id: number | null;
  topics: string[];
}

/** An open event stream: the events received so far, and a wait for the next ones. */
async function openStream(token: string | undefined, lastEventId?: number) {
  const controller = new AbortController();
  const res = await fetch(`${base}/wps/message/events`, {
    headers: {
      ...DEMO,
      ...(token ? { authorization: token } : {}),
      ...(lastEventId !== undefined ? { 'last-event-id': String(lastEventId) } : {}),
    },
    signal: controller.signal,
  });
  const received: Received[] = [];
  let readyId: number | null = null;
  let wake = null as (() => void) | null;
  let connected!: () => void;
  const isConnected = new Promise<void>((resolve) => (connected = resolve));
  const reading = (async () => {
    if (!res.ok || !res.body) return;
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      const blocks = buffer.split('\n\n');
      buffer = blocks.pop() ?? '';
      for (const block of blocks) {
        // A resumed stream is open at its first line; a fresh one once it says where it starts.
        if (block.startsWith(': connected') && lastEventId !== undefined) connected();
        const field = (name: string) =>
          block
            .split('\n')
            .find((l) => l.startsWith(`${name}: `))
            ?.slice(name.length + 2);
        const event = field('event');
        if (!event) continue;
        const id = field('id');
        const data = JSON.parse(field('data') ?? '{}') as { topics?: string[] };
        if (event === 'ready') {
          readyId = Number(id);
          connected();
          continue;
        }
        received.push({ event, id: id ? Number(id) : null, topics: data.topics ?? [] });
        wake?.();
      }
    }
  })();
  if (res.ok) await isConnected;
  return {
    status: res.status,
    received,
    /** The id a fresh stream starts from (its `ready` event). */
    readyId: () => readyId,
    /** Waits (at most 5 s) until `n` events have arrived. */
    async until(n: number): Promise<Received[]> {
      const deadline = Date.now() + 5000;
      while (received.length < n && Date.now() < deadline) {
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 100);
        });
      }
      return received;
    },
    async close() {
      controller.abort();
      await reading;
    },
  };
}

const emit = (m: TestMember, topics: ('balance' | 'messages' | 'vip')[]) =>
  emitMemberEvent(t.database.db, { merchantId, memberId: m.member.id, topics });

describe('member event stream', () => {
  it('refuses a request without a valid session', async () => {
    expect((await openStream(undefined)).status).toBe(401);
    expect((await openStream('not-a-session-token')).status).toBe(401);
  });

  it('sends an event only once its transaction commits, never for a rolled-back one', async () => {
    const stream = await openStream(alice.token);
    await expect(
      t.database.db.transaction(async (tx) => {
        await emitMemberEvent(tx, { merchantId, memberId: alice.member.id, topics: ['vip'] });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    let seenBeforeCommit = -1;
    await t.database.db.transaction(async (tx) => {
      await emitMemberEvent(tx, { merchantId, memberId: alice.member.id, topics: ['balance'] });
      await new Promise((r) => setTimeout(r, 300));
      seenBeforeCommit = stream.received.length;
    });
    const events = await stream.until(1);
    expect(seenBeforeCommit).toBe(0);
    // Only the committed event: the rolled-back one (emitted first) never arrives.
    expect(events.map((e) => e.topics)).toEqual([['balance']]);
    await stream.close();
  });

  it("carries an operator's decision to the member's open stream", async () => {
    const stream = await openStream(alice.token);
    const res = await t.request({
      method: 'POST',
      url: '/operator/adjustments',
      headers: { ...DEMO, 'x-operator-key': operatorKey, 'idempotency-key': `ev-${Date.now()}` },
      payload: { account: 'events_alice', amount: '5.00', reason: 'goodwill' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [event] = await stream.until(1);
    expect(event).toMatchObject({ event: 'change', topics: ['balance'] });
    await stream.close();
  });

  it('resumes after the last event id without losing an event', async () => {
    const first = await openStream(alice.token);
    await emit(alice, ['messages']);
    const [seen] = await first.until(1);
    await first.close();
    // Two events while no stream is open.
    await emit(alice, ['balance']);
    await emit(alice, ['vip']);
    const resumed = await openStream(alice.token, seen!.id!);
    const events = await resumed.until(2);
    const after = events.filter((e) => e.id! > seen!.id!);
    expect(after.map((e) => e.topics)).toEqual([['balance'], ['vip']]);
    // Each id once on one stream, the overlap included.
    const ids = events.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    await resumed.close();
  });

  it('tells a client whose last id is older than the replay window to refresh everything', async () => {
    await emit(bob, ['balance']);
    await t.database.db.execute(
      // The window has passed for every event so far.
      sql`update member_events set created_at = now() - interval '1 hour'`,
    );
    expect(await pruneEvents(t.database.db)).toBeGreaterThan(0);
    const stream = await openStream(bob.token, 1);
    const [event] = await stream.until(1);
    expect(event?.event).toBe('reset');
    await stream.close();
  });

  it('resumes a stream that saw no event from where it started', async () => {
    const first = await openStream(bob.token);
    const start = first.readyId();
    expect(start).not.toBeNull();
    await first.close();
    await emit(bob, ['messages']);
    const resumed = await openStream(bob.token, start!);
    const events = await resumed.until(1);
    expect(events.map((e) => e.topics)).toContainEqual(['messages']);
    expect(resumed.readyId()).toBeNull();
    await resumed.close();
  });

  it("never sends one member another member's events", async () => {
    const bobs = await openStream(bob.token);
    await emit(alice, ['balance']);
    await emit(alice, ['messages']);
    await emit(bob, ['vip']);
    const events = await bobs.until(1);
    await new Promise((r) => setTimeout(r, 200));
    expect(events.map((e) => e.topics)).toEqual([['vip']]);
    await bobs.close();
  });
});
