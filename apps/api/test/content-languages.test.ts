// Merchant content in every language (issue 26 "Content in every language"): the translation
// files keep to the EN source (same ids, same markup, same figures), the content check finds
// no missing translation for the seeded demo merchant, a member reading Japanese gets the
// Japanese mission, promotion, VIP, points-mall and help texts, and a text a language lacks
// is served in EN and counted by the check.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configCache } from '../src/db/config-cache';
import { missions } from '../src/db/schema/rewards';
import { contentCoverage } from '../src/domain/content';
import EN from '../src/seed/data/content/EN.json';
import { CONTENT_FILES, CONTENT_LANGUAGES } from '../src/seed/data/content/index';
import { contentSource } from '../src/seed/data/content/source';
import { createMember, type TestMember } from './helpers/members';
import { createTestApp, DEMO, json, type TestApp } from './helpers/test-app';

const tags = (html: string) => html.match(/<[^>]+>/g) ?? [];
const figures = (text: string) => (text.match(/\d+(?:[.,]\d+)*/g) ?? []).sort();

describe('translation files', () => {
  it('EN.json is the seed data’s EN texts (run scripts/content-source.ts after changing them)', () => {
    expect(EN).toEqual(contentSource());
  });

  it('there is a file for every content language but EN, CN and AR (written in the seed data)', () => {
    expect(Object.keys(CONTENT_FILES).sort()).toEqual(
      CONTENT_LANGUAGES.filter((l) => !['EN', 'CN', 'AR'].includes(l)).sort(),
    );
  });

  describe.each(Object.entries(CONTENT_FILES))('%s', (lang, file) => {
    const ids = Object.keys(file);
    it('has exactly the ids of EN.json', () => {
      expect(ids.filter((id) => !(id in EN))).toEqual([]);
      expect(Object.keys(EN).filter((id) => !(id in file))).toEqual([]);
    });
    it('keeps the markup, links and figures of each EN text', () => {
      for (const [id, text] of Object.entries(file)) {
        const en = (EN as Record<string, string>)[id] ?? '';
        expect(tags(text), `${lang} ${id}`).toEqual(tags(en));
        expect(figures(text), `${lang} ${id}`).toEqual(figures(en));
        expect(text.trim(), `${lang} ${id}`).not.toBe('');
      }
    });
  });
});

describe('the demo merchant’s content', () => {
  let t: TestApp;
  let member: TestMember;
  const call = async (url: string, language: string, token?: string) => {
    const res = await t.request({
      method: 'GET',
      url,
      headers: { ...DEMO, language, ...(token ? { authorization: token } : {}) },
    });
    expect(res.statusCode, url).toBe(200);
    return json(res).value as never;
  };

  beforeAll(async () => {
    t = await createTestApp();
    member = await createMember(t.database.db, 'content_ja');
  });
  afterAll(() => t.close());

  it('the content check finds every piece in every language of the site', async () => {
    const coverage = await contentCoverage(t.database.db, DEMO.merchant);
    expect(coverage.languages).toHaveLength(CONTENT_LANGUAGES.length - 1);
    expect(coverage.pieces).toBeGreaterThan(70);
    expect(coverage.missing).toEqual([]);
    expect(coverage.total).toBe(0);
  });

  it('a member reading Japanese gets Japanese missions, promotions, VIP levels, items and help', async () => {
    const ja = CONTENT_FILES.JA ?? {};
    const summary: { missions: { key: string; title: string }[] } = await call(
      '/wps/relay/MCSFE_getMissionSummaryDetails',
      'JA',
      member.token,
    );
    expect(summary.missions.find((m) => m.key === 'daily-slots-rounds')?.title).toBe(
      ja['mission.daily-slots-rounds.title'],
    );
    const list: { promotion: { title: string }[] } = await call(
      '/wps/relay/MCSFE_getListAnnouncements?types=PR',
      'JA',
    );
    expect(list.promotion.map((p) => p.title)).toContain(ja['announcement.promo-welcome.title']);
    const rank: { levels: { level: number; name: string }[] } = await call(
      '/wps/relay/MCSFE_getPlayerRankProgress',
      'JA',
      member.token,
    );
    expect(rank.levels.map((l) => l.name)).toEqual([1, 2, 3, 4, 5].map((n) => ja[`vip.${n}.name`]));
    const help: { tag: string; title: string; children: { title: string }[] }[] = await call(
      '/wps/system/helpCenter?lang=JA&device=WEB',
      'JA',
    );
    const deposit = help.find((a) => a.tag === 'deposit');
    expect(deposit?.title).toBe(ja['help.deposit.title']);
    expect(deposit?.children[0]?.title).toBe(ja['help.deposit.0.title']);
    // Each text differs from the EN one a member of another language reads.
    expect(ja['mission.daily-slots-rounds.title']).not.toBe(EN['mission.daily-slots-rounds.title']);
    expect(ja['help.deposit.title']).not.toBe(EN['help.deposit.title']);
  });

  it('a text a language lacks is served in EN and counted by the check', async () => {
    const db = t.database.db;
    const where = eq(missions.key, 'daily-live-rounds');
    await db
      .update(missions)
      .set({ title: sql`${missions.title} - 'JA'` })
      .where(where);
    configCache(db).invalidate();
    const summary: { missions: { key: string; title: string }[] } = await call(
      '/wps/relay/MCSFE_getMissionSummaryDetails',
      'JA',
      member.token,
    );
    expect(summary.missions.find((m) => m.key === 'daily-live-rounds')?.title).toBe(
      EN['mission.daily-live-rounds.title'],
    );
    const coverage = await contentCoverage(db, DEMO.merchant);
    expect(coverage.missing).toEqual([
      { type: 'mission', lang: 'JA', missing: 1, items: ['daily-live-rounds'] },
    ]);
  });
});
