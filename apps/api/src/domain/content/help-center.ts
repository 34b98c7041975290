// The help-centre article tree for a language and device. When the language has no
// articles the English ones are served; when the device has none, the web ones.
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

export async function loadHelpCenter(
  db: Db,
  merchantId: number,
  lang: string,
  device: string,
): Promise<HelpArticle[]> {
  const wanted = lang.toUpperCase();
  const attempts: [string, string][] = [
    [wanted, device],
    [FALLBACK_LANG, device],
    [wanted, FALLBACK_DEVICE],
    [FALLBACK_LANG, FALLBACK_DEVICE],
  ];
  const seen = new Set<string>();
  for (const [l, d] of attempts) {
    const key = `${l}/${d}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const rows = await loadRows(db, merchantId, l, d);
    if (rows.length > 0) return buildArticleTree(rows);
  }
  return [];
}
