// Information pages, blog and news posts, activities (their texts kept as data in
// player-pages.json) of the demo merchant in EN, CN and AR.
import entries from './player-pages.json';
import type { Tr } from './player-announcements';

export interface EntrySeed {
  kind: 'page' | 'blog' | 'news' | 'activity';
  key: string;
  title: Tr;
  summary?: Tr;
  html: Tr;
  imageUrl?: string;
  activityKind?: 'JOIN' | 'CLAIM';
  /** Days from now (negative = past). */
  startIn?: number;
  endIn?: number | null;
  daysAgo?: number;
}

export const DEMO_PAGES = entries.pages as EntrySeed[];
export const DEMO_POSTS = entries.posts as EntrySeed[];
export const DEMO_ACTIVITIES = entries.activities as EntrySeed[];
