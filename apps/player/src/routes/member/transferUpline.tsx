import { lazyLoader } from '@platform/site';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadWallet } from '../-lazy-groups';

export const Route = createFileRoute('/member/transferUpline')({
  loader: lazyLoader(loadWallet, (screen) => screen.uplineLoader),
  component: lazyRouteComponent(loadWallet, 'TransferUplinePage'),
});
