// The columns of the bet records table and the card that stands for a row on a phone.
import type { components } from '@platform/api-client';
import { useTranslation } from '@platform/i18n/react';
import type { TFunction } from '@platform/i18n';
import type { Columns } from '@platform/tables';
import { toneOf, type useRecordsFormat } from './records-format';

type BetRow = components['schemas']['BetRow'];
type Format = ReturnType<typeof useRecordsFormat>;

/** Time, game (and its type), provider, round (opens the detail), stake, valid bet, win/loss, status. */
export function betColumns({
  t,
  shell,
  f,
  open,
}: {
  t: TFunction;
  shell: TFunction;
  f: Format;
  open: (row: BetRow) => void;
}): Columns<BetRow> {
  return [
    {
      id: 'createdAt',
      header: t('columns.createdAt'),
      cell: ({ row }) => <span dir="ltr">{f.dateTime(row.original.createdAt)}</span>,
    },
    {
      id: 'game',
      header: t('columns.game'),
      cell: ({ row }) => (
        <span className="flex flex-col">
          <span dir="auto">{row.original.gameName}</span>
          <span className="text-xs text-fg-muted">
            {shell(`category.${row.original.category}`)}
          </span>
        </span>
      ),
    },
    { id: 'vendor', header: t('columns.vendor'), cell: ({ row }) => row.original.vendorName },
    {
      id: 'roundId',
      header: t('columns.roundId'),
      // The round opens its detail over the page.
      cell: ({ row }) => (
        <button
          type="button"
          onClick={() => open(row.original)}
          aria-label={t('detail.open_round', { round: row.original.roundId })}
          // Round ids run to 32 characters: the start shows, the whole id is in its detail.
          title={row.original.roundId}
          className="inline-block max-w-32 truncate rounded align-middle font-mono text-xs text-accent underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-accent"
          dir="ltr"
          data-testid="open-bet"
        >
          {row.original.roundId}
        </button>
      ),
    },
    { id: 'stake', header: t('columns.stake'), cell: ({ row }) => f.money(row.original.stake) },
    {
      id: 'validBet',
      header: t('columns.validBet'),
      cell: ({ row }) => f.money(row.original.validBet),
    },
    {
      id: 'winLoss',
      header: t('columns.winLoss'),
      cell: ({ row }) => (
        <span className={toneOf(row.original.winLoss)} dir="ltr">
          {f.signed(row.original.winLoss)}
        </span>
      ),
    },
    {
      id: 'status',
      header: t('columns.status'),
      cell: ({ row }) => t(`status.${row.original.status}`),
    },
  ];
}

/** A round on a phone: game, time, provider and status; win/loss and stake. */
export function BetCard({ row: r, f }: { row: BetRow; f: Format }) {
  const { t } = useTranslation('records');
  return (
    <span className="flex items-start justify-between gap-3">
      <span className="flex min-w-0 flex-col">
        <span className="truncate font-medium text-fg" dir="auto">
          {r.gameName}
        </span>
        <span className="text-xs text-fg-muted" dir="ltr">
          {f.dateTime(r.createdAt)}
        </span>
        <span className="text-xs text-fg-muted">
          {r.vendorName} · {t(`status.${r.status}`)}
        </span>
      </span>
      <span className="flex shrink-0 flex-col items-end tabular-nums">
        <span className={toneOf(r.winLoss)} dir="ltr">
          {f.signed(r.winLoss)}
        </span>
        <span className="text-xs text-fg-muted">
          {t('columns.stake')} {f.money(r.stake)}
        </span>
      </span>
    </span>
  );
}
