import { memberQueries } from '@platform/api-client/queries/member';
import { lazyGroup } from '@platform/site';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { requireAgent } from '../lib/guards';

const loadAgentHome = lazyGroup(() => import('../features/agent-home/agent-home-page'));

export const Route = createFileRoute('/agentHome')({
  beforeLoad: ({ context }) => requireAgent(context),
  loader: ({ context }) => context.queryClient.ensureQueryData(memberQueries(context.api).info()),
  component: lazyRouteComponent(loadAgentHome, 'AgentHomePage'),
});
