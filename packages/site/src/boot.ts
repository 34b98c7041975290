import {
  createPlatformClient,
  isApiError,
  type PlatformClient,
  type SystemStatus,
} from '@platform/api-client';
import { seedFirstPaint, takeFirstPaint } from '@platform/api-client/queries/first-paint';
import { systemQueries } from '@platform/api-client/queries/system';
import { sessionTokenSource } from '@platform/auth';
import {
  createI18n,
  languageOf,
  pickInitialLanguage,
  readStoredLanguage,
  resolveSiteLanguages,
  type CatalogLoader,
  type I18n,
} from '@platform/i18n';
import { QueryClient } from '@tanstack/react-query';

export interface SiteBootOptions {
  merchant: string;
  /** '' (same origin, through the app's proxy) unless the API lives elsewhere. */
  apiBaseUrl?: string;
  namespaces: readonly string[];
  /** Where catalogs come from (default: `locales/`, one file per namespace). */
  loadCatalog?: CatalogLoader;
  onSessionExpired?: () => void;
}

export interface Site {
  api: PlatformClient;
  queryClient: QueryClient;
  i18n: I18n;
  /** Null when the status could not be read; the gate then shows the error and a retry. */
  status: SystemStatus | null;
}

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A business failure will fail the same way again; only transport failures retry.
        retry: (count, error) =>
          !(isApiError(error) && (error.kind === 'api' || error.kind === 'session')) && count < 2,
      },
    },
  });
}

/**
 * Everything an app needs before its first render: the platform client, the query client
 * with the site status already loaded, and i18n in the site's languages. The status (and the
 * first screen's lists) come inlined in the page when the server included them (the first
 * paint): then nothing is asked before the texts.
 */
export async function bootSite(options: SiteBootOptions): Promise<Site> {
  let i18n: I18n | null = null;
  const api = createPlatformClient({
    merchant: options.merchant,
    baseUrl: options.apiBaseUrl ?? '',
    ...sessionTokenSource(options.onSessionExpired),
    getLanguage: () => (i18n ? languageOf(i18n) : readStoredLanguage()),
  });
  const queryClient = createQueryClient();
  const firstPaint = takeFirstPaint();
  if (firstPaint) seedFirstPaint(queryClient, firstPaint);
  const status = await queryClient.fetchQuery(systemQueries(api).status()).catch(() => null);
  const site = resolveSiteLanguages({
    supportLanguages: status?.info.supportLanguages ?? [],
    defaultLang: status?.info.defaultLang ?? 'EN',
  });
  i18n = await createI18n({
    language: pickInitialLanguage(site),
    languages: site.languages,
    namespaces: options.namespaces,
    ...(options.loadCatalog ? { loadCatalog: options.loadCatalog } : {}),
  });
  return { api, queryClient, i18n, status };
}
