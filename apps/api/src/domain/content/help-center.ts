// The help-centre article tree for a language and device. An article without a text in the
// language is served in English; when the device has no articles, the web's are served.
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import { helpArticles } from '../../db/schema/content';

export type HelpArticle = components['schemas']['HelpArticle'];
export const FALLBACK_LANG = 'EN';
export const FALLBACK_DEVICE = 'WEB';

type Row = typeof helpArticles.$inferSelect;

/** The help articles of one merchant, language and device (shown or not). */
export const helpSet = (merchantId: number, lang: string, device: string): SQL[] => [
  eq(helpArticles.merchantId, merchantId),
  eq(helpArticles.lang, lang),
  eq(helpArticles.device, device),
];

async function loadRows(db: Db, merchantId: number, lang: string, device: string): Promise<Row[]> {
  return db
    .select()
    .from(helpArticles)
    .where(and(...helpSet(merchantId, lang, device), eq(helpArticles.display, true)))
    .orderBy(asc(helpArticles.sort), asc(helpArticles.id));
}

/** Nests rows under their parents; children of hidden articles are hidden with them. */
export function buildArticleTree(rows: readonly Row[]): HelpArticle[] {
  const byId = new Map<number, HelpArticle>();
  for (const row of rows) {
    byId.set(row.id, {
      id: String(row.id),
      title: row.title,
      content: row.contentHtml,
      bgColor: row.bgColor,
      lang: row.lang,
      display: row.display,
      tag: row.tag,
      children: [],
    });
  }
  const roots: HelpArticle[] = [];
  for (const row of rows) {
    const article = byId.get(row.id);
    if (!article) continue;
    if (row.parentId === null) roots.push(article);
    else byId.get(row.parentId)?.children.push(article);
  }
  return roots;
}

/**
 * The tree of a language: EN's articles (the site's fallback) in EN's order, each with the
 * language's text where it has one (matched by the article's key), else EN's. A device without
 * EN articles serves the language's own; a device with neither falls back to the web's.
 */
export async function loadHelpCenter(
  db: Db,
  merchantId: number,
  lang: string,
  device: string,
): Promise<HelpArticle[]> {
  const wanted = lang.toUpperCase();
  const devices = device === FALLBACK_DEVICE ? [device] : [device, FALLBACK_DEVICE];
  for (const d of devices) {
    const en = await loadRows(db, merchantId, FALLBACK_LANG, d);
    const own = wanted === FALLBACK_LANG ? en : await loadRows(db, merchantId, wanted, d);
    if (en.length === 0) {
      if (own.length > 0) return buildArticleTree(own);
      continue;
    }
    if (own === en) return buildArticleTree(en);
    const byKey = new Map(own.map((row) => [row.articleKey, row]));
    return buildArticleTree(
      en.map((row) => {
        const text = byKey.get(row.articleKey);
        return text
          ? { ...row, lang: text.lang, title: text.title, contentHtml: text.contentHtml }
          : row;
      }),
    );
  }
  return [];
}
