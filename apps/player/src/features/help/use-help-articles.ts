import { systemQueries } from '@platform/api-client/queries/system';
import { useApi } from '@platform/api-client/react';
import { useLanguage } from '@platform/i18n/react';
import { useQuery } from '@tanstack/react-query';

/** The help-centre tree in the interface language (the API falls back to EN). */
export function useHelpArticles(enabled = true) {
  const api = useApi();
  const { language } = useLanguage();
  return useQuery({ ...systemQueries(api).helpCenter(language), enabled });
}
