// The columns of the transactions table and the card that stands for a row on a phone.
import type { components } from '@platform/api-client';
import type { TFunction } from '@platform/i18n';
import { useTranslation } from '@platform/i18n/react';
import type { Columns } from '@platform/tables';
import { Button } from '@platform/ui';
import { kindLabel } from './kind-label';
import { toneOf, type useRecordsFormat } from './records-format';

type TransactionRow = components['schemas']['TransactionRow'];
type Format = ReturnType<typeof useRecordsFormat>;

/** Time, type, wallet, amount, and a button that opens the transaction's detail. */
export function transactionColumns({
  t,
  f,
  open,
}: {
  t: TFunction;
  f: Format;
  open: (row: TransactionRow) => void;
}): Columns<TransactionRow> {
  const wallet = (code: string | null) => code ?? t('wallet.main');
  return [
    {
      id: 'createdAt',
      header: t('columns.createdAt'),
      cell: ({ row }) => <span dir="ltr">{f.dateTime(row.original.createdAt)}</span>,
    },
    {
      id: 'kind',
      header: t('columns.kind'),
      cell: ({ row }) => kindLabel(t, row.original.kind, row.original.amount),
    },
    { id: 'wallet', header: t('columns.wallet'), cell: ({ row }) => wallet(row.original.wallet) },
    {
      id: 'amount',
      header: t('columns.amount'),
      cell: ({ row }) => (
        <span className={toneOf(row.original.amount)} dir="ltr">
          {f.signed(row.original.amount)}
        </span>
      ),
    },
    {
      id: 'details',
      header: () => <span className="sr-only">{t('columns.details')}</span>,
      cell: ({ row }) => (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => open(row.original)}
          aria-label={t('detail.open_transaction', {
            kind: kindLabel(t, row.original.kind, row.original.amount),
            time: f.dateTime(row.original.createdAt),
          })}
          data-testid="open-transaction"
        >
          {t('detail.open')}
        </Button>
      ),
    },
  ];
}

/** A movement on a phone: its type, time and wallet; the amount. */
export function TransactionCard({ row: r, f }: { row: TransactionRow; f: Format }) {
  const { t } = useTranslation('records');
  const wallet = r.wallet ?? t('wallet.main');
  return (
    <span className="flex items-start justify-between gap-3">
      <span className="flex min-w-0 flex-col">
        <span className="font-medium text-fg">{kindLabel(t, r.kind, r.amount)}</span>
        <span className="text-xs text-fg-muted" dir="ltr">
          {f.dateTime(r.createdAt)}
        </span>
        <span className="text-xs text-fg-muted">{wallet}</span>
      </span>
      <span className={`shrink-0 tabular-nums ${toneOf(r.amount)}`} dir="ltr">
        {f.signed(r.amount)}
      </span>
    </span>
  );
}
