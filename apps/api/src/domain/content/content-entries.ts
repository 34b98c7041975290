// Information pages, blog and news posts and the activity centre: content
// an operator manages per language; a language without its own text shows the English one.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import { contentEntries } from '../../db/schema/player-content';
import { notFound } from '../kernel';

type Schemas = components['schemas'];
export type ContentPage = Schemas['ContentPage'];
export type PostSummary = Schemas['PostSummary'];
export type Post = Schemas['Post'];
export type EntryKind = 'page' | 'blog' | 'news' | 'activity';
export type EntryRow = typeof contentEntries.$inferSelect;

const FALLBACK = 'EN';

/** Displayed entries of a kind, one per key: the wanted language, else English. */
export async function entriesOf(
  db: Db,
  merchantId: number,
  kind: EntryKind,
  lang: string,
  key?: string,
): Promise<EntryRow[]> {
  const wanted = lang.toUpperCase();
  const rows = await db
    .select()
    .from(contentEntries)
    .where(
      and(
        eq(contentEntries.merchantId, merchantId),
        eq(contentEntries.kind, kind),
        inArray(contentEntries.lang, [...new Set([wanted, FALLBACK])]),
        eq(contentEntries.display, true),
        key === undefined ? undefined : eq(contentEntries.key, key),
      ),
    )
    .orderBy(asc(contentEntries.sort), desc(contentEntries.publishedAt), asc(contentEntries.id));
  const chosen = new Map<string, EntryRow>();
  for (const row of rows) {
    const have = chosen.get(row.key);
    if (!have || (have.lang !== wanted && row.lang === wanted)) chosen.set(row.key, row);
  }
  return rows.filter((row) => chosen.get(row.key) === row);
}

export async function contentPage(
  db: Db,
  merchantId: number,
  slug: ContentPage['slug'],
  lang: string,
): Promise<ContentPage> {
  const [row] = await entriesOf(db, merchantId, 'page', lang, slug);
  if (!row) throw notFound('No such page');
  return {
    slug,
    title: row.title,
    html: row.html,
    lang: row.lang,
    updatedAt: row.publishedAt.getTime(),
  };
}

const summary = (row: EntryRow): PostSummary => ({
  id: row.key,
  kind: row.kind === 'news' ? 'news' : 'blog',
  title: row.title,
  summary: row.summary,
  imageUrl: row.imageUrl,
  publishedAt: row.publishedAt.getTime(),
});

export async function postList(
  db: Db,
  merchantId: number,
  query: { kind: 'blog' | 'news'; lang: string; pageNo: number; pageSize: number },
): Promise<Schemas['PostList']> {
  const rows = (await entriesOf(db, merchantId, query.kind, query.lang)).sort(
    (a, b) => b.publishedAt.getTime() - a.publishedAt.getTime(),
  );
  const totalPages = Math.max(1, Math.ceil(rows.length / query.pageSize));
  const start = (query.pageNo - 1) * query.pageSize;
  return {
    list: rows.slice(start, start + query.pageSize).map(summary),
    pageNo: query.pageNo,
    totalPages,
  };
}

export async function post(db: Db, merchantId: number, id: string, lang: string): Promise<Post> {
  for (const kind of ['blog', 'news'] as const) {
    const [row] = await entriesOf(db, merchantId, kind, lang, id);
    if (row) return { ...summary(row), html: row.html };
  }
  throw notFound('No such post');
}
