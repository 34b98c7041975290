import { queryOptions } from '@tanstack/react-query';
import type { PlatformClient } from '../client';
import { unwrap } from '../envelope';
import type { components } from '../generated/schema';

type Schemas = components['schemas'];
export type ReferralDetails = Schemas['ReferralDetails'];
export type ReferralInvitee = Schemas['ReferralInvitee'];

/** The member's referral code, invitations and invitees (dropped at sign-out). */
export const referralKeys = {
  all: ['referral'] as const,
  details: () => [...referralKeys.all, 'details'] as const,
  invitees: (page: number) => [...referralKeys.all, 'invitees', page] as const,
};

/** Invitees per page of the invite-friends page. */
export const REFERRAL_PAGE_SIZE = 10;

export function referralQueries(api: PlatformClient) {
  return {
    /** The member's code (made on first visit: `autoGenerate`), link, counts and the rule. */
    details: () =>
      queryOptions({
        queryKey: referralKeys.details(),
        queryFn: ({ signal }) =>
          unwrap(
            api.GET('/wps/relay/MCSFE_getReferralDetails', {
              params: { query: { autoGenerate: true } },
              signal,
            }),
          ),
        staleTime: 15_000,
      }),
    invitees: (page: number) =>
      queryOptions({
        queryKey: referralKeys.invitees(page),
        queryFn: ({ signal }) =>
          unwrap(
            api.GET('/wps/relay/MCSFE_getReferralInvitees', {
              params: { query: { page, size: REFERRAL_PAGE_SIZE } },
              signal,
            }),
          ),
        staleTime: 15_000,
      }),
  };
}
