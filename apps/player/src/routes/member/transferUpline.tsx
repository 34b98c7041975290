import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { lazyLoader, loadWallet } from '../-lazy-groups';

export const Route = createFileRoute('/member/transferUpline')({
  loader: lazyLoader(loadWallet, 'upline'),
  component: lazyRouteComponent(loadWallet, 'TransferUplinePage'),
});
