import { loyaltyQueries, type PlayerRankProgress } from '@platform/api-client/queries/loyalty';
import { useApi } from '@platform/api-client/react';
import { formatNumber } from '@platform/i18n';
import { useLanguage, useTranslation } from '@platform/i18n/react';
import { cx } from '@platform/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Bar, Card, useFormats } from './loyalty-ui';
import { useMerchantTime } from '@platform/site';

const cell = 'px-3 py-2 text-start whitespace-nowrap';
/** Column heads may wrap: the benefits table has eight columns. */
const head = 'px-3 py-2 text-start align-bottom';
const share = (actual: string, expected: string | null) =>
  expected === null || Number(expected) <= 0 ? 1 : Number(actual) / Number(expected);

/**
 * /member/playerRank: the member's VIP level, its progress towards the next (this month's and
 * the total turnover, and deposits where the next level asks for them), the monthly bonus, and
 * the benefits and rebate rates of every level.
 */
export function VipPage() {
  const { t } = useTranslation('loyalty');
  const api = useApi();
  const { language } = useLanguage();
  const { data } = useSuspenseQuery(loyaltyQueries(api).rank(language));
  return (
    <div className="flex flex-col gap-6" data-testid="vip-page">
      <header>
        <h1 className="font-display text-2xl font-bold text-fg">{t('vip.title')}</h1>
        <p className="mt-1 text-sm text-fg-secondary">{t('vip.lead')}</p>
      </header>
      {data.hasVip ? (
        <>
          <Progress data={data} />
          <Benefits data={data} />
          <Rates data={data} />
        </>
      ) : (
        <p className="text-sm text-fg-muted">{t('vip.none')}</p>
      )}
    </div>
  );
}

function Progress({ data }: { data: PlayerRankProgress }) {
  const { t } = useTranslation('loyalty');
  const time = useMerchantTime();
  const { money, language } = useFormats();
  const pair = (p: PlayerRankProgress['totalTurnover']) =>
    p.expected === null
      ? money(p.actual)
      : t('vip.progress', { actual: money(p.actual), expected: money(p.expected) });
  return (
    <section
      className="grid gap-4 rounded-lg border border-border bg-bg-elevated p-4 sm:p-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]"
      aria-label={t('vip.current')}
      data-testid="vip-progress"
    >
      <div className="flex items-center gap-4">
        <span
          aria-hidden
          className="flex size-16 shrink-0 items-center justify-center rounded-full bg-accent-soft font-display text-2xl font-bold text-accent"
        >
          {formatNumber(data.playerRankLevel, language)}
        </span>
        <div>
          <p className="text-sm text-fg-muted">{t('vip.current')}</p>
          <p className="font-display text-2xl font-bold text-fg" data-testid="vip-level">
            {data.playerRankName ?? '—'}
          </p>
          <p className="text-xs text-fg-muted">{t('vip.level', { level: data.playerRankLevel })}</p>
          {data.levelReachedAt !== null && (
            <p className="text-xs text-fg-muted">
              {t('vip.reached', { date: `\u2066${time.date(data.levelReachedAt)}\u2069` })}
            </p>
          )}
        </div>
      </div>
      <div className="flex flex-col gap-3">
        {data.nextRankLevel === null ? (
          <p className="text-sm font-semibold text-success">{t('vip.top')}</p>
        ) : (
          <p className="text-sm font-semibold text-fg">
            {t('vip.next', { name: data.nextRankName ?? data.nextRankLevel })}{' '}
            <span className="font-normal text-fg-muted">{t('vip.either')}</span>
          </p>
        )}
        <div>
          <p className="mb-1 text-xs text-fg-secondary">
            {t('vip.monthly', { month: `\u2066${data.month}\u2069` })}
          </p>
          <Bar
            share={share(data.monthlyTurnover.actual, data.monthlyTurnover.expected)}
            label={pair(data.monthlyTurnover)}
            testId="vip-monthly"
          />
        </div>
        <div>
          <p className="mb-1 text-xs text-fg-secondary">{t('vip.total')}</p>
          <Bar
            share={share(data.totalTurnover.actual, data.totalTurnover.expected)}
            label={pair(data.totalTurnover)}
            testId="vip-total"
          />
        </div>
        {data.deposits.expected !== null && (
          <div>
            <p className="mb-1 text-xs text-fg-secondary">{t('vip.deposits')}</p>
            <Bar
              share={share(data.deposits.actual, data.deposits.expected)}
              label={pair(data.deposits)}
            />
          </div>
        )}
        <p className="text-xs text-fg-muted" data-testid="vip-monthly-bonus">
          {data.monthlyBonusPaid ? t('vip.monthly_paid') : t('vip.monthly_auto')}
        </p>
      </div>
    </section>
  );
}

