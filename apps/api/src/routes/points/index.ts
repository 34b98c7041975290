// The handlers of the points operations (member and operator), keyed by operationId.
import type { AreaHandlers, HandlerDeps } from '../types';
import {
  convertPoint,
  getPointBalance,
  getPointConfig,
  getPointRewards,
  getPointTransactions,
  getRedeemPointList,
  redeemPointReward,
} from './member';
import {
  operatorAdjustPoints,
  operatorApprovePointRedemption,
  operatorListPointRedemptions,
  operatorRejectPointRedemption,
} from './operator';

export const pointsHandlers = (deps: HandlerDeps) =>
  ({
    getPointConfig: getPointConfig(deps),
    getPointBalance: getPointBalance(deps),
    getPointRewards: getPointRewards(deps),
    redeemPointReward: redeemPointReward(deps),
    getRedeemPointList: getRedeemPointList(deps),
    convertPoint: convertPoint(deps),
    getPointTransactions: getPointTransactions(deps),
    operatorListPointRedemptions: operatorListPointRedemptions(deps),
    operatorApprovePointRedemption: operatorApprovePointRedemption(deps),
    operatorRejectPointRedemption: operatorRejectPointRedemption(deps),
    operatorAdjustPoints: operatorAdjustPoints(deps),
  }) satisfies AreaHandlers;
