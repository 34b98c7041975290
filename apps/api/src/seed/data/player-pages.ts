// Information pages, blog and news posts, activities of the demo merchant: their texts in
// EN, CN and AR kept as data in player-pages.json, the other languages in content/<CODE>.json.
import { localized, type Texts } from './content/index';
import entries from './player-pages.json';

export interface EntrySeed {
  kind: 'page' | 'blog' | 'news' | 'activity';
  key: string;
  title: Texts;
  summary?: Texts;
  html: Texts;
  imageUrl?: string;
  activityKind?: 'JOIN' | 'CLAIM';
  /** Days from now (negative = past). */
  startIn?: number;
  endIn?: number | null;
  daysAgo?: number;
}

const withLanguages = (e: EntrySeed): EntrySeed => ({
  ...e,
  title: localized(`${e.kind}.${e.key}.title`, e.title),
  ...(e.summary ? { summary: localized(`${e.kind}.${e.key}.summary`, e.summary) } : {}),
  html: localized(`${e.kind}.${e.key}.html`, e.html),
});

export const DEMO_PAGES = (entries.pages as EntrySeed[]).map(withLanguages);
export const DEMO_POSTS = (entries.posts as EntrySeed[]).map(withLanguages);
export const DEMO_ACTIVITIES = (entries.activities as EntrySeed[]).map(withLanguages);
