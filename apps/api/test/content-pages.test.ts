import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, json, type TestApp } from './helpers/test-app';
import { signIn } from './helpers/sign-in';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await signIn(t);
});
afterAll(() => t.close());

const get = async (url: string, headers: Record<string, string> = DEMO) => {
  const res = await t.request({ method: 'GET', url, headers });
  return { status: res.statusCode, body: json(res) };
};

describe('information pages and posts', () => {
  it('serves each page per language, English when a language has none', async () => {
    for (const slug of ['aboutus', 'contactus', 'security', 'creditreport']) {
      expect((await get(`/wps/content/pages/${slug}?lang=EN`)).status).toBe(200);
    }
    expect((await get('/wps/content/pages/security?lang=AR')).body.value).toMatchObject({
      title: 'مركز الأمان',
      lang: 'AR',
    });
    expect((await get('/wps/content/pages/security?lang=CN')).body.value).toMatchObject({
      title: '安全中心',
    });
    expect((await get('/wps/content/pages/security?lang=JA')).body.value).toMatchObject({
      title: 'セキュリティセンター',
      lang: 'JA',
    });
    // TY has no texts of its own (it shows EN's): the EN page is served.
    expect((await get('/wps/content/pages/security?lang=TY')).body.value).toMatchObject({
      title: 'Security centre',
      lang: 'EN',
    });
    expect((await get('/wps/content/pages/nope?lang=EN')).status).toBe(400);
  });

  it('lists blog and news newest first, with pages and details', async () => {
    const news = (await get('/wps/content/posts?kind=news&lang=EN')).body.value as {
      list: { id: string }[];
      totalPages: number;
    };
    expect(news.list.map((p) => p.id)).toEqual(['news-new-vendor', 'news-app']);
    const paged = (await get('/wps/content/posts?kind=blog&lang=EN&pageSize=1&pageNo=2')).body
      .value as { list: { id: string }[]; totalPages: number };
    expect(paged).toMatchObject({ totalPages: 2, list: [{ id: 'blog-rtp' }] });
    const detail = await get('/wps/content/posts/blog-rtp?lang=CN');
    expect(detail.body.value).toMatchObject({ title: '返还率到底是什么意思', kind: 'blog' });
    expect((await get('/wps/content/posts/none?lang=EN')).status).toBe(404);
  });

  it('has no static winner list: the winner board is read from the bet records', async () => {
    expect((await get('/wps/content/winners?limitNum=5')).status).toBe(404);
  });
});

describe('activity centre', () => {
  const statuses = async (headers: Record<string, string>) =>
    Object.fromEntries(
      (
        (await get('/wps/content/activities?lang=EN', headers)).body.value as {
          id: string;
          status: string;
        }[]
      ).map((a) => [a.id, a.status]),
    );

  it('shows every status from dates, kind and the member claim', async () => {
    expect(await statuses({ ...DEMO, authorization: token })).toEqual({
      'act-checkin': 'Join',
      'act-first-deposit': 'Claim',
      'act-lucky': 'Applying',
      'act-vip-gift': 'Process',
      'act-birthday': 'Rejected',
      'act-weekend': 'Issued',
      'act-referral': 'Claimed',
      'act-spring': 'ComingSoon',
      'act-summer': 'Close',
    });
    const visitor = await statuses(DEMO);
    expect(visitor['act-lucky']).toBe('Claim');
  });

  it('joins and claims while an activity runs, idempotently', async () => {
    const act = (
      id: string,
      action: string,
      headers: Record<string, string> = { ...DEMO, authorization: token },
    ) => t.request({ method: 'POST', url: `/wps/content/activities/${id}/${action}`, headers });
    expect(json(await act('act-checkin', 'join')).value).toEqual({
      id: 'act-checkin',
      status: 'Joined',
    });
    expect(json(await act('act-checkin', 'join')).value).toEqual({
      id: 'act-checkin',
      status: 'Joined',
    });
    // A claim that needs a first deposit, and one already made, are refused.
    expect(json(await act('act-first-deposit', 'claim')).errorCode).toBe(
      'activity.deposit.required',
    );
    expect(json(await act('act-lucky', 'claim'))).toMatchObject({
      errorCode: 'activity.claim.duplicate',
      value: { status: 'Applying' },
    });
    expect(json(await act('act-spring', 'claim')).errorCode).toBe('activity.unavailable');
    expect(json(await act('act-summer', 'join')).errorCode).toBe('activity.unavailable');
    expect(json(await act('act-checkin', 'claim')).errorCode).toBe('activity.unavailable');
    expect((await act('act-none', 'claim')).statusCode).toBe(404);
    expect((await act('act-checkin', 'join', DEMO)).statusCode).toBe(401);
  });
});

