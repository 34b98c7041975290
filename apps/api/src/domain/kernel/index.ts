// The domain kernel: what every domain concern needs, each at one owner. The only place that
// posts, locks and reads the ledger; the clock, the errors, the contract's enums and the
// background job runner.
export { createDevClock, systemClock, type Clock, type DevClock } from './clock';
export { categoryRank, GAME_CATEGORIES, LEDGER_KINDS } from './categories';
export { AppError, badRequest, notFound, type ErrorCode } from './errors';
export {
  DEFAULT_PAGE_SIZE,
  offsetOf,
  pageInput,
  pageOf,
  parsePaging,
  type PageInput,
  type Paging,
  type PagingRules,
} from './paging';
export type { AgentRef, Member, MemberRef } from './members';
export { observe, observeJob, setObserver } from './observe';
export {
  createJobRunner,
  type JobContext,
  type JobDefinition,
  type JobLog,
  type JobRunner,
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
export { checkRange, CURRENCY_DECIMALS, parseAmount } from './amounts';
export {
  mainAccountJoin,
  mainAccountLeftJoin,
  memberEntriesJoin,
  walletColumns,
  walletsOf,
} from './ledger/joins';
export { lockBalance, lockBalances, lockMemberWallets } from './ledger/locks';
export {
  entryAmount,
  firstDepositAmount,
  memberSumsByDay,
  memberSumsByWindow,
} from './ledger/reads';
export {
  bonusesAndRebates,
  counterpartyOf,
  ledgerTransaction,
  memberLegs,
  roundMovements,
  statementLines,
  statementSums,
  walletOf,
  type StatementCut,
} from './ledger/statement';
export { at, iso } from './sql';
export {
  addDays,
  closedPeriods,
  dayEnd,
  daysBetween,
  dayStart,
  isDay,
  isTimeZone,
  localDay,
  localTime,
  memberZone,
  merchantZone,
  monthStart,
  nextMonthStart,
  nextPeriod,
  offsetAt,
  offsetText,
  periodAt,
  periodBounds,
  periodOfKey,
  previousPeriod,
  resolvePeriod,
  weekStart,
  zoneOfSettings,
  type CalendarPeriod,
  type Cycle,
  type Period,
  type PeriodPreset,
  type PeriodQuery,
  type PeriodRules,
} from './calendar';