function LevelHead({
  data,
  level,
  name,
}: {
  data: PlayerRankProgress;
  level: number;
  name: string;
}) {
  const { t } = useTranslation('loyalty');
  return (
    <span className="flex items-center gap-2">
      <span className="font-semibold">{name}</span>
      {level === data.playerRankLevel && (
        <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent">
          {t('vip.you')}
        </span>
      )}
    </span>
  );
}

function Benefits({ data }: { data: PlayerRankProgress }) {
  const { t } = useTranslation('loyalty');
  const { money, language } = useFormats();
  const columns = [
    ['vip.col.total', (l: PlayerRankProgress['levels'][number]) => money(l.totalTurnover)],
    ['vip.col.monthly', (l) => money(l.monthlyTurnover)],
    ['vip.col.deposits', (l) => money(l.deposits)],
    ['vip.col.level_up', (l) => money(l.levelUpBonus)],
    ['vip.col.monthly_bonus', (l) => money(l.monthlyBonus)],
    ['vip.col.withdrawals', (l) => formatNumber(l.dailyWithdrawals, language)],
    ['vip.col.withdrawal_amount', (l) => money(l.dailyWithdrawalAmount)],
  ] as const satisfies readonly (readonly [
    string,
    (l: PlayerRankProgress['levels'][number]) => string,
  ])[];
  return (
    <Card title={t('vip.benefits')} testId="vip-benefits">
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead className="text-xs text-fg-muted">
            <tr className="border-b border-border">
              <th scope="col" className={head}>
                {t('vip.col.level')}
              </th>
              {columns.map(([key]) => (
                <th key={key} scope="col" className={`${head} text-end`}>
                  {t(key)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.levels.map((l) => (
              <tr
                key={l.level}
                className={cx(
                  'border-b border-border last:border-0',
                  l.level === data.playerRankLevel && 'bg-accent-soft/40',
                )}
                data-testid="vip-benefit"
                aria-current={l.level === data.playerRankLevel ? 'true' : undefined}
              >
                <th scope="row" className={`${cell} font-normal text-fg`}>
                  <LevelHead data={data} level={l.level} name={l.name} />
                </th>
                {columns.map(([key, value]) => (
                  <td key={key} className={`${cell} text-end tabular-nums`}>
                    {value(l)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-3 text-xs text-fg-muted">{t('vip.rule')}</p>
    </Card>
  );
}

function Rates({ data }: { data: PlayerRankProgress }) {
  const { t } = useTranslation(['loyalty', 'shell']);
  const { percent } = useFormats();
  const categories = [...new Set(data.levels.flatMap((l) => l.rebate.map((r) => r.category)))];
  return (
    <Card title={t('vip.rates')} testId="vip-rates">
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead className="text-xs text-fg-muted">
            <tr className="border-b border-border">
              <th scope="col" className={cell}>
                {t('rebate.category')}
              </th>
              {data.levels.map((l) => (
                <th key={l.level} scope="col" className={`${cell} text-end`}>
                  {l.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {categories.map((c) => (
              <tr key={c} className="border-b border-border last:border-0">
                <th scope="row" className={`${cell} font-normal text-fg`}>
                  {t(`shell:category.${c}`, { defaultValue: c })}
                </th>
                {data.levels.map((l) => {
                  const rate = l.rebate.find((r) => r.category === c)?.percent;
                  return (
                    <td
                      key={l.level}
                      className={cx(
                        `${cell} text-end tabular-nums`,
                        l.level === data.playerRankLevel && 'font-semibold text-accent',
                      )}
                    >
                      {rate === undefined ? '—' : percent(rate)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
