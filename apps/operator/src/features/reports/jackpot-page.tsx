import type { components } from '@platform/api-client';
import { systemQueries } from '@platform/api-client/queries/system';
import { useApi } from '@platform/api-client/react';
import { useTranslation } from '@platform/i18n/react';
import { type Columns, type tableCore, withFilters } from '@platform/tables';
import { Button } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { ServerTable } from '../../components/server-table';
import { useFormat } from '../../components/use-format';
import { operatorQueries } from '../../lib/queries';
import { can, readStaffSession } from '../../lib/staff-session';

type Line = components['schemas']['JackpotLine'];

const route = getRouteApi('/_console/jackpot');
const helper = createColumnHelper<typeof tableCore, Line>();
const NUMERIC = ['amount'];
/** `jackpot:sweep:<first bet>-<last bet>`: the bets one stretch of a sweep took. */
const SWEEP = /^jackpot:sweep:(\d+)-(\d+)$/;

/**
 * The jackpot statement: the pool now, what flowed in and what was paid in a period of the
 * merchant's days, and every ledger movement of the pool in that period, newest first (each
 * contribution with the bets its sweep took, each win with its bet and member), paged by the
 * server.
 */
export function JackpotPage() {
  const { t } = useTranslation('operatorConsole');
  const f = useFormat();
  const api = useApi();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const result = useQuery(operatorQueries(api).jackpot(search));
  const timeZone = useQuery(systemQueries(api).status()).data?.info.timeZone;
  const [reversed, setReversed] = useState(false);
  const hintId = useId();
  const mayOpenMembers = can(readStaffSession(), 'members.read');
  const statement = result.data;

  const columns = useMemo<Columns<Line>>(
    () => [
      helper.accessor('createdAt', {
        header: () => t('col.created'),
        cell: (c) => f.dateTime(c.getValue()),
      }),
      helper.accessor('kind', {
        header: () => t('col.type'),
        cell: (c) => t(`jackpot.kind.${c.getValue()}`),
      }),
      helper.accessor('amount', {
        header: () => t('col.amount'),
        cell: (c) => <span dir="ltr">{f.amount(c.getValue())}</span>,
      }),
      helper.display({
        id: 'detail',
        header: () => t('jackpot.detail'),
        cell: ({ row: { original: line } }) => {
          if (line.kind === 'payout') {
            const member = line.member;
            return (
              <span className="flex flex-wrap items-center gap-1">
                {member && mayOpenMembers ? (
                  <Link
                    to="/members/$account"
                    params={{ account: member }}
                    className="text-accent underline"
                    dir="auto"
                  >
                    {member}
                  </Link>
                ) : (
                  <span dir="auto">{member ?? '—'}</span>
                )}
                {line.betId !== null && (
                  <span className="text-fg-muted">{t('jackpot.bet', { id: line.betId })}</span>
                )}
              </span>
            );
          }
          const sweep = SWEEP.exec(line.reference ?? '');
          return sweep ? (
            <span className="text-fg-secondary">
              {t('jackpot.sweep', { from: sweep[1], to: sweep[2] })}
            </span>
          ) : (
            <span dir="ltr">{line.reference ?? '—'}</span>
          );
        },
      }),
      helper.accessor('transactionId', {
        header: () => t('jackpot.transaction'),
        cell: (c) => <span dir="ltr">{c.getValue()}</span>,
      }),
    ],
    [t, f, mayOpenMembers],
  );

  const onApply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const from = String(form.get('from') ?? '');
    const to = String(form.get('to') ?? '');
    if (from && to && from > to) {
      setReversed(true);
      return;
    }
    setReversed(false);
    void navigate({ search: { from: from || undefined, to: to || undefined } });
  };

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-fg">{t('jackpot.title')}</h1>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3" data-testid="jackpot-figures">
        {(
          [
            ['jackpot.balance', statement?.balance],
            ['jackpot.contributed', statement?.contributed],
            ['jackpot.paid', statement?.paid],
          ] as const
        ).map(([label, amount]) => (
          <div key={label} className="rounded border border-border bg-surface p-3">
            <dt className="text-sm text-fg-secondary">{t(label)}</dt>
            <dd className="text-xl font-bold text-fg" dir="ltr">
              {amount === undefined ? '—' : f.amount(amount)}
            </dd>
          </div>
        ))}
      </dl>
      <form className="flex flex-wrap items-end gap-3" onSubmit={onApply} noValidate>
        <label className="flex flex-col gap-1 text-sm text-fg-secondary">
          {t('reports.from')}
          <input
            type="date"
            name="from"
            defaultValue={search.from ?? ''}
            key={`from-${search.from ?? ''}`}
            aria-describedby={reversed ? hintId : undefined}
            className="rounded border border-border bg-surface px-2 py-2 text-fg"
          />
        </label>
        <label className="flex flex-col gap-1 text-sm text-fg-secondary">
          {t('reports.to')}
          <input
            type="date"
            name="to"
            defaultValue={search.to ?? ''}
            key={`to-${search.to ?? ''}`}
            aria-describedby={reversed ? hintId : undefined}
            className="rounded border border-border bg-surface px-2 py-2 text-fg"
          />
        </label>
        <Button type="submit" variant="secondary">
          {t('reports.apply')}
        </Button>
      </form>
      {reversed && (
        <p id={hintId} role="alert" className="text-sm text-danger">
          {t('reports.period_invalid')}
        </p>
      )}
      {timeZone && <p className="text-sm text-fg-muted">{t('jackpot.scope', { timeZone })}</p>}
      <ServerTable
        result={result}
        caption={t('jackpot.statement')}
        columns={columns}
        numeric={NUMERIC}
        rowId={(row) => String(row.transactionId)}
        testId="jackpot-table"
        onPage={(page) => void navigate({ search: (prev) => ({ ...prev, page }) })}
        onPageSize={(pageSize) =>
          void navigate({ search: (prev) => withFilters(prev, { pageSize }) })
        }
      />
    </div>
  );
}
