import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { lazyLoader, loadWallet } from '../-lazy-groups';

export const Route = createFileRoute('/member/transferFund')({
  loader: lazyLoader(loadWallet, 'funds'),
  component: lazyRouteComponent(loadWallet, 'TransferFundPage'),
});
