/// <reference types="node" />
// Checks every shipped catalog under locales/ against EN: same keys, same {{variables}}.
// Exit 1 with one line per problem, or print a one-line OK summary.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compareCatalogs, describeIssue, flattenCatalog } from '../src/catalog-compare';
import { FALLBACK_LANGUAGE, isLanguageCode } from '../src/languages';

const localesDir = fileURLToPath(new URL('../locales', import.meta.url));
const problems: string[] = [];

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

let keyCount = 0;
for (const ns of namespaces) {
  const reference = readCatalog(FALLBACK_LANGUAGE, ns);
  if (reference === undefined) continue;
  keyCount += flattenCatalog(reference).size;
  for (const lang of languages) {
    if (!namespacesOf(lang).includes(ns)) {
      problems.push(`${lang}/${ns}: missing catalog file`);
      continue;
    }
    const catalog = lang === FALLBACK_LANGUAGE ? reference : readCatalog(lang, ns);
    if (catalog === undefined) continue;
    const issues = compareCatalogs(reference, catalog);
    problems.push(...issues.map((issue) => describeIssue(`${lang}/${ns}`, issue)));
  }
}
for (const lang of languages) {
  if (!isLanguageCode(lang)) problems.push(`${lang}: not a language code (see src/languages.ts)`);
  for (const ns of namespacesOf(lang)) {
    if (!namespaces.includes(ns))
      problems.push(`${lang}/${ns}: namespace not in ${FALLBACK_LANGUAGE}`);
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`i18n catalogs: ${problems.length} problem(s)`);
  process.exit(1);
}
console.log(
  `i18n catalogs OK: ${languages.join(', ')} × ${namespaces.join(', ')} (${keyCount} keys, checked against ${FALLBACK_LANGUAGE})`,
);
