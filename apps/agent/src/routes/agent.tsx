import { systemQueries } from '@platform/api-client/queries/system';
import { lazyGroup } from '@platform/site';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { leaveLandingWhenSignedIn } from '../lib/guards';

const loadLanding = lazyGroup(() => import('../features/landing/agent-landing-page'));

export const Route = createFileRoute('/agent')({
  beforeLoad: ({ context }) => leaveLandingWhenSignedIn(context),
  loader: ({ context }) => context.queryClient.ensureQueryData(systemQueries(context.api).status()),
  component: lazyRouteComponent(loadLanding, 'AgentLandingPage'),
});
