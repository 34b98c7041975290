// The domain kernel: what every domain concern needs, each at one owner. The only place that
// posts, locks and reads the ledger; the clock, the errors and the contract's enums.
export { createDevClock, systemClock, type Clock, type DevClock } from './clock';
export { categoryRank, GAME_CATEGORIES } from './categories';
export { AppError, badRequest, notFound, type ErrorCode } from './errors';
export { observe, observeJob, setObserver } from './observe';
export {
  debitedAccount,
  houseAccount,
  lockMemberAccount,
  memberAccount,
  memberAccounts,
  memberBalance,
  memberWallets,
  systemAccount,
  walletAccountIdSql,
} from './ledger/accounts';
export { hasCreditedDeposit } from './ledger/deposits';
export {
  insufficientFunds,
  post,
  postBatch,
  type DbOrTx,
  type Leg,
  type Posting,
  type Tx,
} from './ledger/ledger';
export { toDecimal, toMinor } from './ledger/money';
