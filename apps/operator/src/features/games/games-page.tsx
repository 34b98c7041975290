import { type components, unwrap } from '@platform/api-client';
import { systemQueries } from '@platform/api-client/queries/system';
import { useApi } from '@platform/api-client/react';
import { formatZonedDateTime } from '@platform/i18n';
import { useTranslation } from '@platform/i18n/react';
import { type Columns, type tableCore, withFilters } from '@platform/tables';
import { Button } from '@platform/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { type FormEvent, useMemo, useState } from 'react';
import { ServerTable } from '../../components/server-table';
import { consoleError } from '../../lib/errors';
import { operatorQueries } from '../../lib/queries';
import { can, readStaffSession } from '../../lib/staff-session';
import { GAME_CATEGORIES, GAME_STATUSES } from '../../lib/table-search';
import { MaintenanceDialog } from './maintenance-dialog';
import { VendorsSection } from './vendors-section';

type Row = components['schemas']['OperatorGame'];
type Patch = components['schemas']['OperatorGamePatch'];

const route = getRouteApi('/_console/games');
const helper = createColumnHelper<typeof tableCore, Row>();
const field = 'rounded border border-border bg-surface px-2 py-2 text-fg';

/**
 * Games: the catalogue by vendor, category and status; enable or disable a game, put it on the
 * hot or new list, set its maintenance (a switch or a window in the merchant's zone) and its
 * order; below, the vendors with their own switches. The lobby shows a change within seconds.
 */
