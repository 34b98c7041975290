import type { components } from '@platform/api-client';
import { cashierQueries } from '@platform/api-client/queries/cashier';
import { useApi } from '@platform/api-client/react';
import { useTranslation } from '@platform/i18n/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryState, useMerchantTime } from '@platform/site';
import { Pager, Section, StateBadge, useMoney } from './cashier-ui';

type Status = components['schemas']['DepositStatus'];
const TONE: Record<Status, 'good' | 'bad' | 'wait' | 'calm'> = {
  pending: 'wait',
  credited: 'good',
  failed: 'bad',
  cancelled: 'calm',
  expired: 'calm',
};

/** The member's deposits, newest first, a page at a time. */
export function DepositHistory({ symbol }: { symbol: string }) {
  const { t } = useTranslation('cashier');
  const api = useApi();
  const money = useMoney(symbol);
  const time = useMerchantTime();
  const [page, setPage] = useState(1);
  const list = useQuery({
    ...cashierQueries(api).deposits(page),
    placeholderData: keepPreviousData,
  });
  return (
    <Section title={t('deposit.history')} testId="deposit-history">
      <QueryState
        isPending={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
      {list.data && list.data.content.length === 0 && (
        <p className="text-sm text-fg-muted">{t('deposit.empty')}</p>
      )}
      {list.data && list.data.content.length > 0 && (
        <ul className="divide-y divide-border">
          {list.data.content.map((d) => (
            <li
              key={d.id}
              className="flex flex-wrap items-center justify-between gap-2 py-3"
              data-testid="deposit-row"
            >
              <div className="min-w-0">
                <p className="font-mono text-sm font-semibold text-fg" dir="ltr">
                  {money(d.amount)}
                </p>
                <p className="text-xs text-fg-muted">
                  {time.dateTime(d.createdAt)} · {t(`deposit.${d.channelType}`)} ·{' '}
                  <span dir="ltr">{d.id}</span>
                </p>
              </div>
              <StateBadge tone={TONE[d.status]}>{t(`deposit.status.${d.status}`)}</StateBadge>
            </li>
          ))}
        </ul>
      )}
      {list.data && <Pager page={page} totalPages={list.data.totalPages} onChange={setPage} />}
    </Section>
  );
}
