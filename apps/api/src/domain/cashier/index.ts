// The public surface of domain/cashier: what the rest of the server may use.
// The amount rule lives in the kernel (one copy, shared with the forms through @platform/rules).
export { CURRENCY_DECIMALS, parseAmount } from '../kernel';
export { createDeposit } from './deposits';
export { decideDeposit } from './deposit-outcomes';
export { demoPayment, handlePaymentCallback } from './payment-callbacks';
export { memberDeposit, memberDeposits, operatorDeposits } from './deposit-views';
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
export { type CashierSettings, cashierSettings, offeredChannels, quickAmountsOf } from './settings';
export { refuseTrial } from './shared';
export { bindBankCard, listBankCards } from './bank-cards';
export { createWithdrawal, withdrawLimitsOf } from './withdrawals';
export {
  memberWithdrawal,
  memberWithdrawals,
  operatorWithdrawal,
  operatorWithdrawals,
} from './withdrawal-views';
export { approveWithdrawal, disburseWithdrawal, rejectWithdrawal } from './withdrawal-review';
export { confirmReceipt, RECEIPT_BODY_LIMIT, resolveDispute } from './withdrawal-receipts';
