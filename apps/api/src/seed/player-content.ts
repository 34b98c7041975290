// Seeds the site content of the demo merchant (announcements, the agents' ones included,
// information pages, posts, activities; demoplayer's rewards are seeded in
// rewards.ts). Idempotent like the rest of the seed: rows that exist are left as they are.
import type { Tx } from '../domain/kernel';
import { announcements, contentEntries } from '../db/schema/player-content';
import { DEMO_AGENT_ANNOUNCEMENTS } from './data/agent-announcements';
import { DEMO_ANNOUNCEMENTS, DEMO_NOTICES } from './data/player-announcements';
import { DEMO_ACTIVITIES, DEMO_PAGES, DEMO_POSTS } from './data/player-pages';

const DAY = 86_400_000;

/** The languages that have every text of a piece of content (a row is written for each). */
const languagesOf = (...texts: (Record<string, string> | undefined)[]): string[] =>
  Object.keys(texts[0] ?? {}).filter((lang) =>
    texts.every((t) => t === undefined || t[lang] !== undefined),
  );

export async function seedPlayerContent(
  tx: Tx,
  merchantId: number,
  now = Date.now(),
): Promise<void> {
  const items = [...DEMO_ANNOUNCEMENTS, ...DEMO_NOTICES, ...DEMO_AGENT_ANNOUNCEMENTS];
  await tx
    .insert(announcements)
    .values(
      items.flatMap((a, sort) =>
        languagesOf(a.title, a.html).map((lang) => ({
          merchantId,
          key: a.key,
          lang,
          type: a.type,
          title: a.title[lang] ?? '',
          contentHtml: a.html[lang] ?? '',
          promotionType: a.promotionType ?? null,
          category: a.category ?? null,
          claimType: a.claimType ?? null,
          groupName: a.groupName ?? null,
          url: a.url ?? null,
          images: a.cover ? [{ sequence: 1, url: a.cover }] : [],
          startDate: new Date(now - a.daysAgo * DAY),
          sort,
        })),
      ),
    )
    .onConflictDoNothing();

  await tx
    .insert(contentEntries)
    .values(
      [...DEMO_PAGES, ...DEMO_POSTS, ...DEMO_ACTIVITIES].flatMap((e, sort) =>
        languagesOf(e.title, e.html, e.summary).map((lang) => ({
          merchantId,
          kind: e.kind,
          key: e.key,
          lang,
          title: e.title[lang] ?? '',
          summary: e.summary?.[lang] ?? '',
          html: e.html[lang] ?? '',
          imageUrl: e.imageUrl ?? null,
          activityKind: e.activityKind ?? null,
          startDate: e.startIn === undefined ? null : new Date(now + e.startIn * DAY),
          endDate: e.endIn === undefined || e.endIn === null ? null : new Date(now + e.endIn * DAY),
          publishedAt: new Date(now - (e.daysAgo ?? 0) * DAY),
          sort,
        })),
      ),
    )
    .onConflictDoNothing();
}
