// Texts of the demo game pages: the `demo_game` section of the platform catalogs
// (packages/i18n/locales/<CODE>/platform.json), EN for what a language lacks. The page's
// script fills `{{name}}` itself.
import { platformSection, textLanguage } from '../../domain/texts';

export type PageTexts = Record<string, string>;

export function pageTexts(language: string): {
  texts: PageTexts;
  lang: string;
  dir: 'ltr' | 'rtl';
} {
  const { code, locale, dir } = textLanguage(language);
  return { texts: platformSection(code, 'demo_game'), lang: locale, dir };
}
