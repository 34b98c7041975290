// The sign-in a remembered browser makes at start (its own module: the first page load needs
// it, and none of the login form's code).
import { type LoginResult, type PlatformClient, unwrap } from '@platform/api-client';

/** Signs back in with a remember token, into the console it was remembered for. */
export function postRememberLogin(
  api: PlatformClient,
  rememberToken: string,
  entry: 'player' | 'agent',
): Promise<LoginResult> {
  return unwrap(api.POST('/wps/session/login/remember', { body: { rememberToken, entry } }));
}
