import { systemQueries } from '@platform/api-client/queries/system';
import { useApi } from '@platform/api-client/react';
import { useLanguage } from '@platform/i18n/react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';

/** The help-centre tree in the interface language (the API falls back to EN). */
export function useHelpArticles(enabled = true) {
  const api = useApi();
  const { language } = useLanguage();
  return useQuery({ ...systemQueries(api).helpCenter(language), enabled });
}

/** The same tree for the /help page, loaded by its route. */
export function useSuspenseHelpArticles() {
  const api = useApi();
  const { language } = useLanguage();
  return useSuspenseQuery(systemQueries(api).helpCenter(language));
}
