// The anchor of the Lighthouse benchmark: the smallest app on the same toolchain as the
// player and the agent console (React, TanStack Router and Query, i18next, Vite). One route
// reads one JSON file and shows a heading, a paragraph and a list.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import {
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';

await i18next.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { common: { title: 'Anchor', text: 'A minimal page on the same stack.' } } },
  defaultNS: 'common',
  interpolation: { escapeValue: false },
});

function Home() {
  const { t } = useTranslation();
  const { data } = useQuery({
    queryKey: ['data'],
    queryFn: async () => (await fetch('/data.json')).json() as Promise<{ items: string[] }>,
  });
  return (
    <main style={{ fontFamily: 'system-ui', padding: 16 }}>
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      <ul>
        {(data?.items ?? []).map((key) => (
          <li key={key}>{key}</li>
        ))}
      </ul>
    </main>
  );
}

const rootRoute = createRootRoute({ component: Outlet });
const routeTree = rootRoute.addChildren([
  createRoute({ getParentRoute: () => rootRoute, path: '/', component: Home }),
]);
const router = createRouter({ routeTree });

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
