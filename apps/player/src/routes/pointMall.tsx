import { lazyGroup } from '@platform/site';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { lazyLoader } from './-lazy-groups';

// Lazy screen group "PointMall" (spec), loaded with the 120 s limit. The view (tab, filters,
// page) is in the address; the page reads and checks it (point-mall-search.ts), so none of
// it weighs on the first download.
const loadPointMall = lazyGroup(() => import('../features/point-mall/point-mall-page'));

export const Route = createFileRoute('/pointMall')({
  loader: lazyLoader(loadPointMall),
  component: lazyRouteComponent(loadPointMall, 'PointMallPage'),
});
