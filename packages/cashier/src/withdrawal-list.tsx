import type { components } from '@platform/api-client';
import { cashierQueries } from '@platform/api-client/queries/cashier';
import { useApi } from '@platform/api-client/react';
import { useTranslation } from '@platform/i18n/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryState, useMerchantTime } from '@platform/site';
import { Pager, Section, StateBadge, useMoney } from './cashier-ui';
import { ReceiptForm } from './receipt-form';

type Status = components['schemas']['WithdrawalStatus'];
const TONE: Record<Status, 'good' | 'bad' | 'wait' | 'calm'> = {
  pending: 'wait',
  approved: 'wait',
  disbursed: 'wait',
  rejected: 'bad',
  received: 'good',
  partly_received: 'bad',
  not_received: 'bad',
  disputed: 'bad',
};

/** The member's withdrawals with their states; a paid-out one asks whether the money arrived. */
export function WithdrawalList({ symbol }: { symbol: string }) {
  const { t } = useTranslation('cashier');
  const api = useApi();
  const money = useMoney(symbol);
  const time = useMerchantTime();
  const [page, setPage] = useState(1);
  const list = useQuery({
    ...cashierQueries(api).withdrawals(page),
    placeholderData: keepPreviousData,
    // An operator moves withdrawals along: look again while any is on its way.
    refetchInterval: (q) =>
      q.state.data?.content.some((w) => ['pending', 'approved'].includes(w.status)) ? 5000 : false,
  });
  return (
    <Section title={t('withdraw.history')} testId="withdrawal-list">
      <QueryState
        isPending={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
      {list.data && list.data.content.length === 0 && (
        <p className="text-sm text-fg-muted">{t('withdraw.empty')}</p>
      )}
      {list.data && list.data.content.length > 0 && (
        <ul className="divide-y divide-border">
          {list.data.content.map((w) => (
            <li key={w.id} className="py-3" data-testid="withdrawal-row" data-status={w.status}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-mono text-sm font-semibold text-fg" dir="ltr">
                    {money(w.amount)}
                  </p>
                  <p className="text-xs text-fg-muted">
                    {time.dateTime(w.createdAt)} · {w.bankCard.bankName}{' '}
                    <span dir="ltr">{w.bankCard.accountNumber}</span>
                  </p>
                </div>
                <StateBadge tone={TONE[w.status]}>{t(`withdraw.status.${w.status}`)}</StateBadge>
              </div>
              {w.rejectReason && (
                <p className="mt-1 text-xs text-fg-secondary">
                  {t('withdraw.reject_reason', { reason: w.rejectReason })}
                </p>
              )}
              {w.receipt?.automatic && (
                <p className="mt-1 text-xs text-fg-secondary">{t('receipt.automatic')}</p>
              )}
              {w.status === 'disputed' && (
                <p className="mt-1 text-xs text-fg-secondary">{t('receipt.dispute')}</p>
              )}
              {w.status === 'disbursed' && (
                <>
                  {w.confirmBy && (
                    <p className="mt-1 text-xs text-accent-2">
                      {t('withdraw.confirm_by', { date: time.dateTime(w.confirmBy) })}
                    </p>
                  )}
                  <ReceiptForm withdrawal={w} symbol={symbol} />
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {list.data && <Pager page={page} totalPages={list.data.totalPages} onChange={setPage} />}
    </Section>
  );
}
