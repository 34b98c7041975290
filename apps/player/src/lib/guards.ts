// beforeLoad guards of member-only routes: no session -> /login; a trial account ->
// "in_need_true_account" over home.
import type { PlatformClient } from '@platform/api-client';
import { memberQueries } from '@platform/api-client/queries/member';
import { isTrialType, openAuthDialog, readToken } from '@platform/auth';
import type { QueryClient } from '@tanstack/react-query';
import { type ParsedLocation, redirect } from '@tanstack/react-router';
import { rememberIntent } from './pending-intent';

export async function requireRealMember(
  context: { queryClient: QueryClient; api: PlatformClient },
  location: ParsedLocation,
): Promise<void> {
  if (!readToken()) {
    // Opened once the visitor has signed in.
    rememberIntent({ returnTo: location.href });
    throw redirect({ to: '/login' });
  }
  const member = await context.queryClient
    .ensureQueryData(memberQueries(context.api).info())
    .catch(() => null);
  if (!member) throw redirect({ to: '/login' });
  if (isTrialType(member.type)) {
    openAuthDialog({ kind: 'need-true-account' });
    throw redirect({ to: '/' });
  }
}
