import { restoreRememberedSession, takeTokenFromUrl } from '@platform/auth';
import { type AnyRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { bootSite, type SiteBootOptions } from './boot';
import type { SiteRouterContext } from './router/site-router-options';
import { SiteRoot } from './site-root';

export interface StartSiteOptions extends SiteBootOptions {
  /** Which console a remembered sign-in returns to. */
  entry: 'player' | 'agent';
  createRouter: (context: SiteRouterContext) => AnyRouter;
  /** The element the app renders into. */
  root: HTMLElement;
}

/**
 * What each app's entry does: take a token handed over in the URL, boot (client, status,
 * catalogs), sign a remembered browser back in, then render the router inside the site's
 * providers and status gate.
 */
export async function startSite({
  entry,
  createRouter,
  root,
  ...boot
}: StartSiteOptions): Promise<void> {
  takeTokenFromUrl();
  const site = await bootSite(boot);
  await restoreRememberedSession(site.api, entry);
  const router = createRouter({ queryClient: site.queryClient, api: site.api });
  createRoot(root).render(
    <StrictMode>
      <SiteRoot site={site}>
        <RouterProvider router={router} />
      </SiteRoot>
    </StrictMode>,
  );
}
