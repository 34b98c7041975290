import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { lazyLoader, loadCashier } from '../-lazy-groups';

// The inbox keeps its page and the open message in the address (?page=, ?open=): back works.
export const Route = createFileRoute('/member/messageV2')({
  loader: lazyLoader(loadCashier, 'messages'),
  component: lazyRouteComponent(loadCashier, 'MessagesRoute'),
});
