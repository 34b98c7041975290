// The console's editor of the help centre: help_articles rows, one per language (web device),
// each article known across languages by its key (a topic's tag, `<tag>.<n>` for a child). The
// site serves a language's text where it has one and EN's otherwise, so EN is required; the
// answer lists the offered languages still missing. HTML is sanitised before it is stored; the
// site reads articles as stored (no cache), so a change shows on its next read on every replica.
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import { helpArticles } from '../../db/schema/content';
import { sanitizeContentHtml } from '../content';
import { badRequest, notFound } from '../kernel';
import { FALLBACK_LANG } from './announcements';
import { writeAudit } from './audit';
import type { Operator } from './caller';

export type OperatorHelpArticle = components['schemas']['OperatorHelpArticle'];
type Row = typeof helpArticles.$inferSelect;

const DEVICE = 'WEB';

const helpRows = (db: Db, merchantId: number, keys?: readonly string[]) =>
  db
    .select()
    .from(helpArticles)
    .where(
      and(
        eq(helpArticles.merchantId, merchantId),
        eq(helpArticles.device, DEVICE),
        keys === undefined ? undefined : inArray(helpArticles.articleKey, [...keys]),
      ),
    )
    .orderBy(asc(helpArticles.sort), asc(helpArticles.id));

const byLang = (a: Row, b: Row) =>
  a.lang === FALLBACK_LANG ? -1 : b.lang === FALLBACK_LANG ? 1 : a.lang.localeCompare(b.lang);

/** The merchant's articles: each topic followed by its articles, in the site's order. */
function articlesOf(rows: readonly Row[], offered: readonly string[]): OperatorHelpArticle[] {
  const keyOfId = new Map(rows.map((r) => [r.id, r.articleKey]));
  const groups = new Map<string, Row[]>();
  for (const row of rows) groups.set(row.articleKey, [...(groups.get(row.articleKey) ?? []), row]);
  const articles = [...groups.entries()].map(([key, group]): OperatorHelpArticle => {
    const sorted = [...group].sort(byLang);
    const lead = sorted[0] as Row;
    const have = new Set(sorted.map((r) => r.lang));
    return {
      key,
      topic: lead.tag,
      parentKey: lead.parentId === null ? null : (keyOfId.get(lead.parentId) ?? null),
      position: lead.sort,
      published: lead.display,
      texts: sorted.map((r) => ({ lang: r.lang, title: r.title, content: r.contentHtml })),
      languages: [...offered],
      missingLanguages: offered.filter((lang) => !have.has(lang)),
    };
  });
  const order = (list: OperatorHelpArticle[]) =>
    [...list].sort((a, b) => a.position - b.position || a.key.localeCompare(b.key));
  return order(articles.filter((a) => a.parentKey === null)).flatMap((topic) => [
    topic,
    ...order(articles.filter((a) => a.parentKey === topic.key)),
  ]);
}

async function loadArticle(
  db: Db,
  merchantId: number,
  key: string,
  offered: readonly string[],
): Promise<OperatorHelpArticle> {
  const rows = await helpRows(db, merchantId, [key]);
  const parents = rows.flatMap((r) => (r.parentId === null ? [] : [r.parentId]));
  const parentRows =
    parents.length === 0
      ? []
      : await db.select().from(helpArticles).where(inArray(helpArticles.id, parents));
  const article = articlesOf([...parentRows, ...rows], offered).find((a) => a.key === key);
  if (!article) throw notFound('No such help article');
  return article;
}

/** The merchant's help articles, topics first with their articles below them. */
export async function listHelpArticles(
  db: Db,
  input: { merchantId: number; offered: readonly string[] },
): Promise<{ content: OperatorHelpArticle[] }> {
  return { content: articlesOf(await helpRows(db, input.merchantId), input.offered) };
}

interface Change {
  merchantId: number;
  key: string;
  offered: readonly string[];
  by: Operator | null;
  now: number;
}

