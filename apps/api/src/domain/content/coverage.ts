// The content check: which pieces of a merchant's content (promotions, notices, banners,
// popups, agent announcements, information pages, posts, activities, missions, the referral
// reward, VIP level names, points-mall items, help articles) have no text in a language the
// merchant's site offers. Members of that language read the EN text instead (each read path
// falls back to EN); this counts what they read in EN. A language whose texts are another's
// (TY shows EN) is not checked, nor EN itself.
import { and, asc, eq } from 'drizzle-orm';
import { CATALOG_ALIASES, FALLBACK_LANGUAGE, toLanguageCode } from '@platform/i18n/languages';
import type { Db } from '../../db/client';
import { helpArticles } from '../../db/schema/content';
import { vipLevels } from '../../db/schema/loyalty';
import { announcements, contentEntries } from '../../db/schema/player-content';
import { pointRewards } from '../../db/schema/points';
import { referralSettings } from '../../db/schema/referral';
import { missions } from '../../db/schema/rewards';
import { findMerchantByCode } from '../merchants';

/** What is checked, by the name the check reports. */
const ANNOUNCEMENT_TYPES: Record<string, string> = {
  PR: 'promotion',
  PL: 'notice',
  H: 'notice',
  B: 'banner',
  PU: 'popup',
  AG: 'agent announcement',
};

export interface MissingTranslations {
  type: string;
  lang: string;
  /** Pieces of content without a full text in `lang`. */
  missing: number;
  /** Their ids (key, level, code or help path), for the report. */
  items: string[];
}

export interface ContentCoverage {
  merchant: string;
  /** The languages checked: the site's languages but EN and the ones that show another's. */
  languages: string[];
  /** Pieces of content checked in each language. */
  pieces: number;
  /** One line per content type and language with something missing. */
  missing: MissingTranslations[];
  total: number;
}

/** A piece of content: its type, id and, per language, whether every text of it is there. */
interface Piece {
  type: string;
  id: string;
  has: (lang: string) => boolean;
}

const blank = (text: string | undefined): boolean => text === undefined || text.trim() === '';

/** Texts kept in a jsonb map by language: each non-empty EN text needs one in the language. */
const mapPiece =
  (...maps: Readonly<Record<string, string>>[]) =>
  (lang: string): boolean =>
    maps.every((texts) => blank(texts[FALLBACK_LANGUAGE]) || !blank(texts[lang]));

/** Rows kept one per language: the language's row has each text EN's row has. */
function rowPieces<R extends { lang: string }>(
  rows: readonly R[],
  identity: (row: R) => { type: string; id: string } | null,
  texts: (row: R) => string[],
): Piece[] {
  const byId = new Map<string, { type: string; id: string; rows: Map<string, R> }>();
  for (const row of rows) {
    const who = identity(row);
    if (!who) continue;
    const key = `${who.type}\u0000${who.id}`;
    const entry = byId.get(key) ?? { ...who, rows: new Map<string, R>() };
    entry.rows.set(row.lang, row);
    byId.set(key, entry);
  }
  return [...byId.values()].flatMap(({ type, id, rows: byLang }) => {
    const en = byLang.get(FALLBACK_LANGUAGE);
    if (!en) return [];
    const wanted = texts(en).map(blank);
    return [
      {
        type,
        id,
        has: (lang: string) => {
          const row = byLang.get(lang);
          return row !== undefined && texts(row).every((t, i) => wanted[i] === true || !blank(t));
        },
      },
    ];
  });
}

/** Help articles: the shown EN tree, each article by its key (one identity across languages). */
function helpPieces(rows: readonly (typeof helpArticles.$inferSelect)[]): Piece[] {
  const paths = new Map<string, Map<string, { title: string; html: string }>>();
  for (const row of rows) {
    const byPath = paths.get(row.lang) ?? new Map<string, { title: string; html: string }>();
    byPath.set(row.articleKey, { title: row.title, html: row.contentHtml });
    paths.set(row.lang, byPath);
  }
  const en = paths.get(FALLBACK_LANGUAGE) ?? new Map<string, { title: string; html: string }>();
  return [...en.keys()].map((id) => ({
    type: 'help article',
    id,
    has: (lang: string) => {
      const text = paths.get(lang)?.get(id);
      return text !== undefined && !blank(text.title);
    },
  }));
}

