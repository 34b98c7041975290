// The console's content editor for announcements: banners (B), marquee notices (PL), notices
// of the notice centre (H), popups (PU) and promotions (PR). One announcement is one key with
// a row per language (announcements_key_lang_uq); the site shows the member's language and
// falls back to EN, so EN is required and the editor lists the offered languages still
// missing. Its HTML is sanitised before it is stored. The site reads announcements as they are
// stored (no cache), so a change shows on its next read on every replica.
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import { announcements } from '../../db/schema/player-content';
import { sanitizeContentHtml } from '../content';
import { badRequest, notFound, offsetOf, type PageInput, pageOf } from '../kernel';
import { writeAudit } from './audit';
import type { Operator } from './caller';

export type AnnouncementInput = components['schemas']['AnnouncementInput'];
export type OperatorAnnouncement = components['schemas']['OperatorAnnouncement'];
type Kind = components['schemas']['AnnouncementKind'];
type Row = typeof announcements.$inferSelect;

export const FALLBACK_LANG = 'EN';
const KINDS: readonly string[] = ['B', 'PL', 'H', 'PU', 'PR'] satisfies Kind[];

function stateOf(row: Row, now: number): OperatorAnnouncement['state'] {
  if (!row.display) return 'unpublished';
  if (row.startDate.getTime() > now) return 'scheduled';
  if (row.endDate && row.endDate.getTime() <= now) return 'ended';
  return 'running';
}

/** One announcement from its rows (all of one key), EN first, then by language. */
function toOperatorAnnouncement(
  rows: Row[],
  offered: readonly string[],
  now: number,
): OperatorAnnouncement {
  const sorted = [...rows].sort((a, b) =>
    a.lang === FALLBACK_LANG ? -1 : b.lang === FALLBACK_LANG ? 1 : a.lang.localeCompare(b.lang),
  );
  const [head] = sorted;
  if (!head) throw notFound('No such announcement');
  const have = new Set(sorted.map((r) => r.lang));
  return {
    key: head.key,
    type: (KINDS.includes(head.type) ? head.type : 'H') as Kind,
    startDate: head.startDate.getTime(),
    endDate: head.endDate?.getTime() ?? null,
    published: head.display,
    imageUrl: [...head.images].sort((a, b) => a.sequence - b.sequence)[0]?.url ?? null,
    state: stateOf(head, now),
    texts: sorted.map((r) => ({ lang: r.lang, title: r.title, content: r.contentHtml })),
    languages: [...offered],
    missingLanguages: offered.filter((lang) => !have.has(lang)),
  };
}

async function rowsOf(db: Db, merchantId: number, keys: string[]): Promise<Row[]> {
  if (keys.length === 0) return [];
  return db
    .select()
    .from(announcements)
    .where(and(eq(announcements.merchantId, merchantId), inArray(announcements.key, keys)));
}

/** The merchant's announcements of the operator's kinds, newest start first, one page. */
export async function listOperatorAnnouncements(
  db: Db,
  input: { merchantId: number; type?: Kind | undefined; offered: readonly string[]; now: number },
  page: PageInput,
) {
  const where = and(
    eq(announcements.merchantId, input.merchantId),
    input.type ? eq(announcements.type, input.type) : inArray(announcements.type, [...KINDS]),
  );
  const keys = await db
    .select({ key: announcements.key, start: sql<Date>`max(${announcements.startDate})` })
    .from(announcements)
    .where(where)
    .groupBy(announcements.key)
    .orderBy(desc(sql`max(${announcements.startDate})`), asc(announcements.key))
    .limit(page.size)
    .offset(offsetOf(page));
  const [total] = await db
    .select({ n: sql<number>`count(distinct ${announcements.key})::int` })
    .from(announcements)
    .where(where);
  const rows = await rowsOf(
    db,
    input.merchantId,
    keys.map((k) => k.key),
  );
  const content = keys.map((k) =>
    toOperatorAnnouncement(
      rows.filter((r) => r.key === k.key),
      input.offered,
      input.now,
    ),
  );
  return pageOf(content, Number(total?.n ?? 0), page);
}

async function readAnnouncement(
  db: Db,
  merchantId: number,
  key: string,
  offered: readonly string[],
  now: number,
): Promise<OperatorAnnouncement> {
  const rows = await rowsOf(db, merchantId, [key]);
  if (rows.length === 0 || !KINDS.includes(rows[0]?.type ?? '')) {
    throw notFound('No such announcement');
  }
  return toOperatorAnnouncement(rows, offered, now);
}

export const operatorAnnouncement = (
  db: Db,
  input: { merchantId: number; key: string; offered: readonly string[]; now: number },
) => readAnnouncement(db, input.merchantId, input.key, input.offered, input.now);