/** Locks an article's rows (every language) and returns them with the article as it stands. */
async function lockArticle(tx: Db, change: Change) {
  const rows = await helpRows(tx, change.merchantId, [change.key]).for('update');
  if (rows.length === 0) throw notFound('No such help article');
  return { rows, before: await loadArticle(tx, change.merchantId, change.key, change.offered) };
}

async function audited(
  tx: Db,
  change: Change,
  action: string,
  before: OperatorHelpArticle,
): Promise<OperatorHelpArticle> {
  const after = await loadArticle(tx, change.merchantId, change.key, change.offered);
  await writeAudit(tx, {
    merchantId: change.merchantId,
    operator: change.by,
    action,
    target: `help:${change.key}`,
    before,
    after,
    now: change.now,
  });
  return after;
}

/** The texts as stored: one per language, EN among them, titles trimmed, HTML sanitised. */
function checkedTexts(input: readonly { lang: string; title: string; content: string }[]) {
  const langs = input.map((t) => t.lang.toUpperCase());
  if (new Set(langs).size !== langs.length) {
    throw badRequest('body field "texts" has two texts in one language');
  }
  if (!langs.includes(FALLBACK_LANG)) {
    throw badRequest('body field "texts" needs an EN text (the site falls back to it)');
  }
  const texts = input.map((t) => ({
    lang: t.lang.toUpperCase(),
    title: t.title.trim(),
    contentHtml: sanitizeContentHtml(t.content),
  }));
  const empty = texts.findIndex((t) => t.title === '');
  if (empty >= 0) throw badRequest(`body field "texts.${empty}.title" is empty`);
  return texts;
}

/** A new language's text hangs under its own text of the topic, or under EN's until it has one. */
async function parentIn(
  tx: Db,
  merchantId: number,
  enParent: Row | null | undefined,
  lang: string,
) {
  if (!enParent) return null;
  const [own] = await tx
    .select({ id: helpArticles.id })
    .from(helpArticles)
    .where(
      and(
        eq(helpArticles.merchantId, merchantId),
        eq(helpArticles.device, DEVICE),
        eq(helpArticles.articleKey, enParent.articleKey),
        eq(helpArticles.lang, lang),
      ),
    );
  return own?.id ?? enParent.id;
}

/**
 * Replaces an article's texts: a language given is written (sanitised), a language left out is
 * removed (the site shows EN's text there). A topic keeps a language its articles still use.
 */
export async function updateHelpArticle(
  db: Db,
  change: Change & { input: components['schemas']['HelpArticleInput'] },
): Promise<OperatorHelpArticle> {
  const texts = checkedTexts(change.input.texts);
  const langs = texts.map((t) => t.lang);
  return db.transaction(async (tx) => {
    const { rows, before } = await lockArticle(tx, change);
    const lead = rows.find((r) => r.lang === FALLBACK_LANG) ?? (rows[0] as Row);
    const dropped = rows.filter((r) => !langs.includes(r.lang));
    if (dropped.length > 0) {
      const children = await tx
        .select({ lang: helpArticles.lang })
        .from(helpArticles)
        .where(
          inArray(
            helpArticles.parentId,
            dropped.map((r) => r.id),
          ),
        )
        .limit(1);
      if (children[0]) {
        throw badRequest(
          `body field "texts" leaves out ${children[0].lang}, which this topic's articles still have`,
        );
      }
      await tx
        .delete(helpArticles)
        .where(
          and(
            eq(helpArticles.merchantId, change.merchantId),
            eq(helpArticles.device, DEVICE),
            eq(helpArticles.articleKey, change.key),
            notInArray(helpArticles.lang, langs),
          ),
        );
    }
    const enParent =
      lead.parentId === null
        ? null
        : (await tx.select().from(helpArticles).where(eq(helpArticles.id, lead.parentId)))[0];
    for (const text of texts) {
      const existing = rows.find((r) => r.lang === text.lang);
      if (existing) {
        await tx.update(helpArticles).set(text).where(eq(helpArticles.id, existing.id));
        continue;
      }
      await tx.insert(helpArticles).values({
        merchantId: change.merchantId,
        device: DEVICE,
        lang: text.lang,
        parentId: await parentIn(tx, change.merchantId, enParent, text.lang),
        tag: lead.tag,
        articleKey: change.key,
        title: text.title,
        contentHtml: text.contentHtml,
        bgColor: lead.bgColor,
        display: lead.display,
        sort: lead.sort,
      });
    }
    return audited(tx, change, 'help.update', before);
  });
}

