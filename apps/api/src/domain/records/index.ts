// The public surface of domain/records: the member's own transaction history, bet records and
// personal profit.
export { betDetail, betHistory } from './bets';
export { personalProfit } from './profit';
export type { RecordsCaller } from './shared';
export { transactionDetail, transactionHistory } from './transactions';
