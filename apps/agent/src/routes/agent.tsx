import { lazyGroup } from '@platform/site';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

const loadLanding = lazyGroup(() => import('../features/landing/agent-landing-page'));

export const Route = createFileRoute('/agent')({
  component: lazyRouteComponent(loadLanding, 'AgentLandingPage'),
});
