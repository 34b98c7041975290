// Team reports: team betting (bet records of the whole team), profit and loss per direct
// downline (drillable), the agent's income by day and source, and the team's deposits,
// withdrawals and transfers. Every total is computed here, over the whole filtered period.
// This file: what the report tables share (their query and money columns); one file per
// report: team-betting.ts, profit-loss.ts, revenue.ts, team-transactions.ts.
import { toDecimal } from '../kernel';
import type { Order, PeriodQuery } from './query';

export const money = (v: string | null | undefined) => toDecimal(BigInt(v ?? '0'));

export interface TableQuery extends PeriodQuery {
  parentId?: number | undefined;
  account?: string | undefined;
  sort?: string | undefined;
  order?: Order | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}
