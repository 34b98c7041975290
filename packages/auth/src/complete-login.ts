// What every successful sign-in does on the client: store the token, record the flags the
// session needs (first login, forced password change), keep or clear the remembered login,
// and load member info.
import {
  type LoginResult,
  type MemberInfo,
  type PlatformClient,
  unwrap,
} from '@platform/api-client';
import { memberKeys } from '@platform/api-client/queries/member';
import type { QueryClient } from '@tanstack/react-query';
import {
  clearRemembered,
  REMEMBER_MS,
  type RememberedLogin,
  writeRemembered,
} from './remember-storage';
import { writeToken } from './token-storage';
import { dropSessionQueries, FIRST_LOGIN_KEY } from './use-sign-in';

/** sessionStorage key: the session must change its password before anything else. */
export const MUST_CHANGE_PASSWORD_KEY = 'mustChangePassword';

export interface CompleteLoginOptions {
  /** What the login form remembers (remember me on), or null to forget (off). Undefined: leave as is. */
  remember?: Omit<RememberedLogin, 'expiresAt' | 'token'> | null;
  /** Sign-ins by SMS code or social provider never force a password change. */
  forcesPasswordChange?: boolean;
}

export function needsPasswordChange(): boolean {
  try {
    return sessionStorage.getItem(MUST_CHANGE_PASSWORD_KEY) === '1';
  } catch {
    return false;
  }
}

export function clearPasswordChange(): void {
  sessionStorage.removeItem(MUST_CHANGE_PASSWORD_KEY);
}

export async function completeLogin(
  api: PlatformClient,
  queryClient: QueryClient,
  result: LoginResult,
  options: CompleteLoginOptions = {},
): Promise<MemberInfo> {
  dropSessionQueries(queryClient);
  writeToken(result.token);
  if (result.firstTimeLogin) sessionStorage.setItem(FIRST_LOGIN_KEY, '1');
  const forced =
    (options.forcesPasswordChange ?? true) &&
    (result.passwordExpired || result.defaultPassword === true);
  if (forced) sessionStorage.setItem(MUST_CHANGE_PASSWORD_KEY, '1');
  else sessionStorage.removeItem(MUST_CHANGE_PASSWORD_KEY);
  if (options.remember === null) clearRemembered();
  else if (options.remember) {
    writeRemembered({
      ...options.remember,
      token: result.rememberToken ?? undefined,
      expiresAt: result.rememberExpiresAt ?? Date.now() + REMEMBER_MS,
    });
  }
  // Fetched directly, not through a query: screens that unmount as the session starts
  // (the login popup) must not cancel it.
  const member = await unwrap(api.GET('/wps/member/info'));
  queryClient.setQueryData(memberKeys.info(), member);
  return member;
}
