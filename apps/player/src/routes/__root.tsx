import { createRootRouteWithContext, redirect } from '@tanstack/react-router';
import { AuthModals } from '../features/auth/auth-modals';
import { type ComponentType, lazy, Suspense } from 'react';
import { AppLayout } from '../features/shell/app-layout';
import type { RouterContext } from '../router';

/** Paths that also show home (spec: /, /index, /index.html, /home). */
const HOME_ALIASES = new Set(['/index', '/index.html', '/home']);

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ location }) => {
    if (HOME_ALIASES.has(location.pathname)) throw redirect({ to: '/', replace: true });
  },
  component: RootLayout,
});

// Content popups (announcements, notices, help, chat room, customer service): own chunk,
// and the page still works without them if it fails to load.
const ContentOverlays = lazy(
  (): Promise<{ default: ComponentType }> =>
    import('./-content-overlays').then(
      (m) => ({ default: m.ContentOverlays }),
      () => ({ default: () => null }),
    ),
);

function RootLayout() {
  return (
    <>
      <AppLayout />
      <AuthModals />
      <Suspense fallback={null}>
        <ContentOverlays />
      </Suspense>
    </>
  );
}
