// The live chat's staff side through the HTTP API: a conversation appears once the visitor
// wrote; one support member takes it (the others see it taken and cannot answer); the answer
// reaches the member's chat with a `livechat` event for their stream; closing ends the chat
// for the member; every step is audited; an operator key cannot answer as nobody; another
// merchant's staff sees none of it.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchants } from '../src/db/schema/merchants';
import { memberEvents } from '../src/db/schema/events';
import { createOperatorKey } from '../src/domain/operators';
import { createMember, type TestMember } from './helpers/members';
import { newSignedInStaff, type SignedInStaff, staffCall, value } from './helpers/staff';
import { createTestApp, DEMO, json, type TestApp } from './helpers/test-app';

let t: TestApp;
let merchantId: number;
let sam: SignedInStaff;
let sue: SignedInStaff;
let member: TestMember;
const now = Date.now();

interface Chat {
  id: number;
  account: string | null;
  status: string;
  assignedTo: string | null;
  mine: boolean;
  lastVisitorMessageAt: string | null;
}
interface Message {
  id: string;
  sender: string;
  content: string;
}

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  const [m] = await t.database.db.select().from(merchants).where(eq(merchants.code, 'demo'));
  merchantId = m!.id;
  sam = await newSignedInStaff(t, t.database.db, merchantId, 'sam', 'support', now);
  sue = await newSignedInStaff(t, t.database.db, merchantId, 'sue', 'support', now);
  member = await createMember(t.database.db, 'chatter01', { now });
});
afterAll(() => t.close());

const code = (res: Awaited<ReturnType<TestApp['request']>>) => json(res).errorCode;

/** A chat launched from the site (signed in when `token`), its ticket. */
async function launch(token?: string): Promise<string> {
  const res = await t.request({
    method: 'GET',
    url: '/wps/relay/CBS_launchChat',
    headers: { ...DEMO, ...(token ? { authorization: token } : {}) },
  });
  const { chatUrl } = json(res).value as { chatUrl: string };
  return new URL(chatUrl, 'http://x').searchParams.get('ticket') ?? '';
}

const write = (ticket: string, content: string) =>
  t.request({ method: 'POST', url: '/livechat/messages', payload: { ticket, content } });
const read = (ticket: string) =>
  t.request({ method: 'GET', url: `/livechat/messages?ticket=${ticket}` });

const list = async (token: string, status?: string) =>
  value<{ content: Chat[]; totalElements: number }>(
    await staffCall(t, 'GET', `/operator/liveChats${status ? `?status=${status}` : ''}`, token),
  );

