// One wording for the trial block (spec: in_need_true_account): the account dialog (auth) and
// the game notice (shell) say the same thing in every language.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const locales = join(import.meta.dirname, '../locales');
const read = (lang: string, ns: string) =>
  JSON.parse(readFileSync(join(locales, lang, `${ns}.json`), 'utf8')) as Record<
    string,
    Record<string, string>
  >;

describe('in_need_true_account', () => {
  for (const lang of readdirSync(locales)) {
    it(`is worded once in ${lang}`, () => {
      expect(read(lang, 'auth').trial?.in_need_true_account).toBe(
        read(lang, 'shell').errors?.in_need_true_account,
      );
    });
  }
});
