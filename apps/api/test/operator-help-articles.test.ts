// The help centre from the console: a content user edits an article's texts (sanitised; a new
// language added, the site shows each and EN where a language has none), publishes and
// unpublishes it and moves it within its topic, each audited before and after; every reader
// sees the list; bad input is refused in the envelope, and another merchant's articles are not
// found.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchants } from '../src/db/schema/merchants';
import { createOperatorKey } from '../src/domain/operators';
import { newSignedInStaff, staffCall, value } from './helpers/staff';
import { createTestApp, DEMO, json, type TestApp } from './helpers/test-app';

let t: TestApp;
let merchantId: number;
let content: string;
let owner: string;
let readOnly: string;

beforeAll(async () => {
  t = await createTestApp();
  const [m] = await t.database.db.select().from(merchants).where(eq(merchants.code, 'demo'));
  merchantId = m!.id;
  content = (await newSignedInStaff(t, t.database.db, merchantId, 'carla', 'content')).token;
  owner = (await newSignedInStaff(t, t.database.db, merchantId, 'olive', 'owner')).token;
  readOnly = (await newSignedInStaff(t, t.database.db, merchantId, 'reed', 'read-only')).token;
});
afterAll(() => t.close());

type Article = {
  key: string;
  topic: string;
  parentKey: string | null;
  position: number;
  published: boolean;
  texts: { lang: string; title: string; content: string }[];
  missingLanguages: string[];
};
type SiteArticle = { tag: string; title: string; content: string; children: SiteArticle[] };

const list = async (token = readOnly) =>
  value<{ content: Article[] }>(await staffCall(t, 'GET', '/operator/helpArticles', token)).content;

/** The site's help centre in `lang`: each topic's tag and its articles' titles. */
const site = async (lang: string) => {
  const res = await t.request({
    method: 'GET',
    url: `/wps/system/helpCenter?lang=${lang}&device=WEB`,
    headers: DEMO,
  });
  return value<SiteArticle[]>(res);
};
const siteTitles = async (lang: string, tag: string) =>
  (await site(lang)).find((a) => a.tag === tag)?.children.map((c) => c.title) ?? [];

const auditOf = async (target: string) =>
  value<{ content: { action: string; actor: string; before: unknown; after: unknown }[] }>(
    await staffCall(t, 'GET', `/operator/audit?target=${target}`, owner),
  ).content;

