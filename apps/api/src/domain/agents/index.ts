// The public surface of domain/agents: the agent tree, the console's tables and reports.
export { requireAgent, type Caller } from './tree';
export { teamOverview } from './overview';
export { listDownlines, exportDownlines, downlineDetails } from './downlines';
export {
  rebateSettings,
  createDownline,
  createAffiliateUrl,
  viewAffiliateUrls,
  deleteAffiliateUrl,
  viewRegisteredAffiliates,
  promoteToAgent,
  updateRebates,
} from './register-centre';
export { teamBetting } from './team-betting';
export { profitLoss } from './profit-loss';
export { revenue } from './revenue';
export { commissionStatement } from './commission';
export { downlineTransactions } from './team-transactions';
export { transferToDownline } from './transfer';
export { direction, type Order, paging, prefixPattern, sortOf, type PeriodQuery } from './query';
