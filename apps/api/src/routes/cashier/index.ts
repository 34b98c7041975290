// The handlers of the cashier operations, keyed by operationId.
import type { AreaHandlers, HandlerDeps } from '../types';
import {
  createDeposit,
  getDeposit,
  getDepositLimits,
  getDepositSettings,
  listDeposits,
  setDepositLimits,
} from './deposits';
import {
  bindBankCard,
  changePaymentPassword,
  confirmWithdrawalReceipt,
  createWithdrawal,
  getWithdrawal,
  getWithdrawSettings,
  hasWithdrawalPassword,
  listBankCards,
  listWithdrawals,
  listWithdrawBanks,
  setPaymentPassword,
} from './withdrawals';

export const cashierHandlers = (deps: HandlerDeps) =>
  ({
    getDepositSettings: getDepositSettings(deps),
    createDeposit: createDeposit(deps),
    listDeposits: listDeposits(deps),
    getDeposit: getDeposit(deps),
    getDepositLimits: getDepositLimits(deps),
    setDepositLimits: setDepositLimits(deps),
    getWithdrawSettings: getWithdrawSettings(deps),
    listWithdrawBanks: listWithdrawBanks(deps),
    listBankCards: listBankCards(deps),
    bindBankCard: bindBankCard(deps),
    hasWithdrawalPassword: hasWithdrawalPassword(deps),
    setPaymentPassword: setPaymentPassword(deps),
    changePaymentPassword: changePaymentPassword(deps),
    createWithdrawal: createWithdrawal(deps),
    listWithdrawals: listWithdrawals(deps),
    getWithdrawal: getWithdrawal(deps),
    confirmWithdrawalReceipt: confirmWithdrawalReceipt(deps),
  }) satisfies AreaHandlers;
