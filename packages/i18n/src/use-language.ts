import type { i18n } from 'i18next';
import { useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';
import { languageOf, offeredLanguages, setLanguage } from './create-i18n';
import {
  dirOf,
  getLanguage,
  type Language,
  type LanguageCode,
  type TextDirection,
} from './languages';

export interface UseLanguageResult {
  language: LanguageCode;
  dir: TextDirection;
  /** What the site offers, in its order, for the language select. */
  languages: readonly Language[];
  setLanguage: (code: LanguageCode) => Promise<void>;
}

function useInstance(): i18n {
  // The context holds the instance itself (useTranslation hands out a wrapper).
  const context = useContext(I18nContext) as { i18n?: i18n } | undefined;
  const instance = context?.i18n ?? getI18n();
  if (!instance) throw new Error('useLanguage needs an <I18nextProvider i18n={...}> above it');
  return instance;
}

/** The current language and a setter that loads, stores and applies a new one. */
export function useLanguage(): UseLanguageResult {
  const instance = useInstance();
  const subscribe = useCallback(
    (onChange: () => void) => {
      instance.on('languageChanged', onChange);
      return () => instance.off('languageChanged', onChange);
    },
    [instance],
  );
  const read = useCallback(() => languageOf(instance), [instance]);
  const language = useSyncExternalStore(subscribe, read, read);
  const offered = offeredLanguages(instance);
  const languages = useMemo(() => offered.map(getLanguage), [offered]);
  const change = useCallback((code: LanguageCode) => setLanguage(instance, code), [instance]);
  return { language, dir: dirOf(language), languages, setLanguage: change };
}
