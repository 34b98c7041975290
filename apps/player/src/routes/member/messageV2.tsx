import { lazyLoader, searchSchema } from '@platform/site';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { parseMessagesSearch } from '../../lib/messages-search';
import { loadCashier } from '../-lazy-groups';

const validateSearch = searchSchema(parseMessagesSearch);

// The inbox keeps its page and the open message in the address (?page=, ?open=): back works.
export const Route = createFileRoute('/member/messageV2')({
  validateSearch,
  loader: lazyLoader(loadCashier, (screen) => screen.messagesLoader),
  component: lazyRouteComponent(loadCashier, 'MessagesRoute'),
});
