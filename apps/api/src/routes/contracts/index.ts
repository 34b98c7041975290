// The handlers of the contract operations, keyed by operationId.
import type { AreaHandlers, HandlerDeps } from '../types';
import * as agent from './agent';
import * as member from './member';
import * as operator from './operator';

export const contractsHandlers = (deps: HandlerDeps) =>
  ({
    processDividendReq: member.processDividendReq(deps),
    processContractDividend: member.processContractDividend(deps),
    processDailySalContract: member.processDailySalContract(deps),
    processDailySalaryContract: member.processDailySalaryContract(deps),
    processContractHourSalary: member.processContractHourSalary(deps),
    processContractHourSalaryFe: member.processContractHourSalaryFe(deps),
    processRealTimeSalaryContract: member.processRealTimeSalaryContract(deps),
    getMyContracts: agent.getMyContracts(deps),
    getDownlineContracts: agent.getDownlineContracts(deps),
    offerContract: agent.offerContract(deps),
    updateContractOffer: agent.updateContractOffer(deps),
    withdrawContractOffer: agent.withdrawContractOffer(deps),
    terminateContract: agent.terminateContract(deps),
    getContractHistory: agent.getContractHistory(deps),
    getSettlements: agent.getSettlements(deps),
    getSettlementChart: agent.getSettlementChart(deps),
    getProjectedStatement: agent.getProjectedStatement(deps),
    operatorOfferContract: operator.operatorOfferContract(deps),
    operatorListContractOffers: operator.operatorListContractOffers(deps),
    operatorListSettlements: operator.operatorListSettlements(deps),
    operatorRunSettlements: operator.operatorRunSettlements(deps),
    operatorRerunSettlement: operator.operatorRerunSettlement(deps),
  }) satisfies AreaHandlers;
