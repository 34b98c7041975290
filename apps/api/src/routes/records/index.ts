// The handlers of the member's records, keyed by operationId.
import type { AreaHandlers, HandlerDeps } from '../types';
import { getBetDetail } from './get-bet-detail';
import { getBetHistory } from './get-bet-history';
import { getPersonalProfit } from './get-personal-profit';
import { getTransactionDetail } from './get-transaction-detail';
import { getTransactionHistory } from './get-transaction-history';

export const recordsHandlers = (deps: HandlerDeps) =>
  ({
    getTransactionHistory: getTransactionHistory(deps),
    getTransactionDetail: getTransactionDetail(deps),
    getBetHistory: getBetHistory(deps),
    getBetDetail: getBetDetail(deps),
    getPersonalProfit: getPersonalProfit(deps),
  }) satisfies AreaHandlers;
