import { readToken } from '@platform/auth';
import { redirect } from '@tanstack/react-router';
import { SITE_PATHS } from '../lib/site-paths';

/** beforeLoad of member-only routes: no session token, no page (spec: go to /login). */
export function requireLogin(): void {
  if (!readToken()) throw redirect({ to: SITE_PATHS.login as '/' });
}
