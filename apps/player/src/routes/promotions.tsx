import { lazyLoader } from '@platform/site';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadPromotions } from './-lazy-groups';

export const Route = createFileRoute('/promotions')({
  loader: lazyLoader(loadPromotions, (screen) => screen.loader),
  component: lazyRouteComponent(loadPromotions, 'PromotionsPage'),
});
