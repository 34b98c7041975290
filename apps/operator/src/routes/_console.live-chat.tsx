import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { parseLiveChatSearch } from '../lib/table-search';

export const Route = createFileRoute('/_console/live-chat')({
  validateSearch: parseLiveChatSearch,
  component: lazyRouteComponent(() => import('../features/support/live-chat-page'), 'LiveChatPage'),
});
