import { dirOf, localeOf, type LanguageCode } from './languages';

/** Sets `<html lang>` (BCP 47) and `<html dir>` for the language; a no-op without a DOM. */
export function applyDocumentLanguage(code: LanguageCode): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  root.lang = localeOf(code);
  root.dir = dirOf(code);
}
