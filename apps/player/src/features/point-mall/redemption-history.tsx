import type { ReactNode } from 'react';
import { pointQueries, type RedemptionStatus } from '@platform/api-client/queries/points';
import { useApi } from '@platform/api-client/react';
import { useTranslation } from '@platform/i18n/react';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_GAME_ICON } from '../../components/default-game-icon';
import { LazyImage } from '../../components/lazy-image';
import { QueryState, useMerchantTime } from '@platform/site';
import { useCdn } from '../../lib/use-cdn';
import { FilterChips } from './filter-chips';
import { ListPager } from './list-pager';
import { STATUSES } from './point-mall-search';
import { StatusBadge } from './status-badge';
import { useFormats } from './use-formats';

/** The member's redemptions with the fields of the spec, filtered by status, paged. */
export function RedemptionHistory({
  symbol,
  page,
  status,
  onChange,
}: {
  symbol: string;
  page: number;
  status: RedemptionStatus | undefined;
  onChange: (status: RedemptionStatus | undefined, page: number) => void;
}) {
  const { t } = useTranslation('pointMall');
  const time = useMerchantTime();
  const api = useApi();
  const cdn = useCdn();
  const format = useFormats(symbol);
  const list = useQuery({
    ...pointQueries(api).redemptions(page, status ?? null),
    // An operator decides redemptions in process: look again while any is waiting.
    refetchInterval: (q) =>
      q.state.data?.content.some((r) => r.status === 'in_process') ? 5000 : false,
  });
  return (
    <div data-testid="redemption-history">
      <FilterChips
        label={t('history.filter')}
        options={[undefined, ...STATUSES]}
        value={status}
        text={(s) => t(`history.status.${s}`)}
        onChange={(s) => onChange(s, 1)}
      />
      <QueryState
        isPending={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
      {list.data?.content.length === 0 && (
        <p className="py-8 text-center text-fg-muted">{t('history.empty')}</p>
      )}
      {list.data && list.data.content.length > 0 && (
        <ul className="flex flex-col gap-3">
          {list.data.content.map((r) => (
            <li
              key={r.id}
              className="rounded-lg border border-border bg-surface p-3 sm:p-4"
              data-testid="redemption-row"
              data-id={r.id}
            >
              <div className="flex items-start gap-3">
                <LazyImage
                  src={cdn.image(r.imageUrl)}
                  fallback={DEFAULT_GAME_ICON}
                  width={56}
                  height={56}
                  className="size-14 shrink-0 rounded-md"
                />
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <h3 className="font-semibold text-fg">{r.rewardName}</h3>
                    <StatusBadge status={r.status} />
                  </div>
                  <p className="font-mono text-xs text-fg-muted">
                    <span dir="ltr">{r.id}</span>
                  </p>
                </div>
              </div>
              <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
                <Field label={t('history.points_requirement')}>
                  {format.points(r.pointsRequired)}
                </Field>
                <Field label={t('history.amount_requirement')}>
                  {format.money(r.amountRequired)}
                </Field>
                <Field label={t('history.quantity')}>{format.points(r.quantity)}</Field>
                <Field label={t('history.apply_time')}>
                  <bdi dir="ltr">{time.dateTime(r.applyTime)}</bdi>
                </Field>
                <Field label={t('history.changed_points')} testId="redemption-changed">
                  {format.points(r.changedPoints)}
                </Field>
                <Field label={t('history.points_balance')}>{format.points(r.pointsBalance)}</Field>
                {r.value && <Field label={t('history.value')}>{format.money(r.value)}</Field>}
                <Field label={t('history.remark')} wide>
                  {r.remark ?? '–'}
                </Field>
              </dl>
              {r.decidedAt && (
                <p className="mt-2 text-xs text-fg-secondary">
                  {t('history.decided', { date: `\u2066${time.dateTime(r.decidedAt)}\u2069` })}
                </p>
              )}
              {r.rejectReason && (
                <p className="mt-1 text-xs text-danger">
                  {t('history.reason', { reason: r.rejectReason })}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      {list.data && (
        <ListPager
          page={page}
          totalPages={list.data.totalPages}
          onChange={(p) => onChange(status, p)}
        />
      )}
    </div>
  );
}

function Field({
  label,
  children,
  wide,
  testId,
}: {
  label: string;
  children: ReactNode;
  wide?: boolean;
  testId?: string;
}) {
  return (
    <div className={wide ? 'col-span-2' : undefined}>
      <dt className="text-xs text-fg-muted">{label}</dt>
      <dd className="font-medium break-words text-fg" dir="auto" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
