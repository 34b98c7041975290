// The notices call: banners, player notices, popups and promotions of a merchant in one
// language (EN fills the gaps), running now, popups filtered by audience (execution).
import { and, asc, desc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import { announcements } from '../../db/schema/player-content';

export type Announcement = components['schemas']['Announcement'];
export type AnnouncementList = components['schemas']['AnnouncementList'];
export type AnnouncementType = Announcement['type'];
export type Execution = 'A' | 'B' | 'F';

export const FALLBACK_LANG = 'EN';
type Row = typeof announcements.$inferSelect;

const CLAIM_TYPES: readonly string[] = ['RAFFLE', 'FIRST_DEPOSIT'] satisfies ClaimType[];
type ClaimType = NonNullable<Announcement['claimType']>;
const asClaimType = (value: string | null): ClaimType | null =>
  value !== null && CLAIM_TYPES.includes(value) ? (value as ClaimType) : null;

export function toAnnouncement(row: Row): Announcement {
  return {
    id: row.key,
    type: row.type as AnnouncementType,
    title: row.title,
    content: row.contentHtml,
    startDate: row.startDate.getTime(),
    endDate: row.endDate?.getTime() ?? null,
    promotionType: row.promotionType,
    execution: (row.execution as Execution | null) ?? null,
    groupName: row.groupName,
    url: row.url,
    linkageType: row.linkageType,
    linkageValue: row.linkageValue,
    category: row.category,
    claimType: asClaimType(row.claimType),
    announcementImages: [...row.images].sort((a, b) => a.sequence - b.sequence),
  };
}

/** Rows running at `now` of these types, one per key: the wanted language, else EN. */
export async function runningAnnouncements(
  db: Db,
  merchantId: number,
  types: readonly string[],
  lang: string,
  now: number,
): Promise<Row[]> {
  const at = new Date(now);
  const rows = await db
    .select()
    .from(announcements)
    .where(
      and(
        eq(announcements.merchantId, merchantId),
        inArray(announcements.type, [...types]),
        inArray(announcements.lang, [...new Set([lang, FALLBACK_LANG])]),
        eq(announcements.display, true),
        lte(announcements.startDate, at),
        or(isNull(announcements.endDate), gt(announcements.endDate, at)),
      ),
    )
    .orderBy(asc(announcements.sort), desc(announcements.startDate), asc(announcements.id));
  const byKey = new Map<string, Row>();
  for (const row of rows) {
    const have = byKey.get(row.key);
    if (!have || (have.lang !== lang && row.lang === lang)) byKey.set(row.key, row);
  }
  return rows.filter((row) => byKey.get(row.key) === row);
}

/** Popups pass when they have no audience or their audience was asked for. */
export const passesExecution = (row: { execution: string | null }, wanted: ReadonlySet<string>) =>
  row.execution === null || wanted.has(row.execution);

export function parseList(value: string | undefined, fallback: string[]): string[] {
  const items = (value ?? '').split(',').filter(Boolean);
  return items.length > 0 ? items : fallback;
}

export async function listAnnouncements(
  db: Db,
  merchantId: number,
  query: { types: string; execution?: string | undefined; lang: string; now: number },
): Promise<AnnouncementList> {
  const types = parseList(query.types, []);
  const execution = new Set(parseList(query.execution, ['B']));
  const rows = await runningAnnouncements(db, merchantId, types, query.lang, query.now);
  const list: AnnouncementList = { banners: [], player: [], popup: [], promotion: [] };
  for (const row of rows) {
    const item = toAnnouncement(row);
    if (row.type === 'B') list.banners.push(item);
    else if (row.type === 'PL' || row.type === 'H') list.player.push(item);
    else if (row.type === 'PU') {
      if (passesExecution(row, execution)) list.popup.push(item);
    } else if (row.type === 'PR') list.promotion.push(item);
  }
  // Notices read as a feed: newest first, whatever their display order among other kinds.
  list.player.sort((a, b) => b.startDate - a.startDate);
  return list;
}

export type AgentAnnouncementList = components['schemas']['AgentAnnouncementList'];

/** The merchant's agent announcements (type AG) running now, newest first (agents only). */
export async function agentAnnouncements(
  db: Db,
  merchantId: number,
  lang: string,
  now: number,
): Promise<AgentAnnouncementList> {
  const rows = await runningAnnouncements(db, merchantId, ['AG'], lang, now);
  return {
    list: rows
      .map((row) => ({
        id: row.key,
        title: row.title,
        content: row.contentHtml,
        startDate: row.startDate.getTime(),
        endDate: row.endDate?.getTime() ?? null,
      }))
      .sort((a, b) => b.startDate - a.startDate),
  };
}
