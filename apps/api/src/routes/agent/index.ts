// The handlers of the agent operations, keyed by operationId.
import type { AreaHandlers, HandlerDeps } from '../types';
import { checkAffiliate } from './check-affiliate';
import { getAgentAnnouncements } from './get-agent-announcements';
import { getTeamOverviewSum } from './get-team-overview-sum';
import { getGlobalRebateSettingsByProductType } from './get-global-rebate-settings';
import { createDownline } from './create-downline';
import { getDownlineDetails } from './get-downline-details';
import { createAffiliateUrl } from './create-affiliate-url';
import { deleteAffiliateUrl } from './delete-affiliate-url';
import { viewAffiliateUrls } from './view-affiliate-urls';
import { viewRegisteredAffiliates } from './view-registered-affiliates';
import { getDownlines } from './get-downlines';
import { promoteDownlineToAgent } from './promote-downline-to-agent';
import { getTeamBetting } from './get-team-betting';
import { getProfitLossStatement } from './get-profit-loss-statement';
import { getRevenueReport } from './get-revenue-report';
import { getCommissionStatement } from './get-commission-statement';
import { getDownlineTransactions } from './get-downline-transactions';
import { exportDownlines } from './export-downlines';
import { transferToDownline } from './transfer-to-downline';
import { updateDownlineRebates } from './update-downline-rebates';

export const agentHandlers = (deps: HandlerDeps) =>
  ({
    checkAffiliate: checkAffiliate(deps),
    getAgentAnnouncements: getAgentAnnouncements(deps),
    getTeamOverviewSum: getTeamOverviewSum(deps),
    getGlobalRebateSettingsByProductType: getGlobalRebateSettingsByProductType(deps),
    createDownline: createDownline(deps),
    getDownlineDetails: getDownlineDetails(deps),
    createAffiliateUrl: createAffiliateUrl(deps),
    deleteAffiliateUrl: deleteAffiliateUrl(deps),
    viewAffiliateUrls: viewAffiliateUrls(deps),
    viewRegisteredAffiliates: viewRegisteredAffiliates(deps),
    getDownlines: getDownlines(deps),
    promoteDownlineToAgent: promoteDownlineToAgent(deps),
    getTeamBetting: getTeamBetting(deps),
    getProfitLossStatement: getProfitLossStatement(deps),
    getRevenueReport: getRevenueReport(deps),
    getCommissionStatement: getCommissionStatement(deps),
    getDownlineTransactions: getDownlineTransactions(deps),
    exportDownlines: exportDownlines(deps),
    transferToDownline: transferToDownline(deps),
    updateDownlineRebates: updateDownlineRebates(deps),
  }) satisfies AreaHandlers;
