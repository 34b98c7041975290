import type { components } from '@platform/api-client';
import { recordsQueries } from '@platform/api-client/queries/records';
import { useApi } from '@platform/api-client/react';
import { useTranslation } from '@platform/i18n/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { BET_SORTS, type BetRecordsSearch, betRecordsQuery, listUrlSearch } from './records-search';
import { betColumns, BetCard } from './bet-columns';
import { BetDetailDialog } from './bet-detail-dialog';
import { BetFilters } from './bet-filters';
import { toneOf, useRecordsFormat } from './records-format';
import { RecordsList } from './records-list';
import { TotalsStrip } from './records-ui';

type BetRow = components['schemas']['BetRow'];
type BetTotals = components['schemas']['BetTotals'];

const route = getRouteApi('/member/personalHistoryCopy');

/** /member/personalHistoryCopy, wired to its URL (defaults left out of it). */
export function BetRecordsRoute() {
  const navigate = route.useNavigate();
  return (
    <BetRecordsPage
      search={route.useSearch()}
      onSearch={(next) => void navigate({ search: listUrlSearch(next) })}
    />
  );
}

/**
 * Bet records: the member's rounds by period, game type, provider and status; each row time,
 * game, provider, round, stake, valid bet, win/loss and status; the page's and the period's
 * totals; a round's detail over the page. A table from 768 px, cards below.
 */
export function BetRecordsPage({
  search,
  onSearch,
}: {
  search: BetRecordsSearch;
  onSearch: (next: BetRecordsSearch) => void;
}) {
  const { t } = useTranslation('records');
  const { t: shell } = useTranslation('shell');
  const api = useApi();
  const query = betRecordsQuery(search);
  const bets = useQuery({ ...recordsQueries(api).bets(query), placeholderData: keepPreviousData });
  const data = bets.data;
  const f = useRecordsFormat(data?.period.timeZone);
  const open = (row: BetRow) => onSearch({ ...search, bet: row.betId });
  const columns = betColumns({ t, shell, f, open });
  const totalsRow = (label: string, s: BetTotals) => [
    label,
    t('totals.count', { count: s.count, n: f.count(s.count) }),
    '',
    '',
    f.money(s.stake),
    f.money(s.validBet),
    <span key="wl" className={toneOf(s.winLoss)} dir="ltr">
      {f.signed(s.winLoss)}
    </span>,
    '',
  ];
  return (
    <RecordsList
      title={t('title.bets')}
      testId="bet-records"
      search={search}
      onSearch={onSearch}
      result={bets}
      f={f}
      detail="bet"
      sorts={BET_SORTS}
      filters={<BetFilters search={search} onSearch={onSearch} />}
      summary={
        data && (
          <TotalsStrip
            label={t('totals.period')}
            testId="bet-totals"
            items={[
              {
                label: t('totals.rounds'),
                value: f.count(data.totals.count),
                testId: 'total-count',
              },
              {
                label: t('columns.stake'),
                value: f.money(data.totals.stake),
                testId: 'total-stake',
              },
              { label: t('columns.validBet'), value: f.money(data.totals.validBet) },
              {
                label: t('columns.winLoss'),
                value: f.signed(data.totals.winLoss),
                tone: toneOf(data.totals.winLoss),
                testId: 'total-win-loss',
              },
            ]}
          />
        )
      }
      table={{
        columns,
        totals: data
          ? [
              totalsRow(t('totals.page'), data.pageTotals),
              totalsRow(t('totals.period'), data.totals),
            ]
          : [],
        numeric: ['stake', 'validBet', 'winLoss'],
        testId: 'bet-table',
      }}
      rowId={(r) => String(r.betId)}
      onOpen={open}
      cardTestId="bet-cards"
      card={(r) => <BetCard row={r} f={f} />}
      phoneFooter={
        data && (
          <p className="text-sm text-fg-secondary" data-testid="page-totals">
            {t('totals.page')}: {t('columns.stake')} {f.money(data.pageTotals.stake)} ·{' '}
            {t('columns.winLoss')}{' '}
            <span className={toneOf(data.pageTotals.winLoss)} dir="ltr">
              {f.signed(data.pageTotals.winLoss)}
            </span>
          </p>
        )
      }
      dialog={
        search.bet !== undefined && (
          <BetDetailDialog
            id={search.bet}
            timeZone={data?.period.timeZone}
            onClose={() => onSearch({ ...search, bet: undefined })}
          />
        )
      }
    />
  );
}
