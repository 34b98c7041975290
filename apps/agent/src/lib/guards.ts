import type { PlatformClient } from '@platform/api-client';
import { memberQueries } from '@platform/api-client/queries/member';
import { isAgentType, readToken } from '@platform/auth';
import type { QueryClient } from '@tanstack/react-query';
import { type ParsedLocation, redirect } from '@tanstack/react-router';
import { afterSignIn, parseLandingSearch } from './return-to';

/**
 * /agentHome without an agent session goes to /agent, carrying the page asked for (path and
 * search) so that sign-in opens it: a shared link shows the same view.
 */
export async function requireAgent(
  context: { queryClient: QueryClient; api: PlatformClient },
  location: ParsedLocation,
): Promise<void> {
  const toLanding = () =>
    redirect({ to: '/agent', search: parseLandingSearch({ redirect: location.href }) });
  if (!readToken()) throw toLanding();
  const member = await context.queryClient
    .ensureQueryData(memberQueries(context.api).info())
    .catch(() => null);
  if (!member || !isAgentType(member.type)) throw toLanding();
}

/**
 * /agent with an agent session goes to the page asked for, or the agent centre (spec: the
 * landing is for signing in).
 */
export async function leaveLandingWhenSignedIn(
  context: { queryClient: QueryClient; api: PlatformClient },
  search: { redirect?: string },
): Promise<void> {
  if (!readToken()) return;
  const member = await context.queryClient
    .ensureQueryData(memberQueries(context.api).info())
    .catch(() => null);
  if (member && isAgentType(member.type))
    throw redirect({ href: afterSignIn(search), replace: true });
}
