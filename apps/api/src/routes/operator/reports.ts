// Reports: the daily figures of a period, as JSON for the console's table and as CSV.
import { dailyReport, dailyReportCsv } from '../../domain/operators';
import { ok } from '../../http/envelope';
import { requireOperator } from '../../http/operator';
import { requireMerchant } from '../../http/request';
import type { Handler, HandlerDeps, Ok } from '../types';

const operatorDailyReport =
  ({ reader, clock }: HandlerDeps): Handler<'operatorDailyReport'> =>
  async (request) => {
    const operator = requireOperator(request);
    const merchant = requireMerchant(request);
    return ok(
      await reader.shared((db) =>
        dailyReport(db, operator.merchantId, merchant.currency, request.query, clock()),
      ),
    );
  };

const operatorDailyReportCsv =
  ({ reader, clock }: HandlerDeps): Handler<'operatorDailyReportCsv'> =>
  async (request, reply) => {
    const operator = requireOperator(request);
    const merchant = requireMerchant(request);
    const report = await reader.shared((db) =>
      dailyReport(db, operator.merchantId, merchant.currency, request.query, clock()),
    );
    reply
      .type('text/csv; charset=utf-8')
      .header('cache-control', 'no-store')
      .header(
        'content-disposition',
        `attachment; filename="daily-${report.from}-${report.to}.csv"`,
      );
    return dailyReportCsv(report) as Ok<'operatorDailyReportCsv'>;
  };

export const reportHandlers = (deps: HandlerDeps) => ({
  operatorDailyReport: operatorDailyReport(deps),
  operatorDailyReportCsv: operatorDailyReportCsv(deps),
});
