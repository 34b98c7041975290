import { lazyLoader } from '@platform/site';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadLoyalty } from '../-lazy-groups';

export const Route = createFileRoute('/member/playerRank')({
  loader: lazyLoader(loadLoyalty, (screen) => screen.vipLoader),
  component: lazyRouteComponent(loadLoyalty, 'Vip'),
});
