import { recordsQueries } from '@platform/api-client/queries/records';
import { useApi } from '@platform/api-client/react';
import { useTranslation } from '@platform/i18n/react';
import { Modal } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { QueryState } from '@platform/site';
import { kindLabel } from './kind-label';
import { Fields } from './record-fields';
import { toneOf, useRecordsFormat } from './records-format';

/** One transaction: its legs on the member's wallets and what it belongs to. */
export function TransactionDetailDialog({
  id,
  timeZone,
  onClose,
}: {
  id: number;
  timeZone: string | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('records');
  const api = useApi();
  const tx = useQuery(recordsQueries(api).transaction(id));
  const f = useRecordsFormat(timeZone);
  const d = tx.data;
  const rows: [string, ReactNode, string?][] = [];
  if (d) {
    rows.push(
      [t('columns.kind'), kindLabel(t, d.kind, d.amount), 'detail-kind'],
      [t('columns.createdAt'), <span dir="ltr">{f.dateTime(d.createdAt)}</span>],
      [
        t('columns.amount'),
        <span className={toneOf(d.amount)} dir="ltr">
          {f.signed(d.amount)}
        </span>,
        'detail-amount',
      ],
      [t('detail.reference'), <span className="font-mono" dir="ltr">{`#${d.transactionId}`}</span>],
    );
    if (d.bet)
      rows.push([
        t('detail.round'),
        <Link
          to="/member/personalHistoryCopy"
          search={{ bet: d.bet.betId }}
          className="text-accent underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-accent"
          data-testid="detail-round-link"
        >
          <span dir="auto">{d.bet.gameName}</span> ·{' '}
          <span className="font-mono" dir="ltr">
            {d.bet.roundId}
          </span>
        </Link>,
      ]);
    if (d.counterparty)
      rows.push([t('detail.counterparty'), <span dir="auto">{d.counterparty}</span>]);
    if (d.depositId)
      rows.push([
        t('detail.deposit'),
        <span className="font-mono" dir="ltr">
          {d.depositId}
        </span>,
      ]);
    if (d.withdrawalId)
      rows.push([
        t('detail.withdrawal'),
        <span className="font-mono" dir="ltr">
          {d.withdrawalId}
        </span>,
      ]);
    if (d.source)
      rows.push([t('detail.source'), t(`source.${d.source}`, { defaultValue: d.source })]);
  }
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('detail.tx_title')}
      closeLabel={t('detail.close')}
      width={480}
    >
      <div className="flex flex-col gap-4" data-testid="transaction-detail">
        <QueryState isPending={tx.isPending} error={tx.error} onRetry={() => void tx.refetch()} />
        {d && (
          <>
            <Fields rows={rows} />
            <section>
              <h3 className="mb-1 text-sm font-semibold text-fg">{t('detail.entries')}</h3>
              <ul className="divide-y divide-border text-sm">
                {d.entries.map((e) => (
                  <li key={e.entryId} className="flex justify-between gap-3 py-1.5">
                    <span>{e.wallet ?? t('wallet.main')}</span>
                    <span className={`tabular-nums ${toneOf(e.amount)}`} dir="ltr">
                      {f.signed(e.amount)}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          </>
        )}
      </div>
    </Modal>
  );
}
