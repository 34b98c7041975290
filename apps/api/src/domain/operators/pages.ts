// The console's editor of the information pages (about, terms, privacy ...): content_entries of
// kind `page`, one row per language under the page's key (its address on the site). The site
// shows the visitor's language and falls back to EN, so EN is required; the answer lists the
// offered languages still missing. HTML is sanitised before it is stored; the site reads pages
// as stored (no cache), so a change shows on its next read on every replica.
import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import { contentEntries } from '../../db/schema/player-content';
import { sanitizeContentHtml } from '../content';
import { badRequest, notFound } from '../kernel';
import { FALLBACK_LANG } from './announcements';
import { writeAudit } from './audit';
import type { Operator } from './caller';

export type PageInput = components['schemas']['PageInput'];
export type OperatorPage = components['schemas']['OperatorPage'];
type Row = typeof contentEntries.$inferSelect;

const KIND = 'page';

function toOperatorPage(key: string, rows: Row[], offered: readonly string[]): OperatorPage {
  const sorted = [...rows].sort((a, b) =>
    a.lang === FALLBACK_LANG ? -1 : b.lang === FALLBACK_LANG ? 1 : a.lang.localeCompare(b.lang),
  );
  const have = new Set(sorted.map((r) => r.lang));
  return {
    key,
    published: sorted.some((r) => r.display),
    texts: sorted.map((r) => ({ lang: r.lang, title: r.title, content: r.html })),
    languages: [...offered],
    missingLanguages: offered.filter((lang) => !have.has(lang)),
  };
}

const pageRows = (db: Db, merchantId: number, key?: string) =>
  db
    .select()
    .from(contentEntries)
    .where(
      and(
        eq(contentEntries.merchantId, merchantId),
        eq(contentEntries.kind, KIND),
        key === undefined ? undefined : eq(contentEntries.key, key),
      ),
    )
    .orderBy(asc(contentEntries.key), asc(contentEntries.id));

/** The merchant's information pages, by key. */
export async function listOperatorPages(
  db: Db,
  input: { merchantId: number; offered: readonly string[] },
): Promise<{ content: OperatorPage[] }> {
  const rows = await pageRows(db, input.merchantId);
  const keys = [...new Set(rows.map((r) => r.key))];
  return {
    content: keys.map((key) =>
      toOperatorPage(
        key,
        rows.filter((r) => r.key === key),
        input.offered,
      ),
    ),
  };
}

/** Replaces a page's texts and publication, audited before and after. */
export async function updatePage(
  db: Db,
  change: {
    merchantId: number;
    key: string;
    input: PageInput;
    offered: readonly string[];
    by: Operator | null;
    now: number;
  },
): Promise<OperatorPage> {
  const { merchantId, key, input } = change;
  const langs = input.texts.map((t) => t.lang.toUpperCase());
  if (new Set(langs).size !== langs.length) {
    throw badRequest('body field "texts" has two texts in one language');
  }
  if (!langs.includes(FALLBACK_LANG)) {
    throw badRequest('body field "texts" needs an EN text (the site falls back to it)');
  }
  const texts = input.texts.map((t) => ({
    lang: t.lang.toUpperCase(),
    title: t.title.trim(),
    html: sanitizeContentHtml(t.content),
  }));
  const empty = texts.findIndex((t) => t.title === '');
  if (empty >= 0) throw badRequest(`body field "texts.${empty}.title" is empty`);
  return db.transaction(async (tx) => {
    const rows = await pageRows(tx, merchantId, key).for('update');
    if (rows.length === 0) throw notFound('No such page');
    const before = toOperatorPage(key, rows, change.offered);
    const kept = rows.find((r) => r.lang === FALLBACK_LANG) ?? rows[0];
    await tx
      .delete(contentEntries)
      .where(
        and(
          eq(contentEntries.merchantId, merchantId),
          eq(contentEntries.kind, KIND),
          eq(contentEntries.key, key),
          notInArray(contentEntries.lang, langs),
        ),
      );
    for (const text of texts) {
      const row = {
        merchantId,
        kind: KIND,
        key,
        lang: text.lang,
        title: text.title,
        html: text.html,
        summary: kept?.summary ?? '',
        imageUrl: kept?.imageUrl ?? null,
        sort: kept?.sort ?? 0,
        display: input.published,
        publishedAt: new Date(change.now),
      };
      await tx
        .insert(contentEntries)
        .values(row)
        .onConflictDoUpdate({
          target: [
            contentEntries.merchantId,
            contentEntries.kind,
            contentEntries.key,
            contentEntries.lang,
          ],
          set: row,
        });
    }
    const after = toOperatorPage(key, await pageRows(tx, merchantId, key), change.offered);
    await writeAudit(tx, {
      merchantId,
      operator: change.by,
      action: 'page.update',
      target: `page:${key}`,
      before,
      after,
      now: change.now,
    });
    return after;
  });
}
