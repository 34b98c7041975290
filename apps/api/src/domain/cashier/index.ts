// The public surface of domain/cashier: what the rest of the server may use.
// The amount rule lives in the kernel (one copy, shared with the forms through @platform/rules).
export { CURRENCY_DECIMALS, parseAmount } from '../kernel';
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
