/**
 * Compares a shipped catalog with the EN reference: same keys, same interpolation variables,
 * every plural form the language needs, and no text left identical to EN's. Plural forms
 * (`key_one`, `key_other`, ...) count as one key, since languages have different plural
 * categories. Pure, so `scripts/check-catalogs.ts` and the tests share it.
 */

export type CatalogIssue =
  | { kind: 'missing'; key: string }
  | { kind: 'extra'; key: string }
  | { kind: 'not_text'; key: string }
  | { kind: 'variables'; key: string; expected: readonly string[]; actual: readonly string[] }
  | { kind: 'plural'; key: string; missing: readonly string[] };

const PLURAL_SUFFIX = /_(?:ordinal_)?(?:zero|one|two|few|many|other)$/;
const VARIABLE = /\{\{\s*-?\s*([^,}\s]+)[^}]*\}\}/g;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Leaf key -> value, keys joined with dots. */
export function flattenCatalog(catalog: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (!isRecord(catalog)) return out;
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isRecord(value)) {
      for (const [k, v] of flattenCatalog(value, path)) out.set(k, v);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

/** `{{ip}}`, `{{time, datetime}}` and `{{- html}}` give `ip`, `time`, `html`. */
export function variablesOf(text: string): string[] {
  return [...new Set([...text.matchAll(VARIABLE)].map((m) => m[1] ?? ''))].sort();
}

interface KeyInfo {
  variables: Set<string>;
  notText: boolean;
  /** Plural categories present (`one`, `other`, ...); empty for a key without plural forms. */
  forms: Set<string>;
}

const FORM = /_(?:ordinal_)?(zero|one|two|few|many|other)$/;

/** The keys EN gives plural forms: those with a `_other` form (i18next needs it). */
function pluralBases(reference: unknown): Set<string> {
  const bases = new Set<string>();
  for (const path of flattenCatalog(reference).keys()) {
    if (path.endsWith('_other')) bases.add(path.replace(PLURAL_SUFFIX, ''));
  }
  return bases;
}

/** Folds plural forms of `bases` into one key; `too_many` of a key without forms stays. */
function summarise(catalog: unknown, bases: ReadonlySet<string>): Map<string, KeyInfo> {
  const keys = new Map<string, KeyInfo>();
  for (const [path, value] of flattenCatalog(catalog)) {
    const base = path.replace(PLURAL_SUFFIX, '');
    const isForm = base !== path && bases.has(base);
    const key = isForm ? base : path;
    const info = keys.get(key) ?? {
      variables: new Set<string>(),
      notText: false,
      forms: new Set<string>(),
    };
    const form = isForm ? FORM.exec(path)?.[1] : undefined;
    if (form) info.forms.add(form);
    if (typeof value === 'string') {
      for (const v of variablesOf(value)) info.variables.add(v);
    } else {
      info.notText = true;
    }
    keys.set(key, info);
  }
  return keys;
}

export interface CompareOptions {
  /**
   * The language's plural categories (`new Intl.PluralRules(locale).resolvedOptions()
   * .pluralCategories`): a key with plural forms in EN must have each of them.
   */
  pluralCategories?: readonly string[];
}

export function compareCatalogs(
  reference: unknown,
  candidate: unknown,
  options: CompareOptions = {},
): CatalogIssue[] {
  const bases = pluralBases(reference);
  const expected = summarise(reference, bases);
  const actual = summarise(candidate, bases);
  const issues: CatalogIssue[] = [];
  for (const [key, ref] of expected) {
    const got = actual.get(key);
    if (!got) {
      issues.push({ kind: 'missing', key });
      continue;
    }
    if (got.notText) {
      issues.push({ kind: 'not_text', key });
      continue;
    }
    const want = [...ref.variables].sort();
    const have = [...got.variables].sort();
    if (want.join() !== have.join()) {
      issues.push({ kind: 'variables', key, expected: want, actual: have });
    }
    if (ref.forms.size > 0 && options.pluralCategories) {
      const missing = options.pluralCategories.filter((form) => !got.forms.has(form));
      if (missing.length > 0) issues.push({ kind: 'plural', key, missing });
    }
  }
  for (const key of actual.keys()) {
    if (!expected.has(key)) issues.push({ kind: 'extra', key });
  }
  return issues;
}

export function describeIssue(where: string, issue: CatalogIssue): string {
  switch (issue.kind) {
    case 'missing':
      return `${where}: missing key ${issue.key}`;
    case 'extra':
      return `${where}: extra key ${issue.key} (not in EN)`;
    case 'not_text':
      return `${where}: key ${issue.key} is not a string`;
    case 'variables':
      return `${where}: key ${issue.key} has variables {${issue.actual.join(', ')}}, EN has {${issue.expected.join(', ')}}`;
    case 'plural':
      return `${where}: key ${issue.key} lacks the plural form(s) ${issue.missing.map((f) => `${issue.key}_${f}`).join(', ')}`;
  }
}

/**
 * What may stay identical to EN, by language code (`*` for every language): texts by value
 * (brand names, loanwords the language writes as EN does: `Facebook`, `Deposit` in Malay) and
 * `namespace:key`s.
 */
export interface SameAsEnAllowList {
  readonly values?: Readonly<Record<string, readonly string[]>>;
  readonly keys?: Readonly<Record<string, readonly string[]>>;
}

/**
 * Whether a text needs no translation: once its `{{variables}}` are taken out it holds no
 * letters (numbers, punctuation, symbols), or it is a single Latin token written in capitals
 * or digits (a code such as `USDT`, `OTP`, `ID`).
 */
export function needsNoTranslation(text: string): boolean {
  const rest = text.replace(/\{\{[^}]*\}\}/g, '').trim();
  if (!/\p{L}/u.test(rest)) return true;
  return /^[A-Z0-9][A-Z0-9+\-/.]{0,9}$/.test(rest);
}

/**
 * The keys (plural forms folded, `namespace:key`) whose text is the same as EN's, left out
 * those that need no translation: `unlisted` are errors in a complete language, `allowed`
 * matched the allow-list.
 */
export function sameAsEn(
  namespace: string,
  reference: unknown,
  candidate: unknown,
  language: string,
  allow: SameAsEnAllowList = {},
): { unlisted: string[]; allowed: string[] } {
  const forLanguage = (lists: SameAsEnAllowList['values']) =>
    new Set([...(lists?.['*'] ?? []), ...(lists?.[language] ?? [])]);
  const values = forLanguage(allow.values);
  const keys = forLanguage(allow.keys);
  const ref = flattenCatalog(reference);
  const bases = pluralBases(reference);
  const unlisted = new Set<string>();
  const allowed = new Set<string>();
  for (const [path, value] of flattenCatalog(candidate)) {
    if (typeof value !== 'string' || ref.get(path) !== value || needsNoTranslation(value)) continue;
    const base = path.replace(PLURAL_SUFFIX, '');
    const key = `${namespace}:${bases.has(base) ? base : path}`;
    (values.has(value) || keys.has(key) ? allowed : unlisted).add(key);
  }
  return { unlisted: [...unlisted], allowed: [...allowed] };
}
