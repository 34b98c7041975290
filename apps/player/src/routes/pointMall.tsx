import { lazyGroup, lazyLoader, searchSchema } from '@platform/site';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { readPointMallSearch } from '../features/point-mall/point-mall-search';

// Lazy screen group "PointMall" (spec), loaded with the 120 s limit. The view (tab, filters,
// page) is in the address, declared here (point-mall-search.ts: bad values fall back to the
// rewards tab, page 1).
const loadPointMall = lazyGroup(() => import('../features/point-mall/point-mall-page'));

const validateSearch = searchSchema(readPointMallSearch);

export const Route = createFileRoute('/pointMall')({
  validateSearch,
  loader: lazyLoader(loadPointMall, (screen) => screen.loader),
  component: lazyRouteComponent(loadPointMall, 'PointMallPage'),
});
