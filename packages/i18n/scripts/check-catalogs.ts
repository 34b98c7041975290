/// <reference types="node" />
// Checks the catalogs under locales/ against EN. A language listed as complete in
// catalog-check.json must ship every namespace with every key, the same {{variables}}, every
// plural form its Intl.PluralRules has, and no text identical to EN's (except what needs no
// translation and the allow-list in the same file). A language being translated (a directory
// not yet listed) may miss keys and keep EN texts, but never adds keys, changes variables or
// lacks plural forms. Prints per language its keys and identical-to-EN count; exit 1 with one
// line per problem.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  compareCatalogs,
  describeIssue,
  flattenCatalog,
  sameAsEn,
  type SameAsEnAllowList,
} from '../src/catalog-compare';
import {
  CATALOG_ALIASES,
  FALLBACK_LANGUAGE,
  LANGUAGES,
  isLanguageCode,
  localeOf,
  type LanguageCode,
} from '../src/languages';

const localesDir = fileURLToPath(new URL('../locales', import.meta.url));
const problems: string[] = [];

interface CheckConfig {
  /** Languages whose catalogs are complete: the check holds them to every rule. */
  complete: string[];
  sameAsEn?: SameAsEnAllowList;
}

const config = JSON.parse(
  readFileSync(fileURLToPath(new URL('../catalog-check.json', import.meta.url)), 'utf8'),
) as CheckConfig;
const complete = new Set(config.complete);

function list(dir: string, isDir: boolean): string[] {
  return readdirSync(dir)
    .filter((name) => statSync(join(dir, name)).isDirectory() === isDir)
    .sort();
}

function readCatalog(lang: string, ns: string): unknown {
  try {
    return JSON.parse(readFileSync(join(localesDir, lang, `${ns}.json`), 'utf8'));
  } catch (error) {
    problems.push(
      `${lang}/${ns}: cannot read: ${error instanceof Error ? error.message : String(error)}`,
    );
    return undefined;
  }
}

const namespacesOf = (lang: string): string[] =>
  list(join(localesDir, lang), false)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length));

const languages = list(localesDir, true);
const namespaces = languages.includes(FALLBACK_LANGUAGE) ? namespacesOf(FALLBACK_LANGUAGE) : [];
if (namespaces.length === 0) problems.push(`${FALLBACK_LANGUAGE}: no reference catalogs`);

for (const code of complete) {
  if (!isLanguageCode(code)) problems.push(`catalog-check.json: ${code} is not a language code`);
  else if (!languages.includes(code)) problems.push(`${code}: listed as complete, no catalogs`);
}
for (const lang of languages) {
  if (!isLanguageCode(lang)) problems.push(`${lang}: not a language code (see src/languages.ts)`);
  else if (CATALOG_ALIASES[lang])
    problems.push(`${lang}: shows the ${CATALOG_ALIASES[lang]} catalogs, so has none of its own`);
  for (const ns of namespacesOf(lang)) {
    if (!namespaces.includes(ns))
      problems.push(`${lang}/${ns}: namespace not in ${FALLBACK_LANGUAGE}`);
  }
}

const references = new Map(namespaces.map((ns) => [ns, readCatalog(FALLBACK_LANGUAGE, ns)]));
const keyCount = [...references.values()].reduce<number>(
  (sum, catalog) => sum + flattenCatalog(catalog).size,
  0,
);

interface Row {
  lang: string;
  status: string;
  keys: number;
  same: number;
  allowed: number;
}
const rows: Row[] = [];

for (const lang of languages.filter(isLanguageCode)) {
  const isComplete = complete.has(lang) || lang === FALLBACK_LANGUAGE;
  const pluralCategories = new Intl.PluralRules(localeOf(lang as LanguageCode)).resolvedOptions()
    .pluralCategories;
  let keys = 0;
  let same = 0;
  let allowed = 0;
  let missing = 0;
  for (const ns of namespaces) {
    const reference = references.get(ns);
    if (reference === undefined) continue;
    const where = `${lang}/${ns}`;
    if (!existsSync(join(localesDir, lang, `${ns}.json`))) {
      missing += flattenCatalog(reference).size;
      if (isComplete) problems.push(`${where}: missing catalog file`);
      continue;
    }
    const catalog = lang === FALLBACK_LANGUAGE ? reference : readCatalog(lang, ns);
    if (catalog === undefined) continue;
    keys += flattenCatalog(catalog).size;
    for (const issue of compareCatalogs(reference, catalog, { pluralCategories })) {
      if (issue.kind === 'missing') {
        missing++;
        if (!isComplete) continue;
      }
      problems.push(describeIssue(where, issue));
    }
    if (lang === FALLBACK_LANGUAGE) continue;
    const identical = sameAsEn(ns, reference, catalog, lang, config.sameAsEn);
    same += identical.unlisted.length;
    allowed += identical.allowed.length;
    if (isComplete) {
      problems.push(
        ...identical.unlisted.map(
          (key) =>
            `${lang}/${key}: same text as EN (translate it, or allow it in catalog-check.json)`,
        ),
      );
    }
  }
  rows.push({
    lang,
    status:
      lang === FALLBACK_LANGUAGE
        ? 'reference'
        : isComplete
          ? 'complete'
          : `in progress, ${missing} key(s) missing`,
    keys,
    same,
    allowed,
  });
}

const shown = new Set(rows.map((row) => row.lang));
const pending = LANGUAGES.map((l) => l.code).filter(
  (code) => !shown.has(code) && !CATALOG_ALIASES[code],
);
console.log(
  `i18n catalogs, checked against ${FALLBACK_LANGUAGE} (${keyCount} keys in ${namespaces.length} namespaces):`,
);
for (const row of rows) {
  console.log(
    `  ${row.lang}  ${String(row.keys).padStart(5)} keys  ${String(row.same).padStart(4)} same as EN` +
      ` (+${row.allowed} allowed)  ${row.status}`,
  );
}
const aliases = Object.entries(CATALOG_ALIASES).map(([from, to]) => `${from} -> ${to}`);
console.log(
  `  complete: ${rows.filter((r) => r.status !== 'reference' && !r.status.startsWith('in progress')).length + 1} of ${LANGUAGES.length} languages` +
    `${aliases.length ? ` (${aliases.join(', ')} by decision)` : ''}` +
    `${pending.length ? `; no catalogs yet (EN shown): ${pending.join(', ')}` : ''}`,
);

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`i18n catalogs: ${problems.length} problem(s)`);
  process.exit(1);
}
console.log('i18n catalogs OK');
