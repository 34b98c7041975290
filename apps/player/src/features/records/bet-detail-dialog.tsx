import { recordsQueries } from '@platform/api-client/queries/records';
import { useApi } from '@platform/api-client/react';
import { useTranslation } from '@platform/i18n/react';
import { Modal } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { QueryState } from '@platform/site';
import { kindLabel } from './kind-label';
import { Fields, VendorData } from './record-fields';
import { toneOf, useRecordsFormat } from './records-format';

/** One round: its figures, what was bet and drawn, and its money movements. */
export function BetDetailDialog({
  id,
  timeZone,
  onClose,
}: {
  id: number;
  timeZone: string | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('records');
  const { t: shell } = useTranslation('shell');
  const api = useApi();
  const bet = useQuery(recordsQueries(api).bet(id));
  const f = useRecordsFormat(timeZone);
  const b = bet.data;
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('detail.bet_title')}
      closeLabel={t('detail.close')}
      width={520}
    >
      <div className="flex flex-col gap-4" data-testid="bet-detail">
        <QueryState
          isPending={bet.isPending}
          error={bet.error}
          onRetry={() => void bet.refetch()}
        />
        {b && (
          <>
            <Fields
              rows={[
                [t('columns.game'), <span dir="auto">{b.gameName}</span>],
                [t('columns.category'), shell(`category.${b.category}`)],
                [t('columns.vendor'), b.vendorName],
                [
                  t('columns.roundId'),
                  <span className="font-mono" dir="ltr">
                    {b.roundId}
                  </span>,
                  'detail-round',
                ],
                [t('detail.placed'), <span dir="ltr">{f.dateTime(b.createdAt)}</span>],
                [t('detail.settled'), <span dir="ltr">{f.dateTime(b.settledAt)}</span>],
                [t('columns.status'), t(`status.${b.status}`)],
                [t('columns.stake'), f.money(b.stake), 'detail-stake'],
                [t('columns.validBet'), f.money(b.validBet)],
                [t('columns.payout'), f.money(b.payout)],
                [
                  t('columns.winLoss'),
                  <span className={toneOf(b.winLoss)} dir="ltr">
                    {f.signed(b.winLoss)}
                  </span>,
                  'detail-win-loss',
                ],
              ]}
            />
            <section>
              <h3 className="mb-1 text-sm font-semibold text-fg">{t('detail.bet')}</h3>
              <VendorData data={b.bet} />
            </section>
            <section>
              <h3 className="mb-1 text-sm font-semibold text-fg">{t('detail.outcome')}</h3>
              <VendorData data={b.outcome} />
            </section>
            <section>
              <h3 className="mb-1 text-sm font-semibold text-fg">{t('detail.movements')}</h3>
              <ul className="divide-y divide-border text-sm" data-testid="bet-movements">
                {b.transactions.map((m) => (
                  <li
                    key={m.transactionId}
                    className="flex items-center justify-between gap-3 py-1.5"
                  >
                    <Link
                      to="/member/transactionHistory"
                      search={{ tx: m.transactionId }}
                      className="text-accent underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-accent"
                    >
                      {kindLabel(t, m.kind, m.amount)}
                    </Link>
                    <span className="text-xs text-fg-muted" dir="ltr">
                      {f.dateTime(m.createdAt)}
                    </span>
                    <span className={`tabular-nums ${toneOf(m.amount)}`} dir="ltr">
                      {f.signed(m.amount)}
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
