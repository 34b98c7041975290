// The member centre menu of spec section 2, in its order. Each entry is the page at
// /member/<key> (securityCenter, the member's account, is /member itself); it is shown when the
// app has that route (pages arrive issue by issue) and the merchant's module switch for it (when
// it has one) is on. Invite friends (referral) is on when the member info's `availablePromo` has
// REFERRAL enabled (the merchant's referral rule; off while the reward centre is switched off).
import { flattenWhitelabel, type SystemStatus } from '@platform/api-client';

export const MEMBER_MENU = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
  'playerRank',
  // Not in the specification's list: limits, reminders and breaks (responsible gaming).
  'responsibleGaming',
] as const;

export type MemberMenuKey = (typeof MEMBER_MENU)[number];

/** The white-label module that switches an entry on or off; entries without one are always on. */
const MODULE_OF: Partial<Record<MemberMenuKey, string>> = {
  transferFund: 'FUNDTRANS3',
  depositv2: 'DEPOSIT3',
  withdraw: 'WITHDRAW3',
  transferUpline: 'MEMTRANS3',
  transactionHistory: 'MEMTRANS3',
  rewardCenter: 'REWCEN3',
  missionLeaderboard: 'REWCEN3',
  referral: 'REWCEN3',
  messageV2: 'INBOX3',
};

export const memberPath = (key: MemberMenuKey) =>
  key === 'securityCenter' ? '/member' : `/member/${key}`;

/** The member info's promotion features (`availablePromo`): REFERRAL and whether it is on. */
export type AvailablePromo = readonly { type: string; enabled: boolean }[] | undefined;

/** The entries to show: their page exists, their module is on (and referral is enabled). */
export function visibleMenu(
  status: SystemStatus | undefined,
  routeExists: (path: string) => boolean,
  availablePromo?: AvailablePromo,
): MemberMenuKey[] {
  const modules = flattenWhitelabel(status?.info.whitelabel ?? []);
  const referral = availablePromo?.some((p) => p.type === 'REFERRAL' && p.enabled) ?? false;
  return MEMBER_MENU.filter((key) => {
    const mod = MODULE_OF[key];
    if (key === 'referral' && !referral) return false;
    return routeExists(memberPath(key)) && (!mod || modules[mod] !== false);
  });
}
