import { type components, unwrap } from '@platform/api-client';
import { useApi } from '@platform/api-client/react';
import { useTranslation } from '@platform/i18n/react';
import { type Columns, DataTable, type tableCore } from '@platform/tables';
import { Button } from '@platform/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { consoleError } from '../../lib/errors';
import { operatorQueries } from '../../lib/queries';

type Row = components['schemas']['OperatorGameVendor'];
type Patch = components['schemas']['OperatorGameVendorPatch'];

const helper = createColumnHelper<typeof tableCore, Row>();
const EMPTY: Row[] = [];

/** The vendors per category: enable or disable one, switch its maintenance on or off. */
export function VendorsSection({ mayEdit }: { mayEdit: boolean }) {
  const { t } = useTranslation('operatorConsole');
  const api = useApi();
  const queryClient = useQueryClient();
  const result = useQuery(operatorQueries(api).gameVendors());
  const [error, setError] = useState<string | null>(null);

  const { mutate, isPending } = useMutation({
    mutationFn: ({ id, body }: { id: number; body: Patch }) =>
      unwrap(api.PATCH('/operator/gameVendors/{id}', { params: { path: { id } }, body })),
    onSuccess: () => {
      setError(null);
      void queryClient.invalidateQueries({ queryKey: ['operator', 'games'] });
    },
    onError: (failure) => setError(consoleError(failure, t)),
  });

  const columns = useMemo<Columns<Row>>(
    () => [
      helper.accessor('displayName', {
        header: () => t('games.vendor'),
        cell: (c) => (
          <span dir="auto">
            {c.getValue()} <code dir="ltr">{c.row.original.code}</code>
          </span>
        ),
      }),
      helper.accessor('category', {
        header: () => t('games.category'),
        cell: (c) => t(`reports.category.${c.getValue()}`, { defaultValue: c.getValue() }),
      }),
      helper.accessor('games', { header: () => t('games.games') }),
      helper.display({
        id: 'state',
        header: () => t('col.status'),
        cell: (c) => {
          const row = c.row.original;
          const parts = [t(row.enabled ? 'games.status_enabled' : 'games.status_disabled')];
          if (row.maintenance) parts.push(t('games.status_maintenance'));
          return parts.join(' · ');
        },
      }),
      helper.display({
        id: 'actions',
        header: () => t('col.actions'),
        cell: (c) => {
          const row = c.row.original;
          if (!mayEdit) return null;
          const category = t(`reports.category.${row.category}`, { defaultValue: row.category });
          const name = `${row.displayName} (${category})`;
          return (
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                variant="secondary"
                disabled={isPending}
                onClick={() => mutate({ id: row.id, body: { enabled: !row.enabled } })}
                aria-label={t(row.enabled ? 'games.disable_for' : 'games.enable_for', { name })}
                data-testid={`vendor-enable-${row.id}`}
              >
                {t(row.enabled ? 'games.disable' : 'games.enable')}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                disabled={isPending}
                aria-pressed={row.maintenance}
                onClick={() => mutate({ id: row.id, body: { maintenance: !row.maintenance } })}
                aria-label={t('games.maintenance_for', { name })}
                data-testid={`vendor-maintenance-${row.id}`}
              >
                {t('games.maintenance')}
              </Button>
            </div>
          );
        },
      }),
    ],
    [t, mayEdit, mutate, isPending],
  );

  return (
    <section className="flex flex-col gap-3" aria-labelledby="vendors-heading">
      <h2 id="vendors-heading" className="text-xl font-bold text-fg">
        {t('games.vendors')}
      </h2>
      {error && (
        <p role="alert" className="text-danger">
          {error}
        </p>
      )}
      {result.isError ? (
        <p role="alert" className="text-danger">
          {consoleError(result.error, t)}
        </p>
      ) : (
        <DataTable
          caption={t('games.vendors')}
          columns={columns}
          data={result.data?.content ?? EMPTY}
          sortable={[]}
          onSort={() => undefined}
          empty={result.isPending ? t('table.loading') : t('table.empty')}
          sortLabel={t('table.sort_by')}
          numeric={['games']}
          rowId={(row) => String(row.id)}
          testId="vendor-table"
          dense
        />
      )}
    </section>
  );
}
