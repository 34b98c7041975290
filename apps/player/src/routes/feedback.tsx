import { lazyGroup } from '@platform/site';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { lazyLoader } from './-lazy-groups';

const loadFeedback = lazyGroup(() => import('../features/feedback/feedback-page'));

export const Route = createFileRoute('/feedback')({
  loader: lazyLoader(loadFeedback),
  component: lazyRouteComponent(loadFeedback, 'FeedbackPage'),
});
