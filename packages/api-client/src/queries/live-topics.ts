// Which cached queries each member event topic makes stale: the apps invalidate exactly these
// keys (prefixes) when the stream says a topic changed, and poll them while it is down.
import type { QueryKey } from '@tanstack/react-query';
import type { MemberEventTopic } from '../member-events';
import { agentKeys } from './agent';
import { cashierKeys } from './cashier';
import { contractKeys } from './contracts';
import { liveChatKeys } from './live-chat';
import { loyaltyKeys } from './loyalty';
import { messageKeys } from './messages';
import { rewardKeys } from './rewards';
import { walletKeys } from './wallet';
import { walletFundsKeys } from './wallet-funds';

export const TOPIC_KEYS: Record<MemberEventTopic, readonly QueryKey[]> = {
  // The header balance, the wallet screens, the funds an agent transfers from.
  balance: [walletKeys.all],
  // The inbox pages, messages and the unread badges.
  messages: [messageKeys.all],
  deposits: [
    [...cashierKeys.all, 'deposits'],
    [...cashierKeys.all, 'deposit'],
    cashierKeys.depositLimits(),
  ],
  withdrawals: [[...cashierKeys.all, 'withdrawals'], cashierKeys.withdrawSettings()],
  // Missions, their badges and the reward centre.
  missions: [rewardKeys.all],
  vip: [loyaltyKeys.all],
  // The offers waiting (the contract popup) come with the consolidated funds.
  contracts: [contractKeys.all, agentKeys.overview(), walletFundsKeys.funds()],
  settlements: [contractKeys.all, agentKeys.overview()],
  // The member's open live chat: an answer from customer service, or its end.
  livechat: [liveChatKeys.all],
};

/** Every topic: what a reset (or a poll while the stream is down) refreshes. */
export const ALL_TOPICS = Object.keys(TOPIC_KEYS) as MemberEventTopic[];
