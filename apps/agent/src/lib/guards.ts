import type { PlatformClient } from '@platform/api-client';
import { memberQueries } from '@platform/api-client/queries/member';
import { isAgentType, readToken } from '@platform/auth';
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';

/** /agentHome without an agent session goes to /agent. */
export async function requireAgent(context: {
  queryClient: QueryClient;
  api: PlatformClient;
}): Promise<void> {
  if (!readToken()) throw redirect({ to: '/agent' });
  const member = await context.queryClient
    .ensureQueryData(memberQueries(context.api).info())
    .catch(() => null);
  if (!member || !isAgentType(member.type)) throw redirect({ to: '/agent' });
}

/** /agent with an agent session goes to the agent centre (spec: the landing is for signing in). */
export async function leaveLandingWhenSignedIn(context: {
  queryClient: QueryClient;
  api: PlatformClient;
}): Promise<void> {
  if (!readToken()) return;
  const member = await context.queryClient
    .ensureQueryData(memberQueries(context.api).info())
    .catch(() => null);
  if (member && isAgentType(member.type)) throw redirect({ to: '/agentHome', replace: true });
}
