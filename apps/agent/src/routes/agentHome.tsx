import { memberQueries } from '@platform/api-client/queries/member';
import { systemQueries } from '@platform/api-client/queries/system';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { requireAgent } from '../lib/guards';
import { loadShell } from './-lazy-groups';

// The agent centre frame (header, menu) around every console page.
export const Route = createFileRoute('/agentHome')({
  beforeLoad: ({ context, location }) => requireAgent(context, location),
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(memberQueries(context.api).info()),
      context.queryClient.ensureQueryData(systemQueries(context.api).status()),
    ]),
  component: lazyRouteComponent(loadShell, 'AgentShell'),
});