describe('live chat', () => {
  it('launches a chat page where a visitor writes and is answered', async () => {
    const launch = await t.request({
      method: 'GET',
      url: '/wps/relay/CBS_launchChat',
      headers: { ...DEMO, language: 'AR' },
    });
    const { chatUrl } = json(launch).value as { chatUrl: string };
    expect(chatUrl).toMatch(/^\/livechat\?ticket=[A-Za-z0-9_-]{32}&lang=AR$/);
    const page = await t.request({ method: 'GET', url: chatUrl });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('dir="rtl"');
    expect(page.body).toContain('<script src="/livechat/app.js" defer></script>');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const script = await t.request({ method: 'GET', url: '/livechat/app.js' });
    expect(script.body).toContain('textContent');
    const ticket = new URL(chatUrl, 'http://x').searchParams.get('ticket') ?? '';
    const sent = await t.request({
      method: 'POST',
      url: '/livechat/messages',
      payload: { ticket, content: 'Where is my deposit?' },
    });
    const added = json(sent).value as { sender: string; content: string }[];
    expect(added.map((m) => m.sender)).toEqual(['visitor', 'agent']);
    expect(added[1]?.content).toContain('شكرًا');
    const second = json(
      await t.request({
        method: 'POST',
        url: '/livechat/messages',
        payload: { ticket, content: 'Thanks' },
      }),
    ).value as unknown[];
    expect(second).toHaveLength(1);
    const all = json(await t.request({ method: 'GET', url: `/livechat/messages?ticket=${ticket}` }))
      .value as unknown[];
    expect(all).toHaveLength(3);
  });

  it('refuses unknown tickets', async () => {
    const ticket = 'x'.repeat(32);
    expect((await t.request({ method: 'GET', url: `/livechat?ticket=${ticket}` })).statusCode).toBe(
      404,
    );
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/livechat/messages',
          payload: { ticket, content: 'hi' },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('help centre in every shipped language', () => {
  it('has the terms article (#term) in EN, CN and AR', async () => {
    const titles: Record<string, string> = {
      EN: 'Terms and conditions',
      CN: '条款与细则',
      AR: 'الشروط والأحكام',
    };
    for (const [lang, title] of Object.entries(titles)) {
      const tree = (await get(`/wps/system/helpCenter?lang=${lang}&device=WEB`)).body.value as {
        tag: string;
        title: string;
        lang: string;
        children: unknown[];
      }[];
      const term = tree.find((a) => a.tag === 'term');
      expect(term).toMatchObject({ title, lang });
      expect(term?.children.length).toBe(3);
      expect(tree.map((a) => a.tag)).toEqual([
        'term',
        'aboutus',
        'deposit',
        'withdraw',
        'game',
        'faqs',
        'privacy',
      ]);
    }
  });
});

describe('dev members', () => {
  it('creates an account that has never signed in', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/dev/members',
      headers: DEMO,
      payload: { username: 'fresh_one', password: 'Fresh1234' },
    });
    expect(json(res).value).toMatchObject({ username: 'fresh_one' });
    const again = await t.request({
      method: 'POST',
      url: '/dev/members',
      headers: DEMO,
      payload: { username: 'fresh_one', password: 'Fresh1234' },
    });
    expect(again.statusCode).toBe(400);
    expect(await signIn(t, 'fresh_one', 'Fresh1234')).toMatch(/.{40,}/);
  });
});
