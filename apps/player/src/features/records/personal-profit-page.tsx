import type { components } from '@platform/api-client';
import { recordsQueries } from '@platform/api-client/queries/records';
import { useApi } from '@platform/api-client/react';
import { useTranslation } from '@platform/i18n/react';
import { cx } from '@platform/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { QueryState } from '@platform/site';
import { useMediaQuery } from '../../lib/use-media-query';
import { type PeriodSearch, periodQuery } from './records-search';
import { PeriodFilter } from './period-filter';
import { ProfitChart } from './profit-chart';
import { isPeriodError, recordsError } from './records-errors';
import { fromCents, ltr, toCents, toneOf, useRecordsFormat } from './records-format';
import { RecordsFrame, TotalsStrip } from './records-ui';

type Profit = components['schemas']['PersonalProfit'];

const route = getRouteApi('/member/personalProfit');

/** /member/personalProfit, wired to its URL. */
export function ProfitRoute() {
  const navigate = route.useNavigate();
  return (
    <PersonalProfitPage
      search={route.useSearch()}
      onSearch={(next) => void navigate({ search: next })}
    />
  );
}

const cell = 'whitespace-nowrap px-3 py-2 text-end tabular-nums';

function ProfitTable({ data, f }: { data: Profit; f: ReturnType<typeof useRecordsFormat> }) {
  const { t } = useTranslation('records');
  const { t: shell } = useTranslation('shell');
  const signed = (v: string) => (
    <span className={toneOf(v)} dir="ltr">
      {f.signed(v)}
    </span>
  );
  const credits = fromCents(toCents(data.totals.bonus) + toCents(data.totals.rebate));
  return (
    <div
      className="overflow-x-auto rounded-lg border border-border"
      tabIndex={0}
      role="region"
      aria-label={t('title.profit')}
    >
      <table className="w-full min-w-max text-sm" data-testid="profit-table">
        <caption className="sr-only">{t('title.profit')}</caption>
        <thead className="bg-bg-elevated text-fg-secondary">
          <tr>
            <th scope="col" className="px-3 py-2 text-start font-medium">
              {t('columns.category')}
            </th>
            {(['bets', 'stake', 'validBet', 'winLoss', 'bonus', 'rebate', 'net'] as const).map(
              (c) => (
                <th key={c} scope="col" className="px-3 py-2 text-end font-medium">
                  {t(`columns.${c}`)}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {data.list.map((r) => (
            <tr key={r.category} className="border-t border-border" data-testid="profit-row">
              <th scope="row" className="px-3 py-2 text-start font-normal">
                {shell(`category.${r.category}`)}
              </th>
              <td className={cell}>{f.count(r.bets)}</td>
              <td className={cell}>{f.money(r.stake)}</td>
              <td className={cell}>{f.money(r.validBet)}</td>
              <td className={cell}>{signed(r.winLoss)}</td>
              <td className={cell}>—</td>
              <td className={cell}>—</td>
              <td className={cell}>{signed(r.winLoss)}</td>
            </tr>
          ))}
          <tr className="border-t border-border">
            <th scope="row" className="px-3 py-2 text-start font-normal">
              {t('profit.credits')}
            </th>
            <td className={cell}>—</td>
            <td className={cell}>—</td>
            <td className={cell}>—</td>
            <td className={cell}>—</td>
            <td className={cell}>{signed(data.totals.bonus)}</td>
            <td className={cell}>{signed(data.totals.rebate)}</td>
            <td className={cell}>{signed(credits)}</td>
          </tr>
        </tbody>
        <tfoot
          className="border-t-2 border-border-strong bg-bg-elevated font-semibold"
          data-testid="profit-totals"
        >
          <tr>
            <th scope="row" className="px-3 py-2 text-start">
              {t('totals.period')}
            </th>
            <td className={cell}>{f.count(data.totals.bets)}</td>
            <td className={cell}>{f.money(data.totals.stake)}</td>
            <td className={cell}>{f.money(data.totals.validBet)}</td>
            <td className={cell}>{signed(data.totals.winLoss)}</td>
            <td className={cell}>{signed(data.totals.bonus)}</td>
            <td className={cell}>{signed(data.totals.rebate)}</td>
            <td className={cell} data-testid="profit-net">
              {signed(data.totals.net)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** The same figures on a phone: a card per game type, the credits, and the period total. */
function ProfitCards({ data, f }: { data: Profit; f: ReturnType<typeof useRecordsFormat> }) {
  const { t } = useTranslation('records');
  const { t: shell } = useTranslation('shell');
  const credits = fromCents(toCents(data.totals.bonus) + toCents(data.totals.rebate));
  const signed = (v: string, testId?: string) => (
    <span className={toneOf(v)} dir="ltr" data-testid={testId}>
      {f.signed(v)}
    </span>
  );
  const card = (
    key: string,
    title: string,
    items: [string, ReactNode][],
    testId: string,
    total = false,
  ) => (
    <li
      key={key}
      className={cx('px-3 py-2', total && 'bg-bg-elevated font-semibold')}
      data-testid={testId}
    >
      <p className="text-sm text-fg">{title}</p>
      <dl className="mt-1 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        {items.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-2">
            <dt className="text-fg-muted">{label}</dt>
            <dd className="tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
  return (
    <ul
      className="divide-y divide-border rounded-lg border border-border"
      aria-label={t('title.profit')}
      data-testid="profit-table"
    >
      {data.list.map((r) =>
        card(
          r.category,
          shell(`category.${r.category}`),
          [
            [t('columns.bets'), f.count(r.bets)],
            [t('columns.stake'), f.money(r.stake)],
            [t('columns.validBet'), f.money(r.validBet)],
            [t('columns.winLoss'), signed(r.winLoss)],
          ],
          'profit-row',
        ),
      )}
      {card(
        'credits',
        t('profit.credits'),
        [
          [t('columns.bonus'), signed(data.totals.bonus)],
          [t('columns.rebate'), signed(data.totals.rebate)],
          [t('columns.net'), signed(credits)],
        ],
        'profit-credits',
      )}
      {card(
        'total',
        t('totals.period'),
        [
          [t('columns.bets'), f.count(data.totals.bets)],
          [t('columns.stake'), f.money(data.totals.stake)],
          [t('columns.validBet'), f.money(data.totals.validBet)],
          [t('columns.winLoss'), signed(data.totals.winLoss)],
          [t('columns.net'), signed(data.totals.net, 'profit-net')],
        ],
        'profit-totals',
        true,
      )}
    </ul>
  );
}

/**
 * Personal profit: the member's play per game type over a period (bets, stake, valid bet,
 * win/loss), the bonuses and rebates credited in it, the net result, and a small chart of
 * win/loss per game type.
 */
export function PersonalProfitPage({
  search,
  onSearch,
}: {
  search: PeriodSearch;
  onSearch: (next: PeriodSearch) => void;
}) {
  const { t } = useTranslation('records');
  const api = useApi();
  const profit = useQuery({
    ...recordsQueries(api).profit(periodQuery(search)),
    placeholderData: keepPreviousData,
  });
  const data = profit.data;
  const f = useRecordsFormat(data?.period.timeZone);
  const wide = useMediaQuery('(min-width: 768px)');
  const error = profit.error;
  const credits = data
    ? fromCents(toCents(data.totals.bonus) + toCents(data.totals.rebate))
    : '0.00';
  return (
    <RecordsFrame
      title={t('title.profit')}
      zone={
        data
          ? t('period.range', {
              from: ltr(data.period.from),
              to: ltr(data.period.to),
              offset: f.zone(),
            })
          : null
      }
      testId="personal-profit"
    >
      <PeriodFilter
        value={search}
        info={data?.period}
        serverError={isPeriodError(error) ? recordsError(error, t) : undefined}
        onApply={onSearch}
      />
      {error && !isPeriodError(error) && (
        <p role="alert" className="rounded-md bg-danger/10 px-3 py-2 text-sm text-danger">
          {recordsError(error, t)}
        </p>
      )}
      {!data && (
        <QueryState
          isPending={profit.isPending}
          error={null}
          onRetry={() => void profit.refetch()}
        />
      )}
      {data && (
        <>
          <TotalsStrip
            label={t('totals.period')}
            testId="profit-strip"
            items={[
              { label: t('columns.validBet'), value: f.money(data.totals.validBet) },
              {
                label: t('columns.winLoss'),
                value: f.signed(data.totals.winLoss),
                tone: toneOf(data.totals.winLoss),
              },
              {
                label: t('profit.credits'),
                value: f.signed(credits),
                tone: toneOf(credits),
              },
              {
                label: t('columns.net'),
                value: f.signed(data.totals.net),
                tone: toneOf(data.totals.net),
                testId: 'net',
              },
            ]}
          />
          {data.list.length === 0 ? (
            <p className="py-6 text-center text-sm text-fg-muted">{t('profit.no_play')}</p>
          ) : (
            <ProfitChart rows={data.list} format={f} />
          )}
          {wide ? <ProfitTable data={data} f={f} /> : <ProfitCards data={data} f={f} />}
          <p className="text-xs text-fg-muted">{t('profit.note')}</p>
        </>
      )}
    </RecordsFrame>
  );
}
