import { rewardQueries } from '@platform/api-client/queries/rewards';
import { useApi } from '@platform/api-client/react';
import { useLanguage, useTranslation } from '@platform/i18n/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { BonusFilters } from './bonus-filters';
import { GrantRow } from './grant-row';
import { type BonusSearch, bonusRange } from './reward-search';
import { rewardsError } from './rewards-errors';
import { Pager, Section, StatusBadge, useMoney } from './rewards-ui';
import { useMerchantTime } from '@platform/site';

/**
 * /member/bonusDetails: every bonus, rebate and reward credited in a period (the last 7 or 30
 * days or a custom range, UTC days), with its source, the period's total and the wagering each
 * still needs. The view lives in the address; the server filters, sums and pages.
 */
const route = getRouteApi('/member/bonusDetails');

export function BonusDetailsPage() {
  const { t } = useTranslation('rewards');
  const time = useMerchantTime();
  const api = useApi();
  const { language } = useLanguage();
  const money = useMoney();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const [now] = useState(() => Date.now());
  const range = bonusRange(search, now, time.timeZone);
  const details = useQuery({
    ...rewardQueries(api).bonusDetails(
      { page: search.page, ...range, sourceKind: search.kind },
      language,
    ),
    placeholderData: keepPreviousData,
  });
  const onSearch = (next: BonusSearch) =>
    void navigate({
      search: {
        ...(next.page > 1 ? { page: next.page } : {}),
        ...(next.preset !== '30' ? { preset: next.preset } : {}),
        ...(next.from ? { from: next.from } : {}),
        ...(next.to ? { to: next.to } : {}),
        ...(next.kind ? { kind: next.kind } : {}),
      },
      resetScroll: false,
    });
  const data = details.isError ? undefined : details.data;
  return (
    <div className="flex flex-col gap-6" data-testid="bonus-details">
      <header>
        <h1 className="font-display text-2xl font-bold text-fg">{t('bonus.title')}</h1>
        <p className="mt-1 text-sm text-fg-secondary">{t('bonus.lead')}</p>
      </header>
      <Section title={t('bonus.list')} testId="bonus-list">
        <BonusFilters key={`${search.from}-${search.to}`} search={search} onSearch={onSearch} />
        {details.error && (
          <p role="alert" className="mt-3 text-sm text-danger" data-testid="bonus-error">
            {rewardsError(details.error, t)}
          </p>
        )}
        {data && (
          <>
            <dl className="mt-4 grid grid-cols-2 gap-px overflow-hidden rounded-lg border border-border bg-border">
              <div className="bg-bg-elevated p-3">
                <dt className="text-xs text-fg-muted">{t('bonus.total')}</dt>
                <dd className="mt-1 font-mono text-lg font-bold text-fg" data-testid="bonus-total">
                  <bdi dir="ltr">{money(data.total)}</bdi>
                </dd>
                <dd className="text-xs text-fg-muted">
                  {t('bonus.count', { count: data.totalElements })} ·{' '}
                  <bdi dir="ltr">
                    {data.from} – {data.to}
                  </bdi>
                </dd>
              </div>
              <div className="bg-bg-elevated p-3">
                <dt className="text-xs text-fg-muted">{t('bonus.remaining')}</dt>
                <dd
                  className="mt-1 font-mono text-lg font-bold text-fg"
                  data-testid="bonus-remaining"
                >
                  <bdi dir="ltr">{money(data.wagering.remaining)}</bdi>
                </dd>
              </div>
            </dl>
            {data.content.length === 0 ? (
              <p className="mt-4 text-sm text-fg-muted">{t('bonus.empty')}</p>
            ) : (
              <>
                {/* Phones: one card per reward; wider screens: the table. */}
                <ul className="mt-4 divide-y divide-border sm:hidden" data-testid="bonus-cards">
                  {data.content.map((g) => (
                    <GrantRow key={g.id} grant={g} />
                  ))}
                </ul>
                <div className="mt-4 hidden sm:block">
                  <table className="w-full text-sm" aria-busy={details.isPlaceholderData}>
                    <thead>
                      <tr className="border-b border-border text-xs text-fg-muted">
                        <th scope="col" className="py-2 text-start font-medium">
                          {t('bonus.col_date')}
                        </th>
                        <th scope="col" className="py-2 text-start font-medium">
                          {t('bonus.col_source')}
                        </th>
                        <th scope="col" className="py-2 text-end font-medium">
                          {t('bonus.col_amount')}
                        </th>
                        <th scope="col" className="py-2 text-end font-medium">
                          {t('bonus.col_wagering')}
                        </th>
                        <th scope="col" className="py-2 text-end font-medium">
                          {t('bonus.col_status')}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.content.map((g) => (
                        <tr
                          key={g.id}
                          className="border-b border-border/60"
                          data-testid="bonus-row"
                        >
                          <td className="py-2 whitespace-nowrap text-fg-secondary">
                            {g.creditedAt !== null && (
                              <bdi dir="ltr">{time.dateTime(g.creditedAt)}</bdi>
                            )}
                          </td>
                          <td className="py-2">
                            <span className="block text-fg" dir="auto">
                              {g.title ?? t(`kind.${g.sourceKind}`)}
                            </span>
                            <span className="text-xs text-fg-muted">
                              {t(`kind.${g.sourceKind}`)}
                            </span>
                          </td>
                          <td className="py-2 text-end font-mono">
                            <bdi dir="ltr">{money(g.amount)}</bdi>
                          </td>
                          <td className="py-2 text-end text-xs">
                            {g.wagering.required === '0.00' ? (
                              <span className="text-fg-muted">{t('wagering.not_required')}</span>
                            ) : g.wagering.met ? (
                              <span className="text-success">{t('wagering.met')}</span>
                            ) : (
                              <span className="text-fg">
                                {t('wagering.progress', {
                                  done: money(g.wagering.done),
                                  required: money(g.wagering.required),
                                })}
                              </span>
                            )}
                          </td>
                          <td className="py-2 text-end">
                            <StatusBadge status={g.status} />
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </>
            )}
            <Pager
              page={search.page}
              totalPages={data.totalPages}
              onChange={(page) => onSearch({ ...search, page })}
            />
          </>
        )}
        {details.isPending && <p className="mt-4 text-sm text-fg-muted">{t('loading')}</p>}
      </Section>
    </div>
  );
}
