import { type components } from '@platform/api-client';
import { useApi } from '@platform/api-client/react';
import { useTranslation } from '@platform/i18n/react';
import { type Columns, DataTable, type tableCore } from '@platform/tables';
import { Button } from '@platform/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { consoleError } from '../../lib/errors';
import { operatorQueries } from '../../lib/queries';
import { PageEditor } from './page-editor';

type Row = components['schemas']['OperatorPage'];

const helper = createColumnHelper<typeof tableCore, Row>();
const EMPTY: Row[] = [];

/** The information pages (about, contact, terms ...), each with its languages. */
export function PagesSection({ languages, mayEdit }: { languages: string[]; mayEdit: boolean }) {
  const { t } = useTranslation('operatorConsole');
  const api = useApi();
  const queryClient = useQueryClient();
  const result = useQuery(operatorQueries(api).pages());
  const [editing, setEditing] = useState<Row | null>(null);

  const columns = useMemo<Columns<Row>>(
    () => [
      helper.display({
        id: 'title',
        header: () => t('col.title'),
        cell: (c) => <span dir="auto">{c.row.original.texts[0]?.title ?? c.row.original.key}</span>,
      }),
      helper.accessor('key', {
        header: () => t('col.target'),
        cell: (c) => <code dir="ltr">{c.getValue()}</code>,
      }),
      helper.accessor('published', {
        header: () => t('col.status'),
        cell: (c) => t(c.getValue() ? 'content.state_running' : 'content.state_unpublished'),
      }),
      helper.accessor('missingLanguages', {
        header: () => t('col.missing'),
        cell: (c) => <span dir="ltr">{c.getValue().join(', ') || '—'}</span>,
      }),
      helper.display({
        id: 'actions',
        header: () => t('col.actions'),
        cell: (c) => {
          const row = c.row.original;
          if (!mayEdit) return null;
          return (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setEditing(row)}
              aria-label={t('content.edit_for', { title: row.texts[0]?.title ?? row.key })}
              data-testid={`edit-page-${row.key}`}
            >
              {t('content.edit')}
            </Button>
          );
        },
      }),
    ],
    [t, mayEdit],
  );

  return (
    <section className="flex flex-col gap-3" aria-labelledby="pages-heading">
      <h2 id="pages-heading" className="text-xl font-bold text-fg">
        {t('content.pages')}
      </h2>
      {result.isError ? (
        <p role="alert" className="text-danger">
          {consoleError(result.error, t)}
        </p>
      ) : (
        <DataTable
          caption={t('content.pages')}
          columns={columns}
          data={result.data?.content ?? EMPTY}
          sortable={[]}
          onSort={() => undefined}
          empty={result.isPending ? t('table.loading') : t('table.empty')}
          sortLabel={t('table.sort_by')}
          rowId={(row) => row.key}
          testId="page-table"
        />
      )}
      {editing && (
        <PageEditor
          page={editing}
          languages={languages}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void queryClient.invalidateQueries({ queryKey: ['operator', 'pages'] });
          }}
        />
      )}
    </section>
  );
}
