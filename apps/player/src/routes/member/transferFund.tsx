import { lazyLoader } from '@platform/site';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadWallet } from '../-lazy-groups';

export const Route = createFileRoute('/member/transferFund')({
  loader: lazyLoader(loadWallet, (screen) => screen.fundsLoader),
  component: lazyRouteComponent(loadWallet, 'TransferFundPage'),
});
