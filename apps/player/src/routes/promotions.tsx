import { lazyGroup } from '@platform/site';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { lazyLoader } from './-lazy-groups';

// Lazy screen group "Promotions" (spec), loaded with the 120 s limit.
const loadPromotions = lazyGroup(() => import('../features/promotions/promotions-page'));

export const Route = createFileRoute('/promotions')({
  loader: lazyLoader(loadPromotions),
  component: lazyRouteComponent(loadPromotions, 'PromotionsPage'),
});
