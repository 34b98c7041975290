import { lazyGroup, lazyLoader } from '@platform/site';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

// Lazy screen group "Promotions" (spec), loaded with the 120 s limit.
const loadPromotions = lazyGroup(() => import('../features/promotions/promotions-page'));

export const Route = createFileRoute('/promotions')({
  loader: lazyLoader(loadPromotions, (screen) => screen.loader),
  component: lazyRouteComponent(loadPromotions, 'PromotionsPage'),
});
