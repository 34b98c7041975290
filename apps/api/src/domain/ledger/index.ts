// The public surface of domain/ledger: what the rest of the server may use.
export {
  debitedAccount,
  houseAccount,
  lockMemberAccount,
  memberAccount,
  memberBalance,
  memberWallets,
  systemAccount,
} from './accounts';
export { hasCreditedDeposit } from './deposits';
export { insufficientFunds, post, type DbOrTx, type Leg, type Tx } from './ledger';
export { toDecimal, toMinor } from './money';
