// Announcements by type: B banners, PL player notices (marquee), PU popups, PR promotions.
// Only items running now; each list in its sort order.
import type { components } from '@platform/api-client/schema';
import { and, asc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { announcements } from '../../db/schema/announcements';

type Announcements = components['schemas']['Announcements'];
type LinkageType = components['schemas']['Banner']['linkageType'];

const LINKAGES = new Set(['GAME', 'ROUTE', 'URL', 'PROMOTION']);
export const bannerImagePath = (id: number): string => `/cdn/banners/${id}.svg`;

/** Who sees what: execution A (signed in) sees A, F and ALL items; B (anonymous) sees B and ALL. */
const AUDIENCE: Readonly<Record<string, string[]>> = { A: ['A', 'F', 'ALL'], B: ['B', 'ALL'] };

export async function listAnnouncements(db: Db, merchantId: number, types: Set<string>, execution: string, now: number): Promise<Announcements> {
  const wanted = ['B', 'PL', 'PU', 'PR'].filter((t) => types.has(t));
  const empty: Announcements = { banners: [], player: [], popup: [], promotion: [] };
  if (wanted.length === 0) return empty;
  const at = new Date(now);
  const rows = await db
    .select()
    .from(announcements)
    .where(
      and(
        eq(announcements.merchantId, merchantId),
        inArray(announcements.type, wanted as ('B' | 'PL' | 'PU' | 'PR')[]),
        inArray(announcements.execution, AUDIENCE[execution] ?? AUDIENCE.B ?? []),
        eq(announcements.platform, 'W'),
        lte(announcements.startAt, at),
        or(isNull(announcements.endAt), gt(announcements.endAt, at)),
      ),
    )
    .orderBy(asc(announcements.sort), asc(announcements.id));
  for (const r of rows) {
    const id = String(r.id);
    const startDate = r.startAt.getTime();
    if (r.type === 'B') {
      const linkageType = r.linkageType && LINKAGES.has(r.linkageType) ? (r.linkageType as LinkageType) : null;
      empty.banners.push({
        id,
        url: r.imageUrl ?? bannerImagePath(r.id),
        groupName: r.groupName ?? '',
        linkageType,
        linkageValue: linkageType ? r.linkageValue : null,
        title: r.title,
        sort: r.sort,
      });
    } else if (r.type === 'PL') {
      empty.player.push({ id, title: r.title, content: r.content, startDate });
    } else if (r.type === 'PU') {
      empty.popup.push({ id, title: r.title, content: r.content, startDate, promotionType: r.promotionType, execution: r.execution });
    } else {
      empty.promotion.push({
        id,
        title: r.title,
        category: r.category ?? 'other_promo',
        announcementImages: r.imageUrl ? [{ sequence: 1, url: r.imageUrl }] : [],
        startDate,
        endDate: r.endAt?.getTime() ?? null,
      });
    }
  }
  return empty;
}
