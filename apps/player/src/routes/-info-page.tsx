import { lazyGroup } from '@platform/site';
import { lazyRouteComponent } from '@tanstack/react-router';

/** The information page component, in its own chunk (about us, contact us, security centre, credit report). */
export const LazyInfoPage = lazyRouteComponent(
  lazyGroup(() => import('../features/info/info-page')),
  'InfoPage',
);
