// The first screen's largest image as a preload hint, for the edge server to include into the
// player's index.html at request time (nginx SSI, the preview server): the browser fetches it
// beside the app's code instead of after the code has run and the page's list has arrived.
// Read from the same cached lists the pages ask for, so a merchant's new banner shows in the
// next page load without a rebuild.
import { listAnnouncements } from '../../domain/announcements';
import { listGames } from '../../domain/catalogue';
import type { Merchant } from '../../domain/merchants';
import { requireMerchant } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';

/** The game centres whose first screen is a page of games (apps/player LobbyPage). */
const LOBBIES: Record<string, string> = {
  '/rng': 'RNG',
  '/live': 'LIVE',
  '/fish': 'FISH',
  '/pvp': 'PVP',
};
/** Paths that render home (its route loader serves /login, /register and /forget too). */
const HOME = new Set(['/', '/login', '/register', '/forget']);
/** The player's LOBBY_PAGE_SIZE: the same list (and cache entry) as the page's first request. */
const LOBBY_PAGE_SIZE = 15;

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The URL the page puts in `src` (apps/player lib/cdn withHost): the CDN host before a path. */
function onHost(path: string, host: string): string {
  if (/^(https?:)?\/\//i.test(path)) return path;
  return `${host}${path.startsWith('/') ? '' : '/'}${path}`;
}

/**
 * Normalises the page path: no query or fragment, no trailing slash, lower case. Absent is home;
 * empty (what the edge sends for a path it does not pass on) is no page.
 */
function pagePath(raw: string | undefined): string {
  if (raw === undefined) return '/';
  const path = raw.split(/[?#]/)[0] ?? '';
  return (path.length > 1 ? path.replace(/\/+$/, '') || '/' : path).toLowerCase();
}

/** The image URLs to preload for a page, in the site's default language. */
async function firstPaintImages(
  deps: Pick<HandlerDeps, 'db' | 'clock'>,
  merchant: Merchant,
  rawPath: string | undefined,
): Promise<string[]> {
  const { db, clock } = deps;
  const settings = merchant.settings;
  const lang = settings.defaultLang;
  const path = pagePath(rawPath);
  // Several image hosts: the page picks one at random, a hint could only guess.
  const hosts = [...new Set(settings.imageCDNs.map((h) => h.replace(/\/+$/, '')))];
  const host = hosts.length <= 1 ? (hosts[0] ?? '') : null;
  if (HOME.has(path)) {
    if (host === null) return [];
    const list = await listAnnouncements(db, merchant.id, { types: 'B', lang, now: clock() });
    const first = list.banners.find((b) => b.groupName === 'w_home' && b.url);
    return first?.url ? [onHost(first.url, host)] : [];
  }
  const gameType = LOBBIES[path];
  if (gameType) {
    if (host === null) return [];
    const page = await listGames(
      db,
      merchant.id,
      { gameType },
      { pageNo: 1, pageSize: LOBBY_PAGE_SIZE },
      lang,
      clock(),
    );
    const first = page.games[0]?.iconUrl;
    return first ? [onHost(first, host)] : [];
  }
  if (path === '/promotions') {
    // The promotions page shows its banner and covers as they are (no CDN host).
    const list = await listAnnouncements(db, merchant.id, { types: 'B,PR', lang, now: clock() });
    const banner = list.banners.find((b) => b.groupName === '' && b.url)?.url;
    const first = list.promotion[0];
    const cover =
      first?.announcementImages.find((i) => i.sequence === 1)?.url ??
      first?.announcementImages[0]?.url;
    return [banner, cover].filter((url): url is string => Boolean(url));
  }
  return [];
}

export const getFirstPaint =
  (deps: HandlerDeps): Handler<'getFirstPaint'> =>
  async (request, reply) => {
    const images = await firstPaintImages(deps, requireMerchant(request), request.query.path);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    // Each is the largest paint on some screen (the promotions banner on a wide one, the first
    // cover on a phone): all at high priority, as the page's own <img> asks.
    return images
      .map((url) => `<link rel="preload" as="image" href="${attribute(url)}" fetchpriority="high">`)
      .join('\n');
  };