const SAFE_IMAGE = /^(?:https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/i;

/** The input checked: EN present, one text per language, the end after the start. */
function checked(input: AnnouncementInput) {
  const langs = input.texts.map((t) => t.lang.toUpperCase());
  if (new Set(langs).size !== langs.length) {
    throw badRequest('body field "texts" has two texts in one language');
  }
  if (!langs.includes(FALLBACK_LANG)) {
    throw badRequest('body field "texts" needs an EN text (the site falls back to it)');
  }
  if (input.endDate !== null && input.endDate <= input.startDate) {
    throw badRequest('body field "endDate" is not after "startDate"');
  }
  const imageUrl = input.imageUrl?.trim() || null;
  if (imageUrl !== null && !SAFE_IMAGE.test(imageUrl)) {
    throw badRequest('body field "imageUrl" is not an http(s) address or a path of this site');
  }
  const texts = input.texts.map((t) => ({
    lang: t.lang.toUpperCase(),
    title: t.title.trim(),
    content: sanitizeContentHtml(t.content),
  }));
  const empty = texts.findIndex((t) => t.title === '');
  if (empty >= 0) throw badRequest(`body field "texts.${empty}.title" is empty`);
  return { ...input, imageUrl, texts };
}

/** Writes the key's rows: one per text (kept columns stay), languages left out removed. */
async function writeRows(
  tx: Db,
  merchantId: number,
  key: string,
  input: ReturnType<typeof checked>,
  kept: Row | undefined,
): Promise<void> {
  const langs = input.texts.map((t) => t.lang);
  await tx
    .delete(announcements)
    .where(
      and(
        eq(announcements.merchantId, merchantId),
        eq(announcements.key, key),
        notInArray(announcements.lang, langs),
      ),
    );
  for (const text of input.texts) {
    const row = {
      merchantId,
      key,
      lang: text.lang,
      type: input.type,
      title: text.title,
      contentHtml: text.content,
      images: input.imageUrl ? [{ sequence: 1, url: input.imageUrl }] : [],
      startDate: new Date(input.startDate),
      endDate: input.endDate === null ? null : new Date(input.endDate),
      display: input.published,
      execution: kept?.execution ?? null,
      promotionType: kept?.promotionType ?? null,
      category: kept?.category ?? null,
      claimType: kept?.claimType ?? null,
      groupName: kept?.groupName ?? null,
      url: kept?.url ?? null,
      linkageType: kept?.linkageType ?? null,
      linkageValue: kept?.linkageValue ?? null,
      sort: kept?.sort ?? 0,
    };
    await tx
      .insert(announcements)
      .values(row)
      .onConflictDoUpdate({
        target: [announcements.merchantId, announcements.key, announcements.lang],
        set: row,
      });
  }
}

interface Change {
  merchantId: number;
  offered: readonly string[];
  by: Operator | null;
  now: number;
}

/** Creates an announcement under a new key, audited. */
export async function createAnnouncement(
  db: Db,
  change: Change & { input: AnnouncementInput },
): Promise<OperatorAnnouncement> {
  const input = checked(change.input);
  const key = `op-${randomBytes(6).toString('hex')}`;
  return db.transaction(async (tx) => {
    await writeRows(tx, change.merchantId, key, input, undefined);
    const after = await readAnnouncement(tx, change.merchantId, key, change.offered, change.now);
    await writeAudit(tx, {
      merchantId: change.merchantId,
      operator: change.by,
      action: 'announcement.create',
      target: `announcement:${key}`,
      before: null,
      after,
      now: change.now,
    });
    return after;
  });
}

/** Replaces an announcement's schedule, publication and texts, audited before and after. */
export async function updateAnnouncement(
  db: Db,
  change: Change & { key: string; input: AnnouncementInput },
): Promise<OperatorAnnouncement> {
  const input = checked(change.input);
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(announcements)
      .where(
        and(eq(announcements.merchantId, change.merchantId), eq(announcements.key, change.key)),
      )
      .for('update');
    if (rows.length === 0 || !KINDS.includes(rows[0]?.type ?? '')) {
      throw notFound('No such announcement');
    }
    const before = toOperatorAnnouncement(rows, change.offered, change.now);
    const kept = rows.find((r) => r.lang === FALLBACK_LANG) ?? rows[0];
    await writeRows(tx, change.merchantId, change.key, input, kept);
    const after = await readAnnouncement(
      tx,
      change.merchantId,
      change.key,
      change.offered,
      change.now,
    );
    await writeAudit(tx, {
      merchantId: change.merchantId,
      operator: change.by,
      action: 'announcement.update',
      target: `announcement:${change.key}`,
      before,
      after,
      now: change.now,
    });
    return after;
  });
}

/** Takes an announcement off the site (every language), audited. */
export async function unpublishAnnouncement(
  db: Db,
  change: Change & { key: string },
): Promise<OperatorAnnouncement> {
  return db.transaction(async (tx) => {
    const before = await readAnnouncement(
      tx,
      change.merchantId,
      change.key,
      change.offered,
      change.now,
    );
    await tx
      .update(announcements)
      .set({ display: false })
      .where(
        and(eq(announcements.merchantId, change.merchantId), eq(announcements.key, change.key)),
      );
    const after = { ...before, published: false, state: 'unpublished' as const };
    await writeAudit(tx, {
      merchantId: change.merchantId,
      operator: change.by,
      action: 'announcement.unpublish',
      target: `announcement:${change.key}`,
      before: { published: before.published },
      after: { published: false },
      now: change.now,
    });
    return after;
  });
}
