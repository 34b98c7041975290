// The public surface of domain/records: the member's own transaction history, bet records and
// personal profit.
export { BET_SORTS, betDetail, betHistory, type BetQuery } from './bets';
export { MAX_PAGE_SIZE, type RecordsPreset } from './period';
export { personalProfit } from './profit';
export type { RecordsCaller } from './shared';
export {
  LEDGER_KINDS,
  TRANSACTION_SORTS,
  transactionDetail,
  transactionHistory,
  type LedgerKind,
  type TransactionQuery,
} from './transactions';
