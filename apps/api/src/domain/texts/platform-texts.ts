// The texts the platform itself writes (inbox messages, SMS and e-mail, the demo payment,
// live chat and demo game pages), read from the `platform` namespace of the interface
// catalogs (packages/i18n/locales/<CODE>/platform.json), so they are translated with the rest
// of the interface and checked by the same catalog check. A language without the file, or a
// key it lacks, gets EN's; TY shows EN (its alias). Values fill `{{name}}`; a numeric `count`
// picks the plural form of the language (`key_one`, `key_few`, ... per Intl.PluralRules), as
// i18next does in the apps.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  FALLBACK_LANGUAGE,
  catalogLanguageOf,
  dirOf,
  localeOf,
  toLanguageCode,
  type LanguageCode,
  type TextDirection,
} from '@platform/i18n/languages';
import { catalogsDir } from '../../paths';

interface Tree {
  [key: string]: string | Tree;
}

const NAMESPACE = 'platform';
const catalogs = new Map<LanguageCode, Tree | null>();

function catalogOf(code: LanguageCode): Tree | null {
  if (catalogs.has(code)) return catalogs.get(code) ?? null;
  const file = path.join(catalogsDir(), code, `${NAMESPACE}.json`);
  const tree = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Tree) : null;
  catalogs.set(code, tree);
  return tree;
}

function lookup(tree: Tree | null, key: string): string | Tree | undefined {
  let node: string | Tree | undefined = tree ?? undefined;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return node;
}

export interface TextLanguage {
  /** The upper-case code (EN for anything unknown). */
  code: LanguageCode;
  /** BCP 47 locale for `<html lang>` and plural rules. */
  locale: string;
  dir: TextDirection;
}

/** The language of a text from a header, a stored column or a query: unknown codes are EN. */
export function textLanguage(value: string | null | undefined): TextLanguage {
  const code = toLanguageCode(value) ?? FALLBACK_LANGUAGE;
  return { code, locale: localeOf(code), dir: dirOf(code) };
}

/** The languages to look in, in order: the language's catalogs, then EN. */
function chain(language: string | null | undefined): LanguageCode[] {
  const own = catalogLanguageOf(textLanguage(language).code);
  return own === FALLBACK_LANGUAGE ? [own] : [own, FALLBACK_LANGUAGE];
}

const plurals = new Map<string, Intl.PluralRules>();
function pluralCategory(code: LanguageCode, count: number): string {
  const locale = localeOf(code);
  let rules = plurals.get(locale);
  if (!rules) plurals.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules.select(count);
}

function fill(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/**
 * One text in a language: `key` is a dotted path in the platform namespace. Missing in the
 * language and in EN it answers the key itself (a bug the catalog check catches first).
 */
export function platformText(
  language: string | null | undefined,
  key: string,
  values: Readonly<Record<string, string | number>> = {},
): string {
  const { count } = values;
  for (const code of chain(language)) {
    const tree = catalogOf(code);
    const candidates =
      typeof count === 'number'
        ? [
            ...(count === 0 ? [`${key}_zero`] : []),
            `${key}_${pluralCategory(code, count)}`,
            `${key}_other`,
            key,
          ]
        : [key];
    for (const candidate of candidates) {
      const text = lookup(tree, candidate);
      if (typeof text === 'string' && text !== '') return fill(text, values);
    }
  }
  return key;
}

/**
 * A whole section of flat texts (a page's texts handed to its script): the language's over
 * EN's, `{{name}}` left for the page to fill.
 */
export function platformSection(
  language: string | null | undefined,
  section: string,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const code of chain(language).reverse()) {
    const node = lookup(catalogOf(code), section);
    if (node === undefined || typeof node === 'string') continue;
    for (const [key, text] of Object.entries(node)) {
      if (typeof text === 'string' && text !== '') out[key] = text;
    }
  }
  return out;
}
