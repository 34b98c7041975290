import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { parseFeedbackSearch } from '../lib/table-search';

export const Route = createFileRoute('/_console/feedback')({
  validateSearch: parseFeedbackSearch,
  component: lazyRouteComponent(() => import('../features/support/feedback-page'), 'FeedbackPage'),
});
