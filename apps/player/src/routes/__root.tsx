import { useMemberExtrasEnabled } from '@platform/auth';
import { createRootRouteWithContext, redirect } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { AuthModals } from '../features/auth/auth-modals';
import { AppLayout } from '../features/shell/app-layout';
import type { RouterContext } from '../router';
import { ContentOverlays } from './-content-overlays';

/** Paths that also show home (spec: /, /index, /index.html, /home). */
const HOME_ALIASES = new Set(['/index', '/index.html', '/home']);

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ location }) => {
    if (HOME_ALIASES.has(location.pathname)) throw redirect({ to: '/', replace: true });
  },
  component: RootLayout,
});

// Contract offers (signed-in members only): the offers' host is a chunk of its own, so a
// visitor's first download does not carry it.
const ContractOffersHost = lazy(() =>
  import('@platform/contracts').then((m) => ({ default: m.ContractOffersHost })),
);

function ContractOffers() {
  const enabled = useMemberExtrasEnabled();
  if (!enabled) return null;
  return (
    <Suspense fallback={null}>
      <ContractOffersHost />
    </Suspense>
  );
}

// The account popups and the content popups are both small hosts here; what they show is
// loaded the first time it is needed.
function RootLayout() {
  return (
    <>
      <AppLayout />
      <AuthModals />
      <ContentOverlays />
      <ContractOffers />
    </>
  );
}
