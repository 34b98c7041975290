// What the console needs before its first render: the platform client sending the staff
// session (never a member's token), the query client, and i18n in every language.
import { createPlatformClient, isApiError, type PlatformClient } from '@platform/api-client';
import {
  type CatalogLoader,
  createI18n,
  type I18n,
  languageOf,
  LANGUAGE_CODES,
  pickInitialLanguage,
  readStoredLanguage,
} from '@platform/i18n';
import { QueryClient } from '@tanstack/react-query';
import { readStaffSession, saveStaffSession } from './staff-session';

export interface Console {
  api: PlatformClient;
  queryClient: QueryClient;
  i18n: I18n;
}

export async function bootConsole(options: {
  merchant: string;
  apiBaseUrl: string;
  namespaces: readonly string[];
  loadCatalog: CatalogLoader;
}): Promise<Console> {
  let i18n: I18n | null = null;
  const api = createPlatformClient({
    merchant: options.merchant,
    baseUrl: options.apiBaseUrl,
    getLanguage: () => (i18n ? languageOf(i18n) : readStoredLanguage()),
    // A 401 on a signed-in call: the session ended (idle, signed out elsewhere, locked).
    onSessionExpired: () => {
      if (readStaffSession()) saveStaffSession(null);
    },
  });
  api.use({
    onRequest({ request }) {
      const session = readStaffSession();
      if (session) request.headers.set('X-Operator-Session', session.token);
      return request;
    },
  });
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        retry: (count, error) =>
          !(isApiError(error) && (error.kind === 'api' || error.kind === 'session')) && count < 2,
      },
    },
  });
  i18n = await createI18n({
    language: pickInitialLanguage({ languages: LANGUAGE_CODES, defaultLanguage: 'EN' }),
    namespaces: options.namespaces,
    loadCatalog: options.loadCatalog,
  });
  return { api, queryClient, i18n };
}
