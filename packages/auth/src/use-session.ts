import { isAgentType, isTrialType } from './member-types';
import { useApi } from '@platform/api-client/react';
import { memberQueries } from '@platform/api-client/queries/member';
import type { MemberInfo } from '@platform/api-client';
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { onTokenChange, readToken } from './token-storage';

/** The session token of this tab, re-rendering when it changes. */
export function useToken(): string | null {
  return useSyncExternalStore(onTokenChange, readToken, () => null);
}

export interface Session {
  isLoggedIn: boolean;
  /** Loaded member, or undefined while loading or signed out. */
  member: MemberInfo | undefined;
  isAgent: boolean;
  isTrial: boolean;
}

/** Who is signed in: the token decides, member info (loaded once per session) says who. */
export function useSession(): Session {
  const api = useApi();
  const token = useToken();
  const { data: member } = useQuery({ ...memberQueries(api).info(), enabled: token !== null });
  const signedIn = token !== null;
  return {
    isLoggedIn: signedIn,
    member: signedIn ? member : undefined,
    isAgent: signedIn && isAgentType(member?.type),
    isTrial: signedIn && isTrialType(member?.type),
  };
}
