// Feedback on the staff side through the HTTP API: the list (open, answered) with the image
// count, one feedback with its images as stored, the answer once (audited) arriving in the
// member's inbox in the member's own language while staff work in English; a visitor's
// feedback has no inbox; another merchant's staff sees none of it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchants } from '../src/db/schema/merchants';
import { createOperatorKey } from '../src/domain/operators';
import { makePng } from './helpers/images';
import { createMember, type TestMember } from './helpers/members';
import { newSignedInStaff, type SignedInStaff, staffCall, value } from './helpers/staff';
import { createTestApp, DEMO, json, type TestApp } from './helpers/test-app';

let t: TestApp;
let merchantId: number;
let sam: SignedInStaff;
let member: TestMember;
let png: Buffer;
const now = Date.now();

interface Feedback {
  id: number;
  account: string | null;
  questionType: string;
  content: string;
  imageCount: number;
  answer: string | null;
  answeredBy: string | null;
  answeredAt: string | null;
}

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  const [m] = await t.database.db.select().from(merchants).where(eq(merchants.code, 'demo'));
  merchantId = m!.id;
  sam = await newSignedInStaff(t, t.database.db, merchantId, 'sam', 'support', now);
  member = await createMember(t.database.db, 'writer01', { now });
  png = await makePng(40, 30);
});
afterAll(() => t.close());

const code = (res: Awaited<ReturnType<TestApp['request']>>) => json(res).errorCode;

/** Feedback sent from the site (by the member, in Chinese, when `token`). */
async function send(content: string, token?: string, images: Buffer[] = []) {
  const res = await t.request({
    method: 'PUT',
    url: '/wps/feedback',
    headers: { ...DEMO, language: 'CN', ...(token ? { authorization: token } : {}) },
    payload: {
      questionType: 'DEPOSIT',
      content,
      images: images.map((bytes, i) => ({
        name: `shot${i}.png`,
        contentType: 'image/png',
        data: bytes.toString('base64'),
      })),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return Number((json(res).value as { id: string }).id);
}

const list = async (status?: string) =>
  value<{ content: Feedback[]; totalElements: number }>(
    await staffCall(t, 'GET', `/operator/feedback${status ? `?status=${status}` : ''}`, sam.token),
  );

describe('feedback, staff side', () => {
  let id = 0;

  it('lists feedback with its images and shows them as stored', async () => {
    id = await send('My deposit has not arrived after an hour.', member.token, [png, png]);
    const open = await list('open');
    expect(open.content[0]).toMatchObject({
      id,
      account: 'writer01',
      questionType: 'DEPOSIT',
      imageCount: 2,
      answer: null,
    });
    const detail = value<
      Feedback & { images: { name: string; contentType: string; data: string }[] }
    >(await staffCall(t, 'GET', `/operator/feedback/${id}`, sam.token));
    expect(detail.images.map((i) => [i.name, i.contentType])).toEqual([
      ['shot0.png', 'image/png'],
      ['shot1.png', 'image/png'],
    ]);
    // A real PNG, as decoded and re-encoded when it was sent.
    expect(Buffer.from(detail.images[0]!.data, 'base64').subarray(1, 4).toString()).toBe('PNG');
  });

  it("answers once: the member reads it in their language's message, audited", async () => {
    const blank = await staffCall(t, 'POST', `/operator/feedback/${id}/answer`, sam.token, {
      answer: '  ',
    });
    expect([blank.statusCode, code(blank)]).toEqual([400, 'request.param.err']);
    const answered = value<Feedback>(
      await staffCall(t, 'POST', `/operator/feedback/${id}/answer`, sam.token, {
        answer: 'It is credited now.',
      }),
    );
    expect(answered).toMatchObject({ answer: 'It is credited now.', answeredBy: 'sam' });
    const again = await staffCall(t, 'POST', `/operator/feedback/${id}/answer`, sam.token, {
      answer: 'Twice',
    });
    expect([again.statusCode, code(again)]).toEqual([409, 'feedback.answered']);

    const inbox = json(
      await t.request({
        method: 'GET',
        url: '/wps/relay/CSP_getInbox',
        headers: { ...DEMO, authorization: member.token },
      }),
    ).value as { content: { type: string; title: string; content: string }[] };
    expect(inbox.content[0]).toEqual(
      expect.objectContaining({
        type: 'feedback_answered',
        title: '您的反馈已有回复',
        content: '关于您的反馈“My deposit has not arrived after an hour.”：It is credited now.',
      }),
    );
    expect((await list('answered')).content.map((f) => f.id)).toContain(id);
    expect((await list('open')).content.map((f) => f.id)).not.toContain(id);

    const { key } = await createOperatorKey(t.database.db, merchantId, 'reader', now);
    const audit = value<{
      content: { action: string; actor: string; before: unknown; after: unknown }[];
    }>(
      await t.request({
        method: 'GET',
        url: `/operator/audit?target=feedback:${id}`,
        headers: { ...DEMO, 'x-operator-key': key },
      }),
    );
    expect(audit.content).toEqual([
      expect.objectContaining({
        action: 'feedback.answer',
        actor: 'sam',
        before: { answer: null },
        after: { answer: 'It is credited now.' },
      }),
    ]);
  });

  it("cannot answer a visitor's feedback (no inbox)", async () => {
    const guest = await send('Your site is very nice but slow at night.');
    expect((await list('open')).content.find((f) => f.id === guest)).toMatchObject({
      account: null,
      imageCount: 0,
    });
    const res = await staffCall(t, 'POST', `/operator/feedback/${guest}/answer`, sam.token, {
      answer: 'Thanks',
    });
    expect([res.statusCode, code(res)]).toEqual([409, 'feedback.anonymous']);
  });

  it("shows nothing of another merchant's feedback", async () => {
    const [other] = await t.database.db
      .insert(merchants)
      .values({
        code: 'otherfb',
        name: 'Other',
        currency: 'USD',
        currencySymbol: '$',
        settings: {},
      })
      .returning();
    const { key } = await createOperatorKey(t.database.db, other!.id, 'other-support', now, {
      role: 'support',
    });
    const headers = { merchant: 'otherfb', 'x-operator-key': key };
    const listed = await t.request({ method: 'GET', url: '/operator/feedback', headers });
    expect((json(listed).value as { totalElements: number }).totalElements).toBe(0);
    const one = await t.request({ method: 'GET', url: `/operator/feedback/${id}`, headers });
    expect(one.statusCode).toBe(404);
    const answer = await t.request({
      method: 'POST',
      url: `/operator/feedback/${id}/answer`,
      headers,
      payload: { answer: 'x' },
    });
    expect(answer.statusCode).toBe(404);
  });
});
