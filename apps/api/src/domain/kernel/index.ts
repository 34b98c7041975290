// The domain kernel: what every domain concern needs, each at one owner. The only place that
// posts, locks and reads the ledger; the clock, the errors, the contract's enums and the
// background job runner.
export { createDevClock, systemClock, type Clock, type DevClock } from './clock';
export { categoryRank, GAME_CATEGORIES, LEDGER_KINDS } from './categories';
export { AppError, badRequest, notFound, type ErrorCode } from './errors';
export { offsetOf, pageInput, pageOf, parsePaging, type PageInput } from './paging';
export type { AgentRef, Member, MemberRef } from './members';
export { setObserver } from './observe';
export {
  createJobRunner,
  /** @internal */ type JobContext,
  type JobDefinition,
  /** @internal */ type JobRunner,
} from './jobs';
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
export { accountStatement, carriedBalance } from './ledger/account-reads';
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
export { checkRange, CURRENCY_DECIMALS, parseAmount } from './amounts';
export {
  mainAccountJoin,
  mainAccountLeftJoin,
  memberEntriesJoin,
  firstTransactions,
  transactionLegsJoin,
  transactionsIn,
  walletColumns,
  walletsOf,
} from './ledger/joins';
export { lockBalance, lockBalances, lockMemberWallets } from './ledger/locks';
export { isConnectionLost, retryTransactions } from './ledger/transactions';
export {
  entryAmount,
  firstDepositAmount,
  memberCreditsByDay,
  merchantMemberMovementsByDay,
  memberCreditsByWindow,
} from './ledger/reads';
export {
  bonusesAndRebates,
  counterpartyOf,
  ledgerTransaction,
  memberLegs,
  roundMovements,
  statementLines,
  statementSums,
} from './ledger/statement';
export { at, iso, readsOf } from './sql';
export {
  addDays,
  dayEnd,
  dayStart,
  isDay,
  localDay,
  localTime,
  memberZone,
  merchantZone,
  monthStart,
  offsetAt,
  periodAt,
  periodBounds,
  periodOfKey,
  resolvePeriod,
  weekStart,
  zoneOfSettings,
  type CalendarPeriod,
  type Period,
  type PeriodQuery,
} from './calendar';
export {
  archivePartitions,
  ensureComingPartitions,
  /** @internal */ ensureMonthPartitions,
  listPartitions,
  partitionsJob,
  PARTITIONED_TABLES,
} from './partitions';
