import { type PointTransactionType, pointQueries } from '@platform/api-client/queries/points';
import { useApi } from '@platform/api-client/react';
import { useTranslation } from '@platform/i18n/react';
import { useQuery } from '@tanstack/react-query';
import { QueryState, useMerchantTime } from '@platform/site';
import { FilterChips } from './filter-chips';
import { ListPager } from './list-pager';
import { KINDS } from './point-mall-search';
import { useFormats } from './use-formats';

/** Every change of the member's points with the balance after it, by type, paged. */
export function PointsDetails({
  symbol,
  page,
  kind,
  onChange,
}: {
  symbol: string;
  page: number;
  kind: PointTransactionType | undefined;
  onChange: (kind: PointTransactionType | undefined, page: number) => void;
}) {
  const { t } = useTranslation('pointMall');
  const time = useMerchantTime();
  const api = useApi();
  const format = useFormats(symbol);
  const list = useQuery(pointQueries(api).transactions(page, kind ?? null));
  return (
    <div data-testid="points-details">
      <FilterChips
        label={t('details.filter')}
        options={[undefined, ...KINDS]}
        value={kind}
        text={(k) => t(`details.type.${k}`)}
        onChange={(k) => onChange(k, 1)}
      />
      <QueryState
        isPending={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
      {list.data?.content.length === 0 && (
        <p className="py-8 text-center text-fg-muted">{t('details.empty')}</p>
      )}
      {list.data && list.data.content.length > 0 && (
        <ul className="divide-y divide-border rounded-lg border border-border bg-surface">
          {list.data.content.map((d) => (
            <li
              key={d.id}
              className="flex items-center justify-between gap-3 px-3 py-3 sm:px-4"
              data-testid="points-detail-row"
              data-type={d.type}
            >
              <div className="min-w-0">
                <p className="font-medium text-fg">{t(`details.type.${d.type}`)}</p>
                <p className="text-xs text-fg-muted">
                  <bdi dir="ltr">{time.dateTime(d.time)}</bdi>
                  {d.type === 'earn' && d.category && d.validBet && (
                    <>
                      {' · '}
                      {t('details.earn_line', {
                        category: t(`shell:category.${d.category}`, { defaultValue: d.category }),
                        amount: format.money(d.validBet),
                      })}
                    </>
                  )}
                  {d.reference && (
                    <>
                      {' · '}
                      <span dir="ltr">{d.reference}</span>
                    </>
                  )}
                  {d.remark && ` · ${d.remark}`}
                </p>
              </div>
              <div className="shrink-0 text-end">
                <p
                  className={`font-mono font-semibold ${d.points > 0 ? 'text-success' : 'text-danger'}`}
                >
                  <span dir="ltr" data-testid="points-detail-change">
                    {d.points > 0 ? '+' : ''}
                    {format.points(d.points)}
                  </span>
                </p>
                <p className="text-xs text-fg-muted">
                  {t('details.balance', { points: format.points(d.balance) })}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {list.data && (
        <ListPager
          page={page}
          totalPages={list.data.totalPages}
          onChange={(p) => onChange(kind, p)}
        />
      )}
    </div>
  );
}
