import { loyaltyQueries, type ManualRebate } from '@platform/api-client/queries/loyalty';
import { useApi } from '@platform/api-client/react';
import { useTranslation } from '@platform/i18n/react';
import { Button } from '@platform/ui';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Paginator } from '../../components/paginator';
import { useClaimRebate } from './loyalty.mutations';
import { Card, loyaltyError, useFormats } from './loyalty-ui';
import { useMerchantTime } from '@platform/site';

const cell = 'px-2 py-2 text-start sm:px-3';
const figure = `${cell} text-end tabular-nums whitespace-nowrap`;

/**
 * /member/manualRebate: the rebate accrued since the last claim per game category at the
 * member's VIP level rate, its total and the claim (from the minimum), then the claimed rebates.
 */
export function RebatePage() {
  const { t } = useTranslation('loyalty');
  const api = useApi();
  const { data } = useSuspenseQuery(loyaltyQueries(api).rebate());
  return (
    <div className="flex flex-col gap-6" data-testid="rebate-page">
      <header>
        <h1 className="font-display text-2xl font-bold text-fg">{t('rebate.title')}</h1>
        <p className="mt-1 text-sm text-fg-secondary">{t('rebate.lead')}</p>
      </header>
      <Summary data={data} />
      <Card title={t('rebate.by_category')} testId="rebate-categories">
        <Categories lines={data.categories} total={data.total} />
      </Card>
      <Records />
    </div>
  );
}

function Summary({ data }: { data: ManualRebate }) {
  const { t } = useTranslation('loyalty');
  const { money } = useFormats();
  const claim = useClaimRebate();
  const hint =
    data.total === '0.00'
      ? t('rebate.nothing')
      : !data.claimable
        ? t('rebate.below', { minimum: money(data.minimum) })
        : null;
  return (
    <section
      className="flex flex-col gap-4 rounded-lg border border-border bg-bg-elevated p-4 sm:flex-row sm:items-center sm:justify-between sm:p-6"
      aria-label={t('rebate.accrued')}
    >
      <div>
        <p className="text-sm text-fg-muted">{t('rebate.accrued')}</p>
        <p
          className="mt-1 font-display text-3xl font-bold text-fg tabular-nums"
          data-testid="rebate-total"
        >
          {money(data.total)}
        </p>
        <p className="mt-1 text-xs text-fg-muted">
          {t('rebate.level', { level: data.vipLevel })} ·{' '}
          {t('rebate.minimum', { amount: money(data.minimum) })}
        </p>
      </div>
      <div className="flex flex-col gap-2 sm:items-end">
        <Button
          disabled={!data.claimable}
          loading={claim.isPending}
          loadingLabel={t('loading')}
          onClick={() => claim.mutate({ seq: data.nextClaim })}
          data-testid="rebate-claim"
        >
          {t('rebate.claim', { amount: money(data.total) })}
        </Button>
        {hint && <p className="text-xs text-fg-muted">{hint}</p>}
        {claim.error && (
          <p role="alert" className="text-sm text-danger" data-testid="rebate-error">
            {loyaltyError(claim.error, t, money)}
          </p>
        )}
        {claim.data && !claim.error && (
          <p role="status" className="text-sm text-success" data-testid="rebate-claimed">
            {t('rebate.claimed', { amount: money(claim.data.record.amount) })}
          </p>
        )}
      </div>
    </section>
  );
}

function Categories({ lines, total }: { lines: ManualRebate['categories']; total: string }) {
  const { t } = useTranslation(['loyalty', 'shell']);
  const { money, percent } = useFormats();
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[20rem] text-sm">
        <thead className="text-xs text-fg-muted">
          <tr className="border-b border-border">
            <th scope="col" className={cell}>
              {t('rebate.category')}
            </th>
            <th scope="col" className={`${cell} text-end`}>
              {t('rebate.valid_bet')}
            </th>
            <th scope="col" className={`${cell} text-end`}>
              {t('rebate.rate')}
            </th>
            <th scope="col" className={`${cell} text-end`}>
              {t('rebate.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr
              key={l.category}
              className="border-b border-border last:border-0"
              data-testid="rebate-line"
              data-category={l.category}
            >
              <th scope="row" className={`${cell} font-normal text-fg`}>
                {t(`shell:category.${l.category}`, { defaultValue: l.category })}
              </th>
              <td className={figure} data-testid="rebate-valid">
                {money(l.validBet)}
              </td>
              <td className={figure}>{percent(l.rate)}</td>
              <td className={`${figure} font-semibold`} data-testid="rebate-amount">
                {money(l.amount)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t border-border font-bold">
            <th scope="row" colSpan={3} className={cell}>
              {t('rebate.total')}
            </th>
            <td className={figure}>{money(total)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

const route = getRouteApi('/member/manualRebate');

function Records() {
  const { t } = useTranslation(['loyalty', 'shell']);
  const time = useMerchantTime();
  const api = useApi();
  const { money } = useFormats();
  const page = route.useSearch({ select: (s) => s.page ?? 1 });
  const navigate = route.useNavigate();
  const { data, isPending, error } = useQuery(loyaltyQueries(api).records(page));
  return (
    <Card title={t('records.title')} testId="rebate-records">
      {isPending ? (
        <p className="text-sm text-fg-muted">{t('loading')}</p>
      ) : error ? (
        <p role="alert" className="text-sm text-danger">
          {loyaltyError(error, t, money)}
        </p>
      ) : data.content.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('records.empty')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {data.content.map((r) => (
            <li
              key={r.id}
              className="flex flex-wrap items-start justify-between gap-2 py-3"
              data-testid="rebate-record"
            >
              <div className="min-w-0">
                <p className="text-sm font-semibold text-fg">
                  {t('records.claim_no', { seq: r.seq })}
                </p>
                <p className="text-xs text-fg-muted tabular-nums">
                  <time dateTime={new Date(r.claimedAt).toISOString()}>
                    {'\u2066'}
                    {time.dateTime(r.claimedAt)}
                    {'\u2069'}
                  </time>
                </p>
                <p className="mt-1 text-xs text-fg-secondary">
                  {r.categories
                    .map(
                      (c) =>
                        `${t(`shell:category.${c.category}`, { defaultValue: c.category })} ${money(c.amount)}`,
                    )
                    .join(' · ')}
                </p>
              </div>
              <span
                className="font-bold text-success tabular-nums"
                data-testid="rebate-record-amount"
              >
                {money(r.amount)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {data && data.totalPages > 1 && (
        <Paginator
          page={page}
          totalPages={data.totalPages}
          onChange={(next) =>
            void navigate({
              search: { page: next },
              resetScroll: false,
            })
          }
          className="mt-4"
        />
      )}
    </Card>
  );
}
