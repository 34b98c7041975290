// The public surface of domain/ledger: what the rest of the server may use.
export {
  debitedAccount,
  houseAccount,
  lockMemberAccount,
  memberAccount,
  memberAccounts,
  memberBalance,
  memberWallets,
  systemAccount,
} from './accounts';
export { hasCreditedDeposit } from './deposits';
export {
  insufficientFunds,
  post,
  postBatch,
  type DbOrTx,
  type Leg,
  type Posting,
  type Tx,
} from './ledger';
export { toDecimal, toMinor } from './money';