async function piecesOf(db: Db, merchantId: number): Promise<Piece[]> {
  const shown = <T extends { display: boolean }>(rows: T[]) => rows.filter((r) => r.display);
  const notes = shown(
    await db.select().from(announcements).where(eq(announcements.merchantId, merchantId)),
  );
  const entries = shown(
    await db.select().from(contentEntries).where(eq(contentEntries.merchantId, merchantId)),
  );
  const missionRows = await db
    .select()
    .from(missions)
    .where(and(eq(missions.merchantId, merchantId), eq(missions.enabled, true)))
    .orderBy(asc(missions.sort), asc(missions.id));
  const levels = await db
    .select()
    .from(vipLevels)
    .where(eq(vipLevels.merchantId, merchantId))
    .orderBy(asc(vipLevels.level));
  const items = await db
    .select()
    .from(pointRewards)
    .where(and(eq(pointRewards.merchantId, merchantId), eq(pointRewards.active, true)))
    .orderBy(asc(pointRewards.id));
  const referral = await db
    .select()
    .from(referralSettings)
    .where(eq(referralSettings.merchantId, merchantId));
  const help = shown(
    await db
      .select()
      .from(helpArticles)
      .where(and(eq(helpArticles.merchantId, merchantId), eq(helpArticles.device, 'WEB')))
      .orderBy(asc(helpArticles.sort), asc(helpArticles.id)),
  );
  return [
    ...rowPieces(
      notes,
      (r) => ({ type: ANNOUNCEMENT_TYPES[r.type] ?? `announcement ${r.type}`, id: r.key }),
      (r) => [r.title, r.contentHtml],
    ),
    ...rowPieces(
      entries,
      (r) => ({ type: r.kind === 'page' ? 'information page' : r.kind, id: r.key }),
      (r) => [r.title, r.summary, r.html],
    ),
    ...missionRows.map((m) => ({
      type: 'mission',
      id: m.key,
      has: mapPiece(m.title, m.description),
    })),
    ...referral
      .filter((r) => r.enabled)
      .map(() => ({
        type: 'referral reward',
        id: 'referral',
        has: mapPiece(referral[0]?.title ?? {}),
      })),
    ...levels.map((l) => ({ type: 'VIP level', id: String(l.level), has: mapPiece(l.name) })),
    ...items.map((r) => ({
      type: 'points-mall item',
      id: r.code,
      has: mapPiece(r.names, r.descriptions),
    })),
    ...helpPieces(help),
  ];
}

/** The languages to check: the site's, but EN and those that show another language's texts. */
const checkedLanguages = (supportLanguages: readonly string[]): string[] =>
  [...new Set(supportLanguages.map(toLanguageCode))].flatMap((code) =>
    code === null || code === FALLBACK_LANGUAGE || CATALOG_ALIASES[code] !== undefined
      ? []
      : [code],
  );

/** The content check of one merchant (by its code). */
export async function contentCoverage(db: Db, merchantCode: string): Promise<ContentCoverage> {
  const merchant = await findMerchantByCode(db, merchantCode);
  if (!merchant) throw new Error(`no merchant ${merchantCode}`);
  const languages = checkedLanguages(merchant.settings.supportLanguages);
  const pieces = await piecesOf(db, merchant.id);
  const missing: MissingTranslations[] = [];
  const types = [...new Set(pieces.map((p) => p.type))];
  for (const lang of languages) {
    for (const type of types) {
      const items = pieces.filter((p) => p.type === type && !p.has(lang)).map((p) => p.id);
      if (items.length > 0) missing.push({ type, lang, missing: items.length, items });
    }
  }
  return {
    merchant: merchantCode,
    languages,
    pieces: pieces.length,
    missing,
    total: missing.reduce((n, m) => n + m.missing, 0),
  };
}

/** The check as text: a line per content type and language with what is missing. */
export function coverageReport(c: ContentCoverage): string {
  const head = `${c.merchant}: ${c.pieces} pieces of content in ${c.languages.length} languages (${c.languages.join(' ')}): ${c.total} missing translation(s)`;
  return [
    head,
    ...c.missing.map(
      (m) =>
        `  ${m.lang}  ${m.type.padEnd(20)} ${String(m.missing).padStart(3)}  ${m.items.join(', ')}`,
    ),
  ].join('\n');
}
