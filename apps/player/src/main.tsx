import { restoreRememberedSession, takeTokenFromUrl } from '@platform/auth';
import { bootSite, SiteRoot } from '@platform/site';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { API_BASE_URL, MERCHANT } from './env';
import { createAppRouter } from './router';
import './styles.css';

takeTokenFromUrl();
const site = await bootSite({ merchant: MERCHANT, apiBaseUrl: API_BASE_URL, namespaces: ['common', 'errors', 'shell', 'lobby', 'player'] });
await restoreRememberedSession(site.api);
const router = createAppRouter({ queryClient: site.queryClient, api: site.api });

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <SiteRoot site={site}>
      <RouterProvider router={router} />
    </SiteRoot>
  </StrictMode>,
);
