// The public surface of domain/ledger: what the rest of the server may use.
export {
  houseAccount,
  lockMemberAccount,
  memberAccount,
  memberBalance,
  systemAccount,
} from './accounts';
export { insufficientFunds, post, type DbOrTx, type Tx } from './ledger';
export { toDecimal, toMinor } from './money';