export function GamesPage() {
  const { t } = useTranslation('operatorConsole');
  const api = useApi();
  const queryClient = useQueryClient();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const result = useQuery(operatorQueries(api).games(search));
  const vendors = useQuery(operatorQueries(api).gameVendors()).data?.content;
  const timeZone = useQuery(systemQueries(api).status()).data?.info.timeZone;
  const mayEdit = can(readStaffSession(), 'games.manage');
  const [editing, setEditing] = useState<Row | null>(null);
  const [error, setError] = useState<string | null>(null);

  const { mutate, isPending } = useMutation({
    mutationFn: ({ id, body }: { id: number; body: Patch }) =>
      unwrap(api.PATCH('/operator/games/{id}', { params: { path: { id } }, body })),
    onSuccess: () => {
      setError(null);
      void queryClient.invalidateQueries({ queryKey: ['operator', 'games'] });
    },
    onError: (failure) => setError(consoleError(failure, t)),
  });

  const vendorCodes = useMemo(
    () => [...new Set((vendors ?? []).map((v) => v.code))].sort(),
    [vendors],
  );

  const columns = useMemo<Columns<Row>>(() => {
    const state = (row: Row) => {
      const parts = [t(row.enabled ? 'games.status_enabled' : 'games.status_disabled')];
      if (!row.vendorEnabled) parts.push(t('games.vendor_disabled'));
      if (row.inMaintenance) parts.push(t('games.status_maintenance'));
      return parts.join(' · ');
    };
    const toggle = (row: Row, list: 'isHot' | 'isNew') => (
      <Button
        size="sm"
        variant={row[list] ? 'primary' : 'secondary'}
        aria-pressed={row[list]}
        disabled={!mayEdit || isPending}
        onClick={() => mutate({ id: row.id, body: { [list]: !row[list] } })}
        aria-label={t(list === 'isHot' ? 'games.hot_for' : 'games.new_for', { name: row.name })}
        data-testid={`${list === 'isHot' ? 'hot' : 'new'}-${row.id}`}
      >
        {t(list === 'isHot' ? 'games.status_hot' : 'games.status_new')}
      </Button>
    );
    return [
      helper.accessor('name', {
        header: () => t('games.game'),
        cell: (c) => (
          <span className="flex flex-col">
            <span dir="auto">{c.getValue()}</span>
            <code dir="ltr" className="text-xs text-fg-secondary">
              {c.row.original.gameCode}
            </code>
          </span>
        ),
      }),
      helper.accessor('vendorName', {
        header: () => t('games.vendor'),
        cell: (c) => (
          <span className="flex flex-col">
            <span dir="auto">{c.getValue()}</span>
            <span className="text-xs text-fg-secondary">
              {t(`reports.category.${c.row.original.category}`, {
                defaultValue: c.row.original.category,
              })}
            </span>
          </span>
        ),
      }),
      helper.display({
        id: 'state',
        header: () => t('col.status'),
        cell: (c) => {
          const row = c.row.original;
          const from = row.maintenanceFrom;
          const until = row.maintenanceUntil;
          return (
            <span className="flex flex-col">
              <span>{state(row)}</span>
              {from !== null && until !== null && (
                <span className="text-xs text-fg-secondary">
                  {t('games.window', {
                    from: formatZonedDateTime(from, timeZone),
                    until: formatZonedDateTime(until, timeZone),
                  })}
                </span>
              )}
            </span>
          );
        },
      }),
      helper.display({
        id: 'lists',
        header: () => t('games.lists'),
        cell: (c) => (
          <div className="flex flex-wrap gap-2">
            {toggle(c.row.original, 'isHot')}
            {toggle(c.row.original, 'isNew')}
          </div>
        ),
      }),
      helper.accessor('sort', { header: () => t('games.order_short') }),
      helper.display({
        id: 'actions',
        header: () => t('col.actions'),
        cell: (c) => {
          const row = c.row.original;
          if (!mayEdit) return null;
          return (
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                variant="secondary"
                disabled={isPending}
                onClick={() => mutate({ id: row.id, body: { enabled: !row.enabled } })}
                aria-label={t(row.enabled ? 'games.disable_for' : 'games.enable_for', {
                  name: row.name,
                })}
                data-testid={`enable-${row.id}`}
              >
                {t(row.enabled ? 'games.disable' : 'games.enable')}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => setEditing(row)}
                aria-label={t('games.maintenance_for', { name: row.name })}
                data-testid={`maintenance-${row.id}`}
              >
                {t('games.maintenance')}
              </Button>
            </div>
          );
        },
      }),
    ];
  }, [t, mayEdit, mutate, isPending, timeZone]);

  const onFilter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const pick = <T extends string>(name: string, allowed: readonly T[]) => {
      const value = String(form.get(name) ?? '');
      return (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
    };
    void navigate({
      search: (prev) =>
        withFilters(prev, {
          q: String(form.get('q') ?? '').trim() || undefined,
          vendor: String(form.get('vendor') ?? '') || undefined,
          category: pick('category', GAME_CATEGORIES),
          status: pick('status', GAME_STATUSES),
        }),
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-fg">{t('games.nav')}</h1>
      <form className="flex flex-wrap items-end gap-3" onSubmit={onFilter} role="search">
        <label className="flex flex-col gap-1 text-sm text-fg-secondary">
          {t('games.search_label')}
          <input name="q" type="search" defaultValue={search.q ?? ''} className={field} />
        </label>
        <label className="flex flex-col gap-1 text-sm text-fg-secondary">
          {t('games.vendor')}
          <select
            name="vendor"
            key={vendorCodes.length}
            defaultValue={search.vendor ?? ''}
            className={field}
          >
            <option value="">{t('games.any')}</option>
            {vendorCodes.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm text-fg-secondary">
          {t('games.category')}
          <select name="category" defaultValue={search.category ?? ''} className={field}>
            <option value="">{t('games.any')}</option>
            {GAME_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`reports.category.${category}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm text-fg-secondary">
          {t('col.status')}
          <select name="status" defaultValue={search.status ?? ''} className={field}>
            <option value="">{t('games.any')}</option>
            {GAME_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`games.status_${status}`)}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" variant="secondary">
          {t('actions.search')}
        </Button>
      </form>
      {error && (
        <p role="alert" className="text-danger">
          {error}
        </p>
      )}
      <ServerTable
        result={result}
        caption={t('games.games')}
        columns={columns}
        rowId={(row) => String(row.id)}
        testId="game-table"
        dense
        onPage={(page) => void navigate({ search: (prev) => ({ ...prev, page }) })}
        onPageSize={(pageSize) =>
          void navigate({ search: (prev) => withFilters(prev, { pageSize }) })
        }
      />
      <VendorsSection mayEdit={mayEdit} />
      {editing && (
        <MaintenanceDialog
          game={editing}
          timeZone={timeZone}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void queryClient.invalidateQueries({ queryKey: ['operator', 'games'] });
          }}
        />
      )}
    </div>
  );
}
