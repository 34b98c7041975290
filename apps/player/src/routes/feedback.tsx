import { lazyGroup } from '@platform/site';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

const loadFeedback = lazyGroup(() => import('../features/feedback/feedback-page'));

export const Route = createFileRoute('/feedback')({
  component: lazyRouteComponent(loadFeedback, 'FeedbackPage'),
});
