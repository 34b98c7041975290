// The console's content and site settings through the operator API: a content user publishes a
// notice in two languages and the site shows each (EN where a language has no text), its HTML
// sanitised; edits and unpublishing are audited before and after (information pages too); bad
// input is refused in the envelope, and another merchant's content is not found. An owner's
// maintenance switch shows on the site at once, and on another replica (its own configuration
// cache) within seconds.
import { eq } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import type { Db } from '../src/db/client';
import { merchants } from '../src/db/schema/merchants';
import { createOperatorKey } from '../src/domain/operators';
import { newSignedInStaff, staffCall, value } from './helpers/staff';
import { createTestApp, DEMO, json, type TestApp, wrapApp } from './helpers/test-app';
import { testLogOptions } from './helpers/test-log';

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

type Announcement = {
  key: string;
  published: boolean;
  state: string;
  texts: { lang: string; title: string; content: string }[];
  missingLanguages: string[];
};
type Notice = { id: string; title: string; content: string };
type Status = {
  status: number;
  maintenanceInfo?: { title: string | null; content: string | null };
};

const code = (res: Awaited<ReturnType<TestApp['request']>>) => json(res).errorCode;

/** The notices the site shows a visitor in `language`. */
const siteNotices = async (language: string) => {
  const res = await t.request({
    method: 'GET',
    url: '/wps/relay/MCSFE_getListAnnouncements?types=H,PL',
    headers: { ...DEMO, language },
  });
  return (value<{ player: Notice[] }>(res).player ?? []).map((n) => n.title);
};

const auditOf = async (target: string) =>
  value<{ content: { action: string; actor: string; before: unknown; after: unknown }[] }>(
    await staffCall(t, 'GET', `/operator/audit?target=${target}`, owner),
  ).content;

const notice = (overrides: object = {}) => ({
  type: 'H',
  startDate: Date.now() - 60_000,
  endDate: null,
  published: true,
  texts: [
    {
      lang: 'EN',
      title: 'Weekend cashback',
      content: '<p onclick="steal()">Ten percent back<script>steal()</script></p>',
    },
    {
      lang: 'CN',
      title: '周末返现',
      content: '<p>返现百分之十</p><a href="javascript:steal()">x</a>',
    },
  ],
  ...overrides,
});

