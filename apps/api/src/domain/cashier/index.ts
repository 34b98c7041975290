// The public surface of domain/cashier: what the rest of the server may use.
export { CURRENCY_DECIMALS, parseAmount } from './amounts';
export {
  createDeposit,
  decideDeposit,
  demoPayment,
  handlePaymentCallback,
  memberDeposit,
  memberDeposits,
  operatorDeposits,
} from './deposits';
export { claimKey, releaseKey, requestHash, storeAnswer } from './idempotency';
export { cashierJob, /** @internal */ runCashierJobs } from './jobs';
export { depositLimitsOf, setDepositLimits } from './limits';
export {
  changePaymentPassword,
  hasPaymentPassword,
  setPaymentPassword,
  verifyPaymentPassword,
} from './payment-password';
export { demoPayPage } from './demo-pay-page';
export { adjustBalance } from './adjustments';
export { cashierSettings } from './settings';
export { refuseTrial } from './shared';
export {
  approveWithdrawal,
  bindBankCard,
  confirmReceipt,
  createWithdrawal,
  disburseWithdrawal,
  listBankCards,
  memberWithdrawal,
  memberWithdrawals,
  operatorWithdrawals,
  RECEIPT_BODY_LIMIT,
  rejectWithdrawal,
  resolveDispute,
  withdrawalsToday,
} from './withdrawals';
