import { type components, unwrap } from '@platform/api-client';
import { useApi } from '@platform/api-client/react';
import { useTranslation } from '@platform/i18n/react';
import { type Columns, DataTable, type tableCore } from '@platform/tables';
import { Button, ConfirmDialog } from '@platform/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { consoleError } from '../../lib/errors';
import { operatorQueries } from '../../lib/queries';
import { HelpEditor } from './help-editor';

type Row = components['schemas']['OperatorHelpArticle'];

const helper = createColumnHelper<typeof tableCore, Row>();
const EMPTY: Row[] = [];
const titleOf = (row: Row) => row.texts[0]?.title ?? row.key;

/**
 * The help centre: each topic followed by its articles, with their EN title, the languages still
 * missing and whether they are on the site; edit, publish or unpublish (confirmed) and reorder.
 */
export function HelpSection({ languages, mayEdit }: { languages: string[]; mayEdit: boolean }) {
  const { t } = useTranslation('operatorConsole');
  const api = useApi();
  const queryClient = useQueryClient();
  const result = useQuery(operatorQueries(api).helpArticles());
  const rows = result.data?.content ?? EMPTY;
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [toggling, setToggling] = useState<Row | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['operator', 'helpArticles'] });

  const publish = useMutation({
    mutationFn: (row: Row) =>
      unwrap(
        api.POST('/operator/helpArticles/{key}/publish', {
          params: { path: { key: row.key } },
          body: { published: !row.published },
        }),
      ),
    onSuccess: () => {
      setToggling(null);
      void refresh();
    },
    onError: (failure) => setError(consoleError(failure, t)),
  });
  const { mutate: moveArticle, isPending: moving } = useMutation({
    mutationFn: ({ row, direction }: { row: Row; direction: 'up' | 'down' }) =>
      unwrap(
        api.POST('/operator/helpArticles/{key}/move', {
          params: { path: { key: row.key } },
          body: { direction },
        }),
      ),
    onSuccess: () => {
      setError(null);
      void refresh();
    },
    onError: (failure) => setError(consoleError(failure, t)),
  });

  const columns = useMemo<Columns<Row>>(() => {
    const siblings = (row: Row) => rows.filter((r) => r.parentKey === row.parentKey);
    const topicTitle = (row: Row) =>
      titleOf(rows.find((r) => r.key === (row.parentKey ?? row.key)) ?? row);
    return [
      helper.display({
        id: 'title',
        header: () => t('col.title'),
        cell: (c) => (
          <span dir="auto" className={c.row.original.parentKey === null ? 'font-semibold' : 'ps-4'}>
            {titleOf(c.row.original)}
          </span>
        ),
      }),
      helper.display({
        id: 'topic',
        header: () => t('content.help_topic'),
        cell: (c) => <span dir="auto">{topicTitle(c.row.original)}</span>,
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
          const title = titleOf(row);
          const around = siblings(row);
          const at = around.indexOf(row);
          return (
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                variant="secondary"
                onClick={() => setEditing(row)}
                aria-label={t('content.edit_for', { title })}
                data-testid={`edit-help-${row.key}`}
              >
                {t('content.edit')}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => {
                  setError(null);
                  setToggling(row);
                }}
                aria-label={t(row.published ? 'content.unpublish_for' : 'content.publish_for', {
                  title,
                })}
                data-testid={`toggle-help-${row.key}`}
              >
                {t(row.published ? 'content.unpublish' : 'content.publish')}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                disabled={at <= 0 || moving}
                onClick={() => moveArticle({ row, direction: 'up' })}
                aria-label={t('content.move_up_for', { title })}
                data-testid={`up-help-${row.key}`}
              >
                {t('content.move_up')}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                disabled={at === around.length - 1 || moving}
                onClick={() => moveArticle({ row, direction: 'down' })}
                aria-label={t('content.move_down_for', { title })}
                data-testid={`down-help-${row.key}`}
              >
                {t('content.move_down')}
              </Button>
            </div>
          );
        },
      }),
    ];
  }, [t, mayEdit, rows, moveArticle, moving]);

  return (
    <section className="flex flex-col gap-3" aria-labelledby="help-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="help-heading" className="text-xl font-bold text-fg">
          {t('content.help')}
        </h2>
        {mayEdit && rows.length > 0 && (
          <Button variant="secondary" onClick={() => setEditing('new')} data-testid="help-new">
            {t('content.help_new')}
          </Button>
        )}
      </div>
      {error && !toggling && (
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
          caption={t('content.help')}
          columns={columns}
          data={rows}
          sortable={[]}
          onSort={() => undefined}
          empty={result.isPending ? t('table.loading') : t('table.empty')}
          sortLabel={t('table.sort_by')}
          rowId={(row) => row.key}
          testId="help-table"
        />
      )}
      {editing && (
        <HelpEditor
          article={editing === 'new' ? null : editing}
          topics={rows.filter((r) => r.parentKey === null)}
          languages={languages}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refresh();
          }}
        />
      )}
      <ConfirmDialog
        open={toggling !== null}
        title={
          toggling
            ? t(toggling.published ? 'content.unpublish_title' : 'content.publish_title', {
                title: titleOf(toggling),
              })
            : ''
        }
        message={
          <>
            {t(toggling?.published ? 'content.unpublish_message' : 'content.publish_message')}
            {error && (
              <span role="alert" className="mt-2 block text-danger">
                {error}
              </span>
            )}
          </>
        }
        confirmLabel={t(toggling?.published ? 'content.unpublish' : 'content.publish')}
        cancelLabel={t('actions.cancel')}
        onConfirm={async () => {
          if (toggling) await publish.mutateAsync(toggling).catch(() => undefined);
        }}
        onCancel={() => setToggling(null)}
      />
    </section>
  );
}
