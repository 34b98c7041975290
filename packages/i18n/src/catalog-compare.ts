/**
 * Compares a shipped catalog with the EN reference: same keys, same interpolation variables.
 * Plural forms (`key_one`, `key_other`, ...) count as one key, since languages have different
 * plural categories. Pure, so `scripts/check-catalogs.ts` and the tests share it.
 */

export type CatalogIssue =
  | { kind: 'missing'; key: string }
  | { kind: 'extra'; key: string }
  | { kind: 'not_text'; key: string }
  | { kind: 'variables'; key: string; expected: readonly string[]; actual: readonly string[] };

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
}

function summarise(catalog: unknown): Map<string, KeyInfo> {
  const keys = new Map<string, KeyInfo>();
  for (const [path, value] of flattenCatalog(catalog)) {
    const key = path.replace(PLURAL_SUFFIX, '');
    const info = keys.get(key) ?? { variables: new Set<string>(), notText: false };
    if (typeof value === 'string') {
      for (const v of variablesOf(value)) info.variables.add(v);
    } else {
      info.notText = true;
    }
    keys.set(key, info);
  }
  return keys;
}

export function compareCatalogs(reference: unknown, candidate: unknown): CatalogIssue[] {
  const expected = summarise(reference);
  const actual = summarise(candidate);
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
  }
}
