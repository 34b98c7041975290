// Information pages, blog and news posts, activities (their texts kept as data in
// player-pages.json) and winner board of the demo merchant in EN, CN and AR.
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

const GAMES = [
  'Dragon Fortune',
  'Golden Lotus',
  'Lucky Sevens',
  'Baccarat Live',
  'Fishing King',
  'Super Ace',
  'Mega Roulette',
  'Neon Nights',
];
const NAMES = [
  'ja***8',
  'mi***n',
  'lu***y',
  'ch***3',
  'ro***a',
  'ka***i',
  'wi***7',
  'so***e',
  'an***2',
  'pe***o',
];

export const DEMO_WINNERS = Array.from({ length: 20 }, (_, i) => ({
  customerName: NAMES[i % NAMES.length] ?? 'pl***r',
  gameName: GAMES[(i * 3) % GAMES.length] ?? 'Lucky Sevens',
  winAmount: ((20 - i) * 1234.56 + (i % 3) * 77.7).toFixed(2),
  iconUrl: null,
  hoursAgo: i * 3,
}));
