// The public surface of domain/contracts: agent contracts (dividend, daily, hourly and
// real-time salary), their lifecycle and their settlement.
export {
  answerOffer,
  type Ctx,
  offerContract,
  operatorOfferContract,
  type Party,
  requireVisible,
  terminateByPayer,
  updateOffer,
  withdrawOffer,
} from './lifecycle';
export { contractOffers, downlineContracts, myContracts } from './queries';
export { projectedStatement, settlementChart, settlementPage } from './records';
export {
  JOBS,
  operatorSettlements,
  rerunSettlement,
  retryShort,
  runSettlement,
  settleInTransaction,
  type RunResult,
  type SettleMerchant,
} from './settlement';
export {
  runDueSettlements,
  SETTLEMENT_EVERY_MS,
  settleMerchant,
  startSettlementScheduler,
} from './jobs';
export { periodAt, periodOfKey, type Period } from './periods';
export {
  CONTRACT_KINDS,
  type ContractKind,
  evaluate,
  evaluateRealtime,
  excessOver,
  GAME_TYPES,
  type GameType,
  parseTerms,
  roundDown,
  toWire,
} from './terms';
export { eventsOf } from './views';
