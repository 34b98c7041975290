import { I18nextProvider } from '@platform/i18n/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Site } from './boot';
import { ApiProvider } from '@platform/api-client/react';
import { LiveUpdates } from './live/live-updates';
import { SiteGate } from './site-gate';

/** Providers of a booted site plus the status gate around the app. */
export function SiteRoot({ site, children }: { site: Site; children: ReactNode }) {
  return (
    <ApiProvider api={site.api}>
      <QueryClientProvider client={site.queryClient}>
        <I18nextProvider i18n={site.i18n}>
          <LiveUpdates />
          <SiteGate>{children}</SiteGate>
        </I18nextProvider>
      </QueryClientProvider>
    </ApiProvider>
  );
}
