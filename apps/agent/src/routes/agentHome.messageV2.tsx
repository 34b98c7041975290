import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { parseMessagesSearch } from '../lib/messages-search';
import { loadCashier } from './-lazy-groups';

// The inbox keeps its page and the open message in the address: back and reload work.
export const Route = createFileRoute('/agentHome/messageV2')({
  validateSearch: parseMessagesSearch,
  loader: (args) => loadCashier().then((screen) => screen.loader(args, 'messages')),
  component: lazyRouteComponent(loadCashier, 'MessagesRoute'),
});
