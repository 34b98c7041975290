import { systemQueries } from '@platform/api-client/queries/system';
import { lazyGroup, searchSchema } from '@platform/site';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { leaveLandingWhenSignedIn } from '../lib/guards';
import { parseLandingSearch } from '../lib/return-to';

// `redirect`: the console page to open after sign-in (a signed-out deep link).
const validateSearch = searchSchema(parseLandingSearch);
const loadLanding = lazyGroup(() => import('../features/landing/agent-landing-page'));

export const Route = createFileRoute('/agent')({
  validateSearch,
  beforeLoad: ({ context, search }) => leaveLandingWhenSignedIn(context, search),
  loader: ({ context }) => context.queryClient.ensureQueryData(systemQueries(context.api).status()),
  component: lazyRouteComponent(loadLanding, 'AgentLandingPage'),
});
