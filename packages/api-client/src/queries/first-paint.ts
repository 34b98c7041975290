// The first paint: answers the edge server inlined into index.html at request time
// (GET /wps/system/firstPaint, included by nginx SSI or the preview server), put into the
// query cache under the keys the app's own queries use, so the first screen renders without
// asking for them again. Each answer is what its call answers, for the query written beside
// it: it goes under that query's key whatever the page then shows (a page showing other data
// simply asks, as it would without the include).
import type { QueryClient } from '@tanstack/react-query';
import type { Envelope } from '../envelope';
import { type AnnouncementKind, contentKeys } from './content';
import { type GameListParams, gameKeys } from './games';
import { systemKeys } from './system';

/** The id of the inlined `<script type="application/json">`. */
const ELEMENT_ID = 'platform-first-paint';

interface InlinedAnswer {
  op: string;
  query?: Record<string, string | number>;
  answer: Envelope;
}

export interface FirstPaint {
  /** The language the language-dependent answers are in (the site's default). */
  lang: string;
  answers: InlinedAnswer[];
}

/** The key each inlined operation's answer belongs under; null for one this client does not know. */
function keyOf({ op, query }: InlinedAnswer, lang: string): readonly unknown[] | null {
  switch (op) {
    case 'getSystemStatus':
      return systemKeys.status();
    case 'getListAnnouncements':
      return typeof query?.types === 'string'
        ? contentKeys.announcements({
            types: query.types.split(',') as AnnouncementKind[],
            language: lang,
          })
        : null;
    case 'getGameVendors':
      return gameKeys.vendors(lang);
    case 'getGameList':
      return query ? gameKeys.list(query as unknown as GameListParams) : null;
    default:
      return null;
  }
}

/** The inlined answers of this page, read once (the element is removed); null without them. */
export function takeFirstPaint(doc: Document = document): FirstPaint | null {
  const element = doc.getElementById(ELEMENT_ID);
  if (!element) return null;
  element.remove();
  try {
    const parsed = JSON.parse(element.textContent ?? '') as Partial<FirstPaint>;
    return typeof parsed.lang === 'string' && Array.isArray(parsed.answers)
      ? (parsed as FirstPaint)
      : null;
  } catch {
    return null;
  }
}

/**
 * Puts each successful inlined answer's value into the cache under its query's key, as fresh
 * as a response that has just arrived; failures and unknown operations are left to the page's
 * own request.
 */
export function seedFirstPaint(queryClient: QueryClient, firstPaint: FirstPaint): void {
  const updatedAt = Date.now();
  for (const inlined of firstPaint.answers) {
    const key = keyOf(inlined, firstPaint.lang);
    if (key && inlined.answer?.success === true && 'value' in inlined.answer)
      queryClient.setQueryData(key, inlined.answer.value, { updatedAt });
  }
}
