import { readToken } from '@platform/auth';
import { type ParsedLocation, redirect } from '@tanstack/react-router';
import { rememberIntent } from '../lib/pending-intent';
import { SITE_PATHS } from '../lib/site-paths';

/**
 * beforeLoad of member-only routes: no session token, no page (spec: go to /login); the page
 * is opened once the visitor has signed in.
 */
export function requireLogin({ location }: { location: ParsedLocation }): void {
  if (readToken()) return;
  rememberIntent({ returnTo: location.href });
  throw redirect({ to: SITE_PATHS.login as '/' });
}