describe('announcements from the console', () => {
  it('publishes a notice in two languages; the site shows each, and EN where one is missing', async () => {
    const created = value<Announcement>(
      await staffCall(t, 'POST', '/operator/announcements', content, notice()),
    );
    expect(created.state).toBe('running');
    expect(created.texts.map((x) => x.lang)).toEqual(['EN', 'CN']);
    // Sanitised before it is stored: no script, no handler, no javascript: link.
    expect(created.texts[0]?.content).toBe('<p>Ten percent back</p>');
    expect(created.texts[1]?.content).toBe('<p>返现百分之十</p><a>x</a>');
    expect(created.missingLanguages).toContain('FR');
    expect(created.missingLanguages).not.toContain('CN');

    expect(await siteNotices('EN')).toContain('Weekend cashback');
    expect(await siteNotices('CN')).toContain('周末返现');
    expect(await siteNotices('CN')).not.toContain('Weekend cashback');
    expect(await siteNotices('FR')).toContain('Weekend cashback');

    const listed = value<{ content: Announcement[] }>(
      await staffCall(t, 'GET', '/operator/announcements?type=H', readOnly),
    ).content;
    expect(listed.map((a) => a.key)).toContain(created.key);
    const [entry] = await auditOf(`announcement:${created.key}`);
    expect(entry).toMatchObject({ action: 'announcement.create', actor: 'carla', before: null });
  });

  it('edits (a language removed, a later start) and unpublishes, audited before and after', async () => {
    const { key } = value<Announcement>(
      await staffCall(t, 'POST', '/operator/announcements', content, notice()),
    );
    const later = notice({
      startDate: Date.now() + 3_600_000,
      texts: [{ lang: 'EN', title: 'Cashback next hour', content: '<b>soon</b>' }],
    });
    const edited = value<Announcement>(
      await staffCall(t, 'PUT', `/operator/announcements/${key}`, content, later),
    );
    expect(edited.state).toBe('scheduled');
    expect(edited.missingLanguages).toContain('CN');
    expect(await siteNotices('EN')).not.toContain('Cashback next hour');

    const now = notice({ texts: [{ lang: 'EN', title: 'Cashback now', content: 'now' }] });
    value(await staffCall(t, 'PUT', `/operator/announcements/${key}`, content, now));
    expect(await siteNotices('CN')).toContain('Cashback now');
    const off = value<Announcement>(
      await staffCall(t, 'POST', `/operator/announcements/${key}/unpublish`, content),
    );
    expect(off).toMatchObject({ published: false, state: 'unpublished' });
    expect(await siteNotices('EN')).not.toContain('Cashback now');

    const entries = await auditOf(`announcement:${key}`);
    expect(entries.map((e) => e.action)).toEqual([
      'announcement.unpublish',
      'announcement.update',
      'announcement.update',
      'announcement.create',
    ]);
    expect(entries[0]).toMatchObject({ before: { published: true }, after: { published: false } });
    const update = entries[2] as { before: Announcement; after: Announcement };
    expect(update.before.texts.map((x) => x.lang)).toEqual(['EN', 'CN']);
    expect(update.after.texts.map((x) => x.title)).toEqual(['Cashback next hour']);
  });

  it('refuses bad input in the envelope, and a role without the permission', async () => {
    const cases: object[] = [
      notice({ texts: [{ lang: 'CN', title: '只有中文', content: '' }] }),
      notice({ endDate: Date.now() - 3_600_000 }),
      notice({ imageUrl: 'javascript:alert(1)' }),
      notice({
        texts: [
          { lang: 'EN', title: 'a', content: '' },
          { lang: 'EN', title: 'b', content: '' },
        ],
      }),
      notice({ texts: [{ lang: 'EN', title: '   ', content: '' }] }),
      { ...notice(), type: 'X' },
    ];
    for (const body of cases) {
      const res = await staffCall(t, 'POST', '/operator/announcements', content, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const missing = await staffCall(
      t,
      'PUT',
      '/operator/announcements/op-nothing',
      content,
      notice(),
    );
    expect(missing.statusCode).toBe(404);
    const forbidden = await staffCall(t, 'POST', '/operator/announcements', readOnly, notice());
    expect(code(forbidden)).toBe('operator.forbidden');
  });

  it("does not find another merchant's announcements", async () => {
    const { key } = value<Announcement>(
      await staffCall(t, 'POST', '/operator/announcements', content, notice()),
    );
    const [other] = await t.database.db
      .insert(merchants)
      .values({
        code: 'othercms',
        name: 'Other',
        currency: 'USD',
        currencySymbol: '$',
        settings: {},
      })
      .returning();
    const { key: operatorKey } = await createOperatorKey(
      t.database.db,
      other!.id,
      'cms',
      Date.now(),
    );
    const headers = { merchant: 'othercms', 'x-operator-key': operatorKey };
    for (const [method, url, payload] of [
      ['GET', `/operator/announcements/${key}`, undefined],
      ['PUT', `/operator/announcements/${key}`, notice()],
      ['POST', `/operator/announcements/${key}/unpublish`, undefined],
      [
        'PUT',
        '/operator/pages/aboutus',
        { published: true, texts: [{ lang: 'EN', title: 'Taken over', content: '' }] },
      ],
    ] as const) {
      const res = await t.request({ method, url, headers, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const list = await t.request({ method: 'GET', url: '/operator/announcements', headers });
    expect(value<{ content: Announcement[] }>(list).content).toEqual([]);
    expect(await siteNotices('EN')).toContain('Weekend cashback');
  });
});

describe('information pages from the console', () => {
  type Page = { key: string; published: boolean; texts: { lang: string; title: string }[] };
  const sitePage = async (lang: string) =>
    t.request({ method: 'GET', url: `/wps/content/pages/aboutus?lang=${lang}`, headers: DEMO });

  it('edits a page in two languages; the site shows each, EN where one is missing', async () => {
    const pages = value<{ content: Page[] }>(
      await staffCall(t, 'GET', '/operator/pages', readOnly),
    ).content;
    expect(pages.map((p) => p.key)).toContain('aboutus');
    const saved = value<Page & { missingLanguages: string[] }>(
      await staffCall(t, 'PUT', '/operator/pages/aboutus', content, {
        published: true,
        texts: [
          {
            lang: 'EN',
            title: 'About the harbour',
            content: '<p>Since 1890<img src=x onerror=steal()></p>',
          },
          { lang: 'CN', title: '关于港口', content: '<p>始于1890年</p>' },
        ],
      }),
    );
    expect(saved.texts.map((x) => x.lang)).toEqual(['EN', 'CN']);
    expect(saved.missingLanguages).not.toContain('CN');
    const en = value<{ title: string; html: string }>(await sitePage('EN'));
    expect(en).toMatchObject({
      title: 'About the harbour',
      html: '<p>Since 1890<img src="x"></p>',
    });
    expect(value<{ title: string }>(await sitePage('CN')).title).toBe('关于港口');
    expect(value<{ title: string }>(await sitePage('FR')).title).toBe('About the harbour');

    value(
      await staffCall(t, 'PUT', '/operator/pages/aboutus', content, {
        published: false,
        texts: [{ lang: 'EN', title: 'About the harbour', content: 'x' }],
      }),
    );
    expect((await sitePage('EN')).statusCode).toBe(404);
    const [entry] = await auditOf('page:aboutus');
    expect(entry).toMatchObject({
      action: 'page.update',
      actor: 'carla',
      before: { published: true },
      after: { published: false },
    });
  });

  it('refuses a page without EN, a page that is not one, and a role without the permission', async () => {
    const body = { published: true, texts: [{ lang: 'CN', title: '只有中文', content: '' }] };
    expect((await staffCall(t, 'PUT', '/operator/pages/contactus', content, body)).statusCode).toBe(
      400,
    );
    const en = { published: true, texts: [{ lang: 'EN', title: 'Terms', content: '' }] };
    expect((await staffCall(t, 'PUT', '/operator/pages/nope', content, en)).statusCode).toBe(404);
    expect(code(await staffCall(t, 'PUT', '/operator/pages/contactus', readOnly, en))).toBe(
      'operator.forbidden',
    );
  });
});

describe('site settings from the console', () => {
  const status = async (app: TestApp = t) =>
    value<Status>(await app.request({ method: 'GET', url: '/wps/system/status', headers: DEMO }));

  it('switches maintenance on with its message, seen at once here and within seconds on another replica', async () => {
    // Another replica: the same database through its own handle, so its own config cache.
    const raw = t.database.raw;
    const otherDb = (raw.kind === 'pglite'
      ? drizzlePglite({ client: raw.client })
      : drizzlePg({ client: raw.pool })) as unknown as Db;
    const replica = await wrapApp(
      await buildApp({ ...testLogOptions(), database: { ...t.database, db: otherDb } }),
      t.database,
      async () => undefined,
    );
    try {
      expect((await status(replica)).status).toBe(0);
      const endTime = Date.now() + 7_200_000;
      const after = value<{ maintenance: object }>(
        await staffCall(t, 'PATCH', '/operator/settings/site', owner, {
          maintenance: { enabled: true, title: ' Upgrade ', info: 'Back at noon', endTime },
        }),
      );
      expect(after.maintenance).toEqual({
        enabled: true,
        title: 'Upgrade',
        info: 'Back at noon',
        endTime,
      });
      const here = await status();
      expect(here.status).toBe(1);
      expect(here.maintenanceInfo).toMatchObject({ title: 'Upgrade', content: 'Back at noon' });
      await vi.waitFor(async () => expect((await status(replica)).status).toBe(1), {
        timeout: 10_000,
        interval: 200,
      });

      value(
        await staffCall(t, 'PATCH', '/operator/settings/site', owner, {
          maintenance: { enabled: false, title: null, info: null, endTime: null },
        }),
      );
      expect((await status()).status).toBe(0);
      await vi.waitFor(async () => expect((await status(replica)).status).toBe(0), {
        timeout: 10_000,
        interval: 200,
      });
    } finally {
      await replica.app.close();
    }
    const [off, on] = await auditOf('settings:site');
    expect(on).toMatchObject({
      action: 'settings.site',
      actor: 'olive',
      before: { maintenance: { enabled: false } },
      after: { maintenance: { enabled: true, title: 'Upgrade' } },
    });
    expect(off).toMatchObject({ after: { maintenance: { enabled: false } } });
  });

  it('blocks countries and addresses and switches modules; refuses what is not one', async () => {
    const before = value<{ modules: { modId: string; enabled: boolean }[] }>(
      await staffCall(t, 'GET', '/operator/settings/site', readOnly),
    );
    const mod = before.modules[0]!;
    const saved = value<{
      regionRestriction: { blockedCountries: string[]; blockedIps: string[] };
      modules: { modId: string; enabled: boolean }[];
    }>(
      await staffCall(t, 'PATCH', '/operator/settings/site', owner, {
        regionRestriction: { blockedCountries: ['us', 'US', 'kp'], blockedIps: [' 10.9.0.0/16 '] },
        modules: { [mod.modId]: !mod.enabled },
      }),
    );
    expect(saved.regionRestriction).toEqual({
      blockedCountries: ['US', 'KP'],
      blockedIps: ['10.9.0.0/16'],
    });
    expect(saved.modules.find((m) => m.modId === mod.modId)?.enabled).toBe(!mod.enabled);
    for (const body of [
      { regionRestriction: { blockedCountries: [], blockedIps: ['10.0.0.300'] } },
      { modules: { 'no-such-module': true } },
      { maintenance: { enabled: true } },
      {},
    ]) {
      const res = await staffCall(t, 'PATCH', '/operator/settings/site', owner, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(code(res)).toBe('request.param.err');
    }
    const unchanged = value<typeof saved>(
      await staffCall(t, 'GET', '/operator/settings/site', owner),
    );
    expect(unchanged.regionRestriction.blockedIps).toEqual(['10.9.0.0/16']);
    value(
      await staffCall(t, 'PATCH', '/operator/settings/site', owner, {
        regionRestriction: { blockedCountries: [], blockedIps: [] },
        modules: { [mod.modId]: mod.enabled },
      }),
    );
    const forbidden = await staffCall(t, 'PATCH', '/operator/settings/site', content, {
      modules: {},
    });
    expect(code(forbidden)).toBe('operator.forbidden');
  });
});