describe('live chat, staff side', () => {
  let ticket = '';
  let chat: Chat;

  it('lists a chat once the visitor wrote, waiting, with the member account', async () => {
    ticket = await launch(member.token);
    const silent = await launch(member.token);
    expect((await list(sam.token, 'waiting')).content).toEqual([]);
    expect((await write(ticket, 'My deposit is missing')).statusCode).toBe(200);
    const waiting = await list(sam.token, 'waiting');
    expect(waiting.totalElements).toBe(1);
    chat = waiting.content[0]!;
    expect(chat).toMatchObject({
      account: 'chatter01',
      status: 'waiting',
      assignedTo: null,
      mine: false,
    });
    expect(chat.lastVisitorMessageAt).toBe(new Date(now).toISOString());
    // The chat nobody wrote in is not a conversation.
    expect(silent).not.toBe(ticket);
    const conversation = value<{ chat: Chat; messages: Message[] }>(
      await staffCall(t, 'GET', `/operator/liveChats/${chat.id}/messages`, sue.token),
    );
    expect(conversation.messages.map((m) => [m.sender, m.content])).toEqual([
      ['visitor', 'My deposit is missing'],
      ['agent', expect.any(String)],
    ]);
  });

  it('is taken by one staff member; the others see it taken and cannot take or answer it', async () => {
    const taken = value<Chat>(
      await staffCall(t, 'POST', `/operator/liveChats/${chat.id}/take`, sam.token),
    );
    expect(taken).toMatchObject({ status: 'taken', assignedTo: 'sam', mine: true });
    // Taking it again is no change.
    expect(
      (await staffCall(t, 'POST', `/operator/liveChats/${chat.id}/take`, sam.token)).statusCode,
    ).toBe(200);
    const seenBySue = (await list(sue.token)).content.find((c) => c.id === chat.id);
    expect(seenBySue).toMatchObject({ status: 'taken', assignedTo: 'sam', mine: false });
    const sueTakes = await staffCall(t, 'POST', `/operator/liveChats/${chat.id}/take`, sue.token);
    expect([sueTakes.statusCode, code(sueTakes)]).toEqual([409, 'livechat.taken']);
    const sueAnswers = await staffCall(
      t,
      'POST',
      `/operator/liveChats/${chat.id}/messages`,
      sue.token,
      { content: 'Hello from Sue' },
    );
    expect([sueAnswers.statusCode, code(sueAnswers)]).toEqual([409, 'livechat.not.yours']);
    const sueCloses = await staffCall(t, 'POST', `/operator/liveChats/${chat.id}/close`, sue.token);
    expect(code(sueCloses)).toBe('livechat.not.yours');
  });

  it("answers: the member's chat shows it and their stream hears of it, audited", async () => {
    const [{ latest } = { latest: 0 }] = await t.database.db
      .select({ latest: sql<number>`coalesce(max(${memberEvents.id}), 0)::int` })
      .from(memberEvents);
    const blank = await staffCall(t, 'POST', `/operator/liveChats/${chat.id}/messages`, sam.token, {
      content: '   ',
    });
    expect([blank.statusCode, code(blank)]).toEqual([400, 'request.param.err']);
    const answer = value<Message>(
      await staffCall(t, 'POST', `/operator/liveChats/${chat.id}/messages`, sam.token, {
        content: 'We found it: credited now.',
      }),
    );
    expect(answer).toMatchObject({ sender: 'agent', content: 'We found it: credited now.' });
    const seen = json(await read(ticket)).value as Message[];
    expect(seen.at(-1)).toMatchObject({ id: answer.id, sender: 'agent' });
    const events = await t.database.db
      .select({ id: memberEvents.id, topics: memberEvents.topics })
      .from(memberEvents)
      .where(and(eq(memberEvents.memberId, member.member.id), sql`${memberEvents.id} > ${latest}`));
    expect(events.map((e) => e.topics)).toEqual([['livechat']]);
    const audit = value<{
      content: { action: string; actor: string; before: unknown; after: unknown }[];
    }>(
      await t.request({
        method: 'GET',
        url: `/operator/audit?target=livechat:${chat.id}`,
        headers: {
          ...DEMO,
          'x-operator-key': (
            await createOperatorKey(t.database.db, merchantId, 'audit-reader', now)
          ).key,
        },
      }),
    );
    expect(audit.content.map((e) => [e.action, e.actor])).toEqual([
      ['livechat.answer', 'sam'],
      ['livechat.take', 'sam'],
    ]);
    expect(audit.content[1]).toMatchObject({
      before: { status: 'waiting', assignedTo: null },
      after: { status: 'taken', assignedTo: 'sam' },
    });
  });

  it('is closed by its staff member: the member can no longer read or write in it', async () => {
    const closed = value<Chat>(
      await staffCall(t, 'POST', `/operator/liveChats/${chat.id}/close`, sam.token),
    );
    expect(closed.status).toBe('closed');
    expect((await read(ticket)).statusCode).toBe(404);
    expect((await write(ticket, 'Hello?')).statusCode).toBe(404);
    const again = await staffCall(t, 'POST', `/operator/liveChats/${chat.id}/messages`, sam.token, {
      content: 'late',
    });
    expect([again.statusCode, code(again)]).toEqual([409, 'livechat.closed']);
    expect((await list(sue.token, 'closed')).content.map((c) => c.id)).toContain(chat.id);
    expect((await list(sue.token, 'waiting')).content.map((c) => c.id)).not.toContain(chat.id);
  });

  it("lists a visitor's chat without an account; a key cannot take it", async () => {
    const guest = await launch();
    await write(guest, 'Can I play without an account?');
    const listed = (await list(sue.token, 'waiting')).content[0]!;
    expect(listed).toMatchObject({ account: null, status: 'waiting' });
    const { key } = await createOperatorKey(t.database.db, merchantId, 'support-key', now, {
      role: 'support',
    });
    const byKey = await t.request({
      method: 'POST',
      url: `/operator/liveChats/${listed.id}/take`,
      headers: { ...DEMO, 'x-operator-key': key },
    });
    expect([byKey.statusCode, code(byKey)]).toEqual([409, 'livechat.staff.only']);
    // A waiting chat is closed by anyone who may answer.
    const closed = value<Chat>(
      await staffCall(t, 'POST', `/operator/liveChats/${listed.id}/close`, sue.token),
    );
    expect(closed).toMatchObject({ status: 'closed', assignedTo: null });
  });

  it("shows nothing of another merchant's chats", async () => {
    const [other] = await t.database.db
      .insert(merchants)
      .values({
        code: 'otherchat',
        name: 'Other',
        currency: 'USD',
        currencySymbol: '$',
        settings: {},
      })
      .returning();
    const { key } = await createOperatorKey(t.database.db, other!.id, 'other-support', now, {
      role: 'support',
    });
    const headers = { merchant: 'otherchat', 'x-operator-key': key };
    const listed = await t.request({ method: 'GET', url: '/operator/liveChats', headers });
    expect((json(listed).value as { totalElements: number }).totalElements).toBe(0);
    for (const [method, url] of [
      ['GET', `/operator/liveChats/${chat.id}/messages`],
      ['POST', `/operator/liveChats/${chat.id}/take`],
      ['POST', `/operator/liveChats/${chat.id}/close`],
    ] as const) {
      const res = await t.request({ method, url, headers });
      expect([url, res.statusCode]).toEqual([url, 404]);
    }
  });
});
