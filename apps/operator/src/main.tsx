import { ApiProvider } from '@platform/api-client/react';
import { catalogUrlLoader } from '@platform/i18n';
import { I18nextProvider } from '@platform/i18n/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import * as catalogs from 'virtual:catalogs';
import { API_BASE_URL, MERCHANT } from './env';
import { bootConsole } from './lib/boot';
import { createAppRouter } from './router';
import './styles.css';

const site = await bootConsole({
  merchant: MERCHANT,
  apiBaseUrl: API_BASE_URL,
  namespaces: catalogs.namespaces,
  loadCatalog: catalogUrlLoader(catalogs),
});
const router = createAppRouter({ queryClient: site.queryClient, api: site.api });

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <ApiProvider api={site.api}>
      <QueryClientProvider client={site.queryClient}>
        <I18nextProvider i18n={site.i18n}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </QueryClientProvider>
    </ApiProvider>
  </StrictMode>,
);
