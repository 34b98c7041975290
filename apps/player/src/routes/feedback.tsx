import { lazyGroup, lazyLoader } from '@platform/site';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

const loadFeedback = lazyGroup(() => import('../features/feedback/feedback-page'));

export const Route = createFileRoute('/feedback')({
  loader: lazyLoader(loadFeedback, (screen) => screen.loader),
  component: lazyRouteComponent(loadFeedback, 'FeedbackPage'),
});
