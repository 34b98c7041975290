import type { components } from '@platform/api-client/schema';
import { agentQueries } from '@platform/api-client/queries/agent';
import { useApi } from '@platform/api-client/react';
import { useTranslation } from '@platform/i18n/react';
import { cx } from '@platform/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { RouteContext } from '../../components/route-context';
import { useFormat } from '../../components/use-format';
import { ChartCard } from './chart-card';

type TeamKpis = components['schemas']['TeamKpis'];
const PERIODS = ['today', 'yesterday', 'thisWeek', 'thisMonth'] as const;
type Period = (typeof PERIODS)[number];
const COUNTS = [
  'teamSize',
  'newRegistrations',
  'activePlayers',
  'firstDepositors',
  'bets',
] as const;
const AMOUNTS = ['deposits', 'withdrawals', 'validBets', 'winLoss', 'agentIncome'] as const;
/** Chart geometry only: the figures shown are the server's exact strings. */
const plot = (amount: string) => Number(amount);

export const loader = ({ context }: RouteContext) =>
  context.queryClient.ensureQueryData(agentQueries(context.api).overview());

function Kpis({ kpis }: { kpis: TeamKpis }) {
  const { t } = useTranslation('agentConsole');
  const f = useFormat();
  const cards = [
    ...COUNTS.map((key) => ({ key, value: f.count(kpis[key]), negative: false })),
    ...AMOUNTS.map((key) => ({
      key,
      value: f.money(kpis[key]),
      negative: kpis[key].startsWith('-'),
    })),
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5" data-testid="kpis">
      {cards.map((card) => (
        <div key={card.key} className="rounded-lg border border-border bg-surface p-3">
          <dt className="text-xs text-fg-secondary">{t(`kpi.${card.key}`)}</dt>
          <dd
            className={cx(
              'mt-1 text-lg font-semibold tabular-nums',
              card.negative ? 'text-danger' : 'text-fg',
            )}
            dir="ltr"
          >
            {card.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** agentTeamOverview: KPI cards per period, the 30-day trend, contributions, categories. */
export function TeamOverviewPage() {
  const { t } = useTranslation('agentConsole');
  const api = useApi();
  const f = useFormat();
  const { data } = useSuspenseQuery(agentQueries(api).overview());
  const [period, setPeriod] = useState<Period>('today');
  const series = data.series.map((p) => ({
    date: p.date.slice(5),
    registrations: p.registrations,
    deposits: plot(p.deposits),
    winLoss: plot(p.winLoss),
  }));
  const contributions = data.contributions.map((c) => ({
    account: c.account,
    validBets: plot(c.validBets),
    winLoss: plot(c.winLoss),
  }));
  const categories = data.categories.map((c) => ({
    category: t(`category.${c.category}`),
    validBets: plot(c.validBets),
    winLoss: plot(c.winLoss),
  }));
  return (
    <div className="flex flex-col gap-6" data-testid="team-overview">
      <h1 className="text-2xl font-bold text-fg">{t('menu.agentTeamOverview')}</h1>
      <section aria-labelledby="kpi-title" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="kpi-title" className="font-semibold text-fg">
            {t('overview.kpis')}
          </h2>
          <div role="group" aria-label={t('overview.period')} className="flex flex-wrap gap-1">
            {PERIODS.map((p) => (
              <button
                key={p}
                type="button"
                aria-pressed={period === p}
                onClick={() => setPeriod(p)}
                className={cx(
                  'rounded-md border px-3 py-1 text-sm focus-visible:outline-2 focus-visible:outline-accent',
                  period === p
                    ? 'border-accent bg-accent-soft text-fg'
                    : 'border-border text-fg-secondary hover:bg-surface-hover',
                )}
              >
                {t(`overview.periods.${p}`)}
              </button>
            ))}
          </div>
        </div>
        <Kpis kpis={data[period]} />
      </section>
      <ChartCard
        kind="line"
        title={t('overview.trend')}
        testId="trend-chart"
        data={series}
        xKey="date"
        series={[
          {
            key: 'registrations',
            name: t('kpi.newRegistrations'),
            color: 'var(--ui-color-accent-2)',
            axis: 'count',
          },
          { key: 'deposits', name: t('kpi.deposits'), color: 'var(--ui-color-accent)' },
          { key: 'winLoss', name: t('kpi.winLoss'), color: 'var(--ui-color-success)' },
        ]}
        table={{
          columns: [t('col.date'), t('kpi.newRegistrations'), t('kpi.deposits'), t('kpi.winLoss')],
          rows: data.series.map((p) => [
            p.date,
            f.count(p.registrations),
            f.money(p.deposits),
            f.money(p.winLoss),
          ]),
        }}
      />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <ChartCard
          kind="bar"
          title={t('overview.contribution')}
          testId="contribution-chart"
          data={contributions}
          xKey="account"
          series={[
            { key: 'validBets', name: t('kpi.validBets'), color: 'var(--ui-color-accent)' },
            { key: 'winLoss', name: t('kpi.winLoss'), color: 'var(--ui-color-accent-2)' },
          ]}
          table={{
            columns: [t('col.account'), t('kpi.validBets'), t('kpi.winLoss'), t('kpi.deposits')],
            rows: data.contributions.map((c) => [
              c.account,
              f.money(c.validBets),
              f.money(c.winLoss),
              f.money(c.deposits),
            ]),
          }}
        />
        <ChartCard
          kind="bar"
          title={t('overview.categories')}
          testId="category-chart"
          data={categories}
          xKey="category"
          series={[
            { key: 'validBets', name: t('kpi.validBets'), color: 'var(--ui-color-accent)' },
            { key: 'winLoss', name: t('kpi.winLoss'), color: 'var(--ui-color-success)' },
          ]}
          table={{
            columns: [t('col.category'), t('kpi.bets'), t('kpi.validBets'), t('kpi.winLoss')],
            rows: data.categories.map((c) => [
              t(`category.${c.category}`),
              f.count(c.bets),
              f.money(c.validBets),
              f.money(c.winLoss),
            ]),
          }}
        />
      </div>
    </div>
  );
}
