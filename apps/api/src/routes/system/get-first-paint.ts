// What a page's first screen needs, for the edge server to include into the player's
// index.html at request time (nginx SSI, the preview server), so the first screen renders as
// soon as the app's code has run instead of after a chain of requests:
//  - the first screen's largest image as a preload hint: the browser fetches it beside the
//    app's code;
//  - the boot texts of the site's default language as a preload hint (when the page names
//    where its texts live);
//  - the answers the first screen would ask for first (the site status; the page's list in
//    the site's default language), inlined as JSON: the app puts them in its query cache
//    instead of asking again (`@platform/api-client/first-paint`).
// Read from the same cached lists the pages ask for, so a merchant's new banner shows in the
// next page load without a rebuild.
import { listAnnouncements } from '../../domain/announcements';
import { listGames, vendorLanes } from '../../domain/catalogue';
import type { Merchant } from '../../domain/merchants';
import { computeSystemStatus, isModuleSwitchedOff } from '../../domain/site';
import { ok } from '../../http/envelope';
import { answerText, okShared, okWithShared } from '../../http/raw-json';
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
/** The `x-module` of the game lists (getGameList, getGameVendors): switched off, they are not inlined. */
const GAME_LISTS_MODULE = 'GAMELO3';
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

/**
 * An answer the first screen would ask for, as the API would send it: the operation, the query
 * it is asked with (as the app sends it) and the envelope's text.
 */
interface InlinedAnswer {
  op: 'getSystemStatus' | 'getListAnnouncements' | 'getGameVendors' | 'getGameList';
  query?: Record<string, string | number>;
  answer: string;
}

interface FirstScreen {
  /** Image URLs to preload. */
  images: string[];
  /** The page's own first answers (the status is added for every page). */
  answers: InlinedAnswer[];
}

/** The first screen of a page: its largest images and its first lists, in the site's default language. */
async function firstScreen(
  deps: Pick<HandlerDeps, 'db' | 'clock'>,
  merchant: Merchant,
  path: string,
): Promise<FirstScreen> {
  const { db, clock } = deps;
  const settings = merchant.settings;
  const lang = settings.defaultLang;
  // Several image hosts: the page picks one at random, a hint could only guess.
  const hosts = [...new Set(settings.imageCDNs.map((h) => h.replace(/\/+$/, '')))];
  const host = hosts.length <= 1 ? (hosts[0] ?? '') : null;
  const announcements = async (types: string) => {
    const list = await listAnnouncements(db, merchant.id, { types, lang, now: clock() });
    const answer: InlinedAnswer = {
      op: 'getListAnnouncements',
      query: { types },
      answer: answerText(ok(list)),
    };
    return { list, answer };
  };
  if (HOME.has(path)) {
    // Home's route loader asks for the banners and the notices in one list.
    const { list, answer } = await announcements('B,PL');
    const first = list.banners.find((b) => b.groupName === 'w_home' && b.url);
    return {
      images: host !== null && first?.url ? [onHost(first.url, host)] : [],
      answers: [answer],
    };
  }
  const gameType = LOBBIES[path];
  if (gameType) {
    // The calls would answer `function.not.available`: the page asks and shows that itself.
    if (await isModuleSwitchedOff(db, merchant.id, GAME_LISTS_MODULE))
      return { images: [], answers: [] };
    const query = { gameType, pageNo: 1, pageSize: LOBBY_PAGE_SIZE, language: lang };
    const page = await listGames(
      db,
      merchant.id,
      { gameType },
      { pageNo: 1, pageSize: LOBBY_PAGE_SIZE },
      lang,
      clock(),
    );
    const lanes = await vendorLanes(db, merchant.id);
    const first = page.games[0]?.iconUrl;
    return {
      images: host !== null && first ? [onHost(first, host)] : [],
      answers: [
        { op: 'getGameVendors', answer: answerText(ok({ data: { lanes } })) },
        { op: 'getGameList', query, answer: answerText(okShared(page)) },
      ],
    };
  }
  if (path === '/promotions') {
    // The promotions page shows its banner and covers as they are (no CDN host).
    const { list, answer } = await announcements('B,PR');
    const banner = list.banners.find((b) => b.groupName === '' && b.url)?.url;
    const first = list.promotion[0];
    const cover =
      first?.announcementImages.find((i) => i.sequence === 1)?.url ??
      first?.announcementImages[0]?.url;
    return {
      images: [banner, cover].filter((url): url is string => Boolean(url)),
      answers: [answer],
    };
  }
  return { images: [], answers: [] };
}

/** Where a build keeps its texts (`/assets/locales/<hash>/`, tooling/vite/catalogs.js): nothing else is echoed. */
const TEXTS_BASE = /^\/assets\/locales\/[A-Za-z0-9_-]{1,64}\/$/;

/** The boot texts to preload: the default language's, when the build ships texts of it. */
function textsHref(lang: string, base?: string, languages?: string): string | null {
  if (!base || !TEXTS_BASE.test(base)) return null;
  if (!/^[A-Z]{2}$/.test(lang) || !(languages ?? '').split(',').includes(lang)) return null;
  return `${base}${lang}/boot.json`;
}

/** JSON inside a <script> element: no `<` can end the element or open a comment. */
const scriptJson = (text: string) => text.replace(/</g, '\\u003c');

export const getFirstPaint =
  (deps: HandlerDeps): Handler<'getFirstPaint'> =>
  async (request, reply) => {
    const merchant = requireMerchant(request);
    const lang = merchant.settings.defaultLang;
    const path = pagePath(request.query.path);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    // Not a page (what the edge sends for /index.html itself, which the lite app's service
    // worker keeps for an offline start: nothing inlined there can go stale).
    if (path === '') return '';
    const screen = await firstScreen(deps, merchant, path);
    const status: InlinedAnswer = {
      op: 'getSystemStatus',
      answer: answerText(
        okWithShared(
          await computeSystemStatus(deps.db, merchant, request.ip, deps.countryOf),
          'info',
        ),
      ),
    };
    const texts = textsHref(lang, request.query.texts, request.query.textLanguages);
    const answers = [status, ...screen.answers]
      .map(
        (a) =>
          `{"op":"${a.op}"${a.query ? `,"query":${JSON.stringify(a.query)}` : ''},"answer":${a.answer}}`,
      )
      .join(',');
    return [
      // Each is the largest paint on some screen (the promotions banner on a wide one, the
      // first cover on a phone): all at high priority, as the page's own <img> asks.
      ...screen.images.map(
        (url) => `<link rel="preload" as="image" href="${attribute(url)}" fetchpriority="high">`,
      ),
      // A first visit shows the site's default language (a returning visitor who chose another
      // downloads the default's texts once more; the file is cached after that).
      ...(texts ? [`<link rel="preload" as="fetch" href="${texts}" crossorigin>`] : []),
      `<script type="application/json" id="platform-first-paint">${scriptJson(
        `{"lang":${JSON.stringify(lang)},"answers":[${answers}]}`,
      )}</script>`,
    ].join('\n');
  };
