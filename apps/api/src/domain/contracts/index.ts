// The public surface of domain/contracts: agent contracts (dividend, daily, hourly and
// real-time salary), their lifecycle and their settlement.
export { answerOffer } from './answers';
export { type Ctx, requireVisible } from './lifecycle';
export { offerContract, operatorOfferContract, updateOffer, withdrawOffer } from './offers';
export { terminateByPayer } from './termination';
export {
  contractOffers,
  contractsOfPayee,
  downlineContracts,
  myContracts,
  operatorContractOffers,
} from './queries';
export { projectedStatement, settlementChart, settlementPage } from './records';
export { rerunSettlement } from './reruns';
export { runSettlement, settleInTransaction } from './settlement';
export { settleCommissionPeriod } from './commission';
export { JOBS, type RunResult } from './settlement-jobs';
export { operatorSettlements } from './settlement-wire';
export { runDueSettlements, settleMerchant, settlementJob } from './jobs';
export { type ContractKind, parseTerms, toWire } from './terms';
export { eventsOf } from './views';