/**
 * Adds an article at the end of a topic, unpublished until it is published (its own confirmed
 * step); its key is the topic's and the first free place.
 */
export async function createHelpArticle(
  db: Db,
  change: Omit<Change, 'key'> & { input: components['schemas']['HelpArticleCreate'] },
): Promise<OperatorHelpArticle> {
  const texts = checkedTexts(change.input.texts);
  return db.transaction(async (tx) => {
    const topics = await helpRows(tx, change.merchantId, [change.input.topic]).for('update');
    const topic = topics.find((r) => r.lang === FALLBACK_LANG);
    if (!topic || topic.parentId !== null) throw notFound('No such help topic');
    const taken = await tx
      .select({ key: helpArticles.articleKey, sort: helpArticles.sort })
      .from(helpArticles)
      .where(and(eq(helpArticles.merchantId, change.merchantId), eq(helpArticles.device, DEVICE)));
    const keys = new Set(taken.map((r) => r.key));
    let n = 0;
    while (keys.has(`${topic.articleKey}.${n}`)) n += 1;
    const key = `${topic.articleKey}.${n}`;
    const siblings = await tx
      .select({ sort: helpArticles.sort })
      .from(helpArticles)
      .where(eq(helpArticles.parentId, topic.id));
    const sort = siblings.reduce((max, r) => Math.max(max, r.sort + 1), 0);
    for (const text of texts) {
      await tx.insert(helpArticles).values({
        merchantId: change.merchantId,
        device: DEVICE,
        parentId: await parentIn(tx, change.merchantId, topic, text.lang),
        tag: topic.tag,
        articleKey: key,
        ...text,
        bgColor: null,
        display: false,
        sort,
      });
    }
    const after = await loadArticle(tx, change.merchantId, key, change.offered);
    await writeAudit(tx, {
      merchantId: change.merchantId,
      operator: change.by,
      action: 'help.create',
      target: `help:${key}`,
      before: null,
      after,
      now: change.now,
    });
    return after;
  });
}

/** Shows or hides an article on the site in every language (a hidden topic hides its articles). */
export async function publishHelpArticle(
  db: Db,
  change: Change & { published: boolean },
): Promise<OperatorHelpArticle> {
  return db.transaction(async (tx) => {
    const { rows, before } = await lockArticle(tx, change);
    await tx
      .update(helpArticles)
      .set({ display: change.published })
      .where(
        inArray(
          helpArticles.id,
          rows.map((r) => r.id),
        ),
      );
    return audited(tx, change, change.published ? 'help.publish' : 'help.unpublish', before);
  });
}

/** Moves an article one place up or down among its siblings, in every language. */
export async function moveHelpArticle(
  db: Db,
  change: Change & { direction: 'up' | 'down' },
): Promise<OperatorHelpArticle> {
  return db.transaction(async (tx) => {
    const { before } = await lockArticle(tx, change);
    const all = articlesOf(await helpRows(tx, change.merchantId), change.offered);
    const siblings = all.filter((a) => a.parentKey === before.parentKey);
    const at = siblings.findIndex((a) => a.key === change.key);
    const to = change.direction === 'up' ? at - 1 : at + 1;
    const other = siblings[to];
    if (!other) {
      throw badRequest(
        `the article is already the ${change.direction === 'up' ? 'first' : 'last'}`,
      );
    }
    siblings[to] = siblings[at] as OperatorHelpArticle;
    siblings[at] = other;
    for (const [sort, sibling] of siblings.entries()) {
      await tx
        .update(helpArticles)
        .set({ sort })
        .where(
          and(
            eq(helpArticles.merchantId, change.merchantId),
            eq(helpArticles.device, DEVICE),
            eq(helpArticles.articleKey, sibling.key),
          ),
        );
    }
    return audited(tx, change, 'help.move', before);
  });
}