describe('help articles from the console', () => {
  it('lists each topic followed by its articles, one identity across languages', async () => {
    const articles = await list();
    const topics = articles.filter((a) => a.parentKey === null).map((a) => a.key);
    expect(topics).toEqual(['term', 'aboutus', 'deposit', 'withdraw', 'game', 'faqs', 'privacy']);
    const faqs = articles.filter((a) => a.parentKey === 'faqs');
    expect(faqs.map((a) => a.key)).toEqual(['faqs.0', 'faqs.1', 'faqs.2']);
    expect(faqs[0]!.texts.map((x) => x.lang).slice(0, 1)).toEqual(['EN']);
    expect(faqs[0]!.texts.map((x) => x.lang)).toEqual(expect.arrayContaining(['CN', 'AR']));
    // The hidden English draft has no translation and is not published.
    expect(faqs[2]).toMatchObject({ published: false, texts: [{ lang: 'EN' }] });
    expect(articles.indexOf(faqs[0]!)).toBe(articles.findIndex((a) => a.key === 'faqs') + 1);
  });

  it('edits texts: sanitised, a new language shown, EN where a language has none', async () => {
    const before = (await list()).find((a) => a.key === 'deposit.0')!;
    const others = before.texts.filter((x) => x.lang !== 'EN' && x.lang !== 'FR');
    const missing = before.missingLanguages.find((l) => !['EN', 'FR'].includes(l));
    const saved = value<Article>(
      await staffCall(t, 'PUT', '/operator/helpArticles/deposit.0', content, {
        texts: [
          {
            lang: 'EN',
            title: 'Paying in by card',
            content: '<p onclick="steal()">Any card<script>steal()</script></p>',
          },
          ...others,
          ...(missing ? [{ lang: missing, title: `Card (${missing})`, content: '<p>ok</p>' }] : []),
        ],
      }),
    );
    expect(saved.texts[0]).toEqual({
      lang: 'EN',
      title: 'Paying in by card',
      content: '<p>Any card</p>',
    });
    expect((await siteTitles('EN', 'deposit'))[0]).toBe('Paying in by card');
    const cn = before.texts.find((x) => x.lang === 'CN')!;
    expect((await siteTitles('CN', 'deposit'))[0]).toBe(cn.title);
    if (missing) {
      expect(saved.missingLanguages).not.toContain(missing);
      expect((await siteTitles(missing, 'deposit'))[0]).toBe(`Card (${missing})`);
    }
    // CN left out: its text is removed and the site shows EN's there, the rest in Chinese.
    value(
      await staffCall(t, 'PUT', '/operator/helpArticles/deposit.1', content, {
        texts: (await list())
          .find((a) => a.key === 'deposit.1')!
          .texts.filter((x) => x.lang !== 'CN'),
      }),
    );
    const enSecond = (await siteTitles('EN', 'deposit'))[1];
    expect(await siteTitles('CN', 'deposit')).toEqual([cn.title, enSecond]);
    // Written again, the new CN text is served under its topic.
    const again = value<Article>(
      await staffCall(t, 'PUT', '/operator/helpArticles/deposit.1', content, {
        texts: [
          ...(await list()).find((a) => a.key === 'deposit.1')!.texts,
          { lang: 'CN', title: '银行转账', content: '<p>转账</p>' },
        ],
      }),
    );
    expect(again.missingLanguages).not.toContain('CN');
    expect(await siteTitles('CN', 'deposit')).toEqual([cn.title, '银行转账']);
    const [entry] = await auditOf('help:deposit.0');
    expect(entry).toMatchObject({
      action: 'help.update',
      actor: 'carla',
      after: { texts: expect.arrayContaining([expect.objectContaining({ lang: 'EN' })]) },
    });
    expect((entry!.before as Article).texts[0]!.title).not.toBe('Paying in by card');
  });

  it('unpublishes and publishes again, and moves an article within its topic', async () => {
    const titles = await siteTitles('EN', 'withdraw');
    value(
      await staffCall(t, 'POST', '/operator/helpArticles/withdraw.0/publish', content, {
        published: false,
      }),
    );
    expect(await siteTitles('EN', 'withdraw')).toEqual(titles.slice(1));
    expect(await siteTitles('CN', 'withdraw')).toHaveLength(titles.length - 1);
    value(
      await staffCall(t, 'POST', '/operator/helpArticles/withdraw.0/publish', content, {
        published: true,
      }),
    );
    expect(await siteTitles('EN', 'withdraw')).toEqual(titles);
    expect((await auditOf('help:withdraw.0')).map((e) => e.action)).toEqual([
      'help.publish',
      'help.unpublish',
    ]);

    const moved = value<Article>(
      await staffCall(t, 'POST', '/operator/helpArticles/withdraw.1/move', content, {
        direction: 'up',
      }),
    );
    expect(moved.position).toBe(0);
    expect(await siteTitles('EN', 'withdraw')).toEqual([titles[1], titles[0]]);
    const cnTitles = await siteTitles('CN', 'withdraw');
    expect(cnTitles).toHaveLength(2);
    const [entry] = await auditOf('help:withdraw.1');
    expect(entry).toMatchObject({
      action: 'help.move',
      before: { position: 1 },
      after: { position: 0 },
    });
    const first = await staffCall(t, 'POST', '/operator/helpArticles/withdraw.1/move', content, {
      direction: 'up',
    });
    expect(first.statusCode).toBe(400);
    expect(json(first).errorCode).toBeTruthy();
  });

  it('adds an article at the end of a topic, unpublished until published', async () => {
    const created = value<Article>(
      await staffCall(t, 'POST', '/operator/helpArticles', content, {
        topic: 'game',
        texts: [
          { lang: 'EN', title: 'Live tables', content: '<p>Dealers<iframe src=x></iframe></p>' },
          { lang: 'CN', title: '真人桌', content: '<p>荷官</p>' },
        ],
      }),
    );
    expect(created).toMatchObject({
      key: 'game.2',
      topic: 'game',
      parentKey: 'game',
      position: 2,
      published: false,
      texts: [
        { lang: 'EN', title: 'Live tables', content: '<p>Dealers</p>' },
        { lang: 'CN', title: '真人桌' },
      ],
    });
    const keys = (await list()).map((a) => a.key);
    expect(keys.indexOf('game.2')).toBe(keys.indexOf('game.1') + 1);
    expect(await siteTitles('EN', 'game')).not.toContain('Live tables');
    value(
      await staffCall(t, 'POST', '/operator/helpArticles/game.2/publish', content, {
        published: true,
      }),
    );
    expect((await siteTitles('EN', 'game')).at(-1)).toBe('Live tables');
    expect((await siteTitles('CN', 'game')).at(-1)).toBe('真人桌');
    expect((await siteTitles('FR', 'game')).at(-1)).toBe('Live tables');
    const [entry] = (await auditOf('help:game.2')).slice(-1);
    expect(entry).toMatchObject({ action: 'help.create', actor: 'carla', before: null });
    const noTopic = { topic: 'faqs.0', texts: [{ lang: 'EN', title: 'x', content: '' }] };
    expect(
      (await staffCall(t, 'POST', '/operator/helpArticles', content, noTopic)).statusCode,
    ).toBe(404);
  });

  it('refuses an edit without EN, an article that is not one, and a role without the permission', async () => {
    const cnOnly = { texts: [{ lang: 'CN', title: '只有中文', content: '' }] };
    expect(
      (await staffCall(t, 'PUT', '/operator/helpArticles/faqs.0', content, cnOnly)).statusCode,
    ).toBe(400);
    const blank = { texts: [{ lang: 'EN', title: '  ', content: '' }] };
    expect(
      (await staffCall(t, 'PUT', '/operator/helpArticles/faqs.0', content, blank)).statusCode,
    ).toBe(400);
    // A topic keeps a language its articles still have.
    const topicEnOnly = { texts: [{ lang: 'EN', title: 'FAQ', content: '' }] };
    expect(
      (await staffCall(t, 'PUT', '/operator/helpArticles/faqs', content, topicEnOnly)).statusCode,
    ).toBe(400);
    const en = { texts: [{ lang: 'EN', title: 'x', content: '' }] };
    expect((await staffCall(t, 'PUT', '/operator/helpArticles/nope', content, en)).statusCode).toBe(
      404,
    );
    const sideways = { direction: 'sideways' };
    expect(
      (await staffCall(t, 'POST', '/operator/helpArticles/faqs.0/move', content, sideways))
        .statusCode,
    ).toBe(400);
    expect(
      json(await staffCall(t, 'PUT', '/operator/helpArticles/faqs.0', readOnly, en)),
    ).toMatchObject({ errorCode: 'operator.forbidden' });
    expect((await list(readOnly)).length).toBeGreaterThan(0);
  });

  it("never reaches another merchant's articles", async () => {
    const [other] = await t.database.db
      .insert(merchants)
      .values({
        code: 'otherhelp',
        name: 'Other',
        currency: 'USD',
        currencySymbol: '$',
        settings: {},
      })
      .returning();
    const { key: operatorKey } = await createOperatorKey(
      t.database.db,
      other!.id,
      'help',
      Date.now(),
    );
    const headers = { merchant: 'otherhelp', 'x-operator-key': operatorKey };
    for (const [method, url, payload] of [
      [
        'POST',
        '/operator/helpArticles',
        { topic: 'faqs', texts: [{ lang: 'EN', title: 'Mine', content: '' }] },
      ],
      [
        'PUT',
        '/operator/helpArticles/faqs.0',
        { texts: [{ lang: 'EN', title: 'Mine', content: '' }] },
      ],
      ['POST', '/operator/helpArticles/faqs.0/publish', { published: false }],
      ['POST', '/operator/helpArticles/faqs.1/move', { direction: 'up' }],
    ] as const) {
      const res = await t.request({ method, url, headers, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const theirs = await t.request({ method: 'GET', url: '/operator/helpArticles', headers });
    expect(value<{ content: Article[] }>(theirs).content).toEqual([]);
    expect((await siteTitles('EN', 'faqs'))[0]).not.toBe('Mine');
    expect((await list()).find((a) => a.key === 'faqs.0')!.published).toBe(true);
  });
});
