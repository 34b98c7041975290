// Every operationId of the document mapped to its handler: each area's index exports its
// handlers, and the return type requires all of them.
import type { HandlerDeps, ServiceHandlers } from './types';
import { accountHandlers } from './account';
import { agentHandlers } from './agent';
import { cashierHandlers } from './cashier';
import { contentHandlers } from './content';
import { contractsHandlers } from './contracts';
import { demoGamesHandlers } from './demo-games';
import { devHandlers } from './dev';
import { gamesHandlers } from './games';
import { lotteryHandlers } from './lottery';
import { mediaHandlers } from './media';
import { memberHandlers } from './member';
import { messagesHandlers } from './messages';
import { operatorHandlers } from './operator';
import { opsHandlers } from './ops';
import { paymentHandlers } from './payment';
import { pointsHandlers } from './points';
import { recordsHandlers } from './records';
import { loyaltyHandlers } from './loyalty';
import { referralHandlers } from './referral';
import { rewardsHandlers } from './rewards';
import { sessionHandlers } from './session';
import { systemHandlers } from './system';
import { vendorWalletHandlers } from './vendor-wallet';
import { verificationHandlers } from './verification';
import { walletHandlers } from './wallet';

export function createServiceHandlers(deps: HandlerDeps): ServiceHandlers {
  return {
    ...accountHandlers(deps),
    ...agentHandlers(deps),
    ...cashierHandlers(deps),
    ...contentHandlers(deps),
    ...contractsHandlers(deps),
    ...demoGamesHandlers(deps),
    ...devHandlers(deps),
    ...gamesHandlers(deps),
    ...lotteryHandlers(deps),
    ...mediaHandlers(deps),
    ...memberHandlers(deps),
    ...messagesHandlers(deps),
    ...operatorHandlers(deps),
    ...opsHandlers(deps),
    ...paymentHandlers(deps),
    ...pointsHandlers(deps),
    ...recordsHandlers(deps),
    ...referralHandlers(deps),
    ...rewardsHandlers(deps),
    ...loyaltyHandlers(deps),
    ...sessionHandlers(deps),
    ...systemHandlers(deps),
    ...vendorWalletHandlers(deps),
    ...verificationHandlers(deps),
    ...walletHandlers(deps),
  };
}
