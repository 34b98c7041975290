// Development helpers behind /dev: tests add announcements (replacing a key in a language)
// and remove them by key prefix.
import { and, eq, like } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import { announcements } from '../../db/schema/player-content';

type Input = components['schemas']['DevAnnouncementInput'];

export async function addAnnouncements(
  db: Db,
  merchantId: number,
  items: Input[],
  now: number,
): Promise<number> {
  for (const item of items) {
    const row = {
      merchantId,
      key: item.key,
      lang: item.lang ?? 'EN',
      type: item.type,
      title: item.title,
      contentHtml: item.content,
      execution: item.execution ?? null,
      promotionType: item.promotionType ?? null,
      category: item.category ?? null,
      claimType: item.claimType ?? null,
      groupName: item.groupName ?? null,
      url: item.url ?? null,
      images: item.coverUrl ? [{ sequence: 1, url: item.coverUrl }] : [],
      startDate: new Date(item.startDate ?? now - 60_000),
      endDate: item.endDate ? new Date(item.endDate) : null,
      sort: item.sort ?? 0,
    };
    await db
      .insert(announcements)
      .values(row)
      .onConflictDoUpdate({
        target: [announcements.merchantId, announcements.key, announcements.lang],
        set: row,
      });
  }
  return items.length;
}

export async function removeAnnouncements(
  db: Db,
  merchantId: number,
  prefix: string,
): Promise<number> {
  const rows = await db
    .delete(announcements)
    .where(and(eq(announcements.merchantId, merchantId), like(announcements.key, `${prefix}%`)))
    .returning({ id: announcements.id });
  return rows.length;
}
