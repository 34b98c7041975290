import { type components } from '@platform/api-client';
import { useApi } from '@platform/api-client/react';
import { useTranslation } from '@platform/i18n/react';
import { type Columns, type tableCore, withFilters } from '@platform/tables';
import { Button } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { type FormEvent, useMemo } from 'react';
import { useFormat } from '../../components/use-format';
import { operatorQueries } from '../../lib/queries';
import { ServerTable } from '../../components/server-table';

type Row = components['schemas']['AuditEntry'];

const route = getRouteApi('/_console/audit');
const helper = createColumnHelper<typeof tableCore, Row>();
const FILTERS = ['staff', 'target', 'action'] as const;

const shown = (value: unknown) =>
  value === null || value === undefined ? '—' : JSON.stringify(value);

/** The audit log: who did what, when, from where, the object before and after. */
export function AuditPage() {
  const { t } = useTranslation('operatorConsole');
  const f = useFormat();
  const api = useApi();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const result = useQuery(operatorQueries(api).audit(search));

  const columns = useMemo<Columns<Row>>(
    () => [
      helper.accessor('createdAt', {
        header: () => t('col.time'),
        cell: (c) => f.dateTime(c.getValue()),
      }),
      helper.accessor('actor', {
        header: () => t('col.actor'),
        cell: (c) => <span dir="auto">{c.getValue()}</span>,
      }),
      helper.accessor('ip', {
        header: () => t('col.ip'),
        cell: (c) => <span dir="ltr">{c.getValue() ?? '—'}</span>,
      }),
      helper.accessor('action', {
        header: () => t('col.action'),
        cell: (c) => <code dir="ltr">{c.getValue()}</code>,
      }),
      helper.accessor('target', {
        header: () => t('col.target'),
        cell: (c) => <code dir="ltr">{c.getValue()}</code>,
      }),
      helper.display({
        id: 'change',
        header: () => t('col.change'),
        cell: (c) => (
          <code dir="ltr" className="block max-w-xs break-all whitespace-normal text-xs">
            {shown(c.row.original.before)} → {shown(c.row.original.after)}
          </code>
        ),
      }),
    ],
    [t, f],
  );

  const onFilter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '').trim() || undefined;
    void navigate({
      search: (prev) =>
        withFilters(prev, {
          staff: value('staff'),
          target: value('target'),
          action: value('action'),
        }),
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-fg">{t('nav.audit')}</h1>
      <form className="flex flex-wrap items-end gap-3" onSubmit={onFilter} role="search">
        {FILTERS.map((name) => (
          <label key={name} className="flex flex-col gap-1 text-sm text-fg-secondary">
            {t(`audit.filter_${name}`)}
            <input
              name={name}
              dir="ltr"
              defaultValue={search[name] ?? ''}
              className="rounded border border-border bg-surface px-2 py-2 text-fg"
            />
          </label>
        ))}
        <Button type="submit" variant="secondary">
          {t('actions.search')}
        </Button>
      </form>
      <ServerTable
        result={result}
        caption={t('nav.audit')}
        columns={columns}
        rowId={(row) => String(row.id)}
        testId="audit-table"
        onPage={(page) => void navigate({ search: (prev) => ({ ...prev, page }) })}
        onPageSize={(pageSize) =>
          void navigate({ search: (prev) => withFilters(prev, { pageSize }) })
        }
      />
    </div>
  );
}
