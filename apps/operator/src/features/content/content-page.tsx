import { type components, unwrap } from '@platform/api-client';
import { systemQueries } from '@platform/api-client/queries/system';
import { useApi } from '@platform/api-client/react';
import { useTranslation } from '@platform/i18n/react';
import { type Columns, type tableCore, withFilters } from '@platform/tables';
import { Button, ConfirmDialog } from '@platform/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { type FormEvent, useMemo, useState } from 'react';
import { useFormat } from '../../components/use-format';
import { consoleError } from '../../lib/errors';
import { operatorQueries } from '../../lib/queries';
import { can, readStaffSession } from '../../lib/staff-session';
import { ANNOUNCEMENT_KINDS } from '../../lib/table-search';
import { AnnouncementEditor } from './announcement-editor';
import { HelpSection } from './help-section';
import { PagesSection } from './pages-section';
import { ServerTable } from '../../components/server-table';

type Row = components['schemas']['OperatorAnnouncement'];

const route = getRouteApi('/_console/content');
const helper = createColumnHelper<typeof tableCore, Row>();
const iso = (epoch: number | null) => (epoch === null ? null : new Date(epoch).toISOString());
const titleOf = (row: Row) => row.texts[0]?.title ?? row.key;

/** Banners, notices, the marquee, popups and promotions: each with its languages and schedule. */
export function ContentPage() {
  const { t } = useTranslation('operatorConsole');
  const f = useFormat();
  const api = useApi();
  const queryClient = useQueryClient();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const result = useQuery(operatorQueries(api).announcements(search));
  const site = useQuery(systemQueries(api).status()).data?.info;
  const mayEdit = can(readStaffSession(), 'content.manage');
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [unpublishing, setUnpublishing] = useState<Row | null>(null);
  const [error, setError] = useState<string | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['operator', 'announcements'] });
  const unpublish = useMutation({
    mutationFn: (row: Row) =>
      unwrap(
        api.POST('/operator/announcements/{key}/unpublish', {
          params: { path: { key: row.key } },
        }),
      ),
    onSuccess: () => {
      setUnpublishing(null);
      void refresh();
    },
    onError: (failure) => setError(consoleError(failure, t)),
  });

  const columns = useMemo<Columns<Row>>(
    () => [
      helper.display({
        id: 'title',
        header: () => t('col.title'),
        cell: (c) => <span dir="auto">{titleOf(c.row.original)}</span>,
      }),
      helper.accessor('type', {
        header: () => t('col.type'),
        cell: (c) => t(`content.kind_${c.getValue()}`),
      }),
      helper.accessor('state', {
        header: () => t('col.status'),
        cell: (c) => t(`content.state_${c.getValue()}`),
      }),
      helper.accessor('startDate', {
        header: () => t('content.start'),
        cell: (c) => f.dateTime(iso(c.getValue())),
      }),
      helper.accessor('endDate', {
        header: () => t('content.end'),
        cell: (c) => f.dateTime(iso(c.getValue())),
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
          return (
            <div className="flex gap-2">
              <Button
                size="sm"
                variant="secondary"
                onClick={() => setEditing(row)}
                aria-label={t('content.edit_for', { title })}
                data-testid={`edit-${row.key}`}
              >
                {t('content.edit')}
              </Button>
              {row.published && (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => {
                    setError(null);
                    setUnpublishing(row);
                  }}
                  aria-label={t('content.unpublish_for', { title })}
                  data-testid={`unpublish-${row.key}`}
                >
                  {t('content.unpublish')}
                </Button>
              )}
            </div>
          );
        },
      }),
    ],
    [t, f, mayEdit],
  );

  const onFilter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const type = String(new FormData(event.currentTarget).get('type') ?? '');
    void navigate({
      search: (prev) =>
        withFilters(prev, {
          type: (ANNOUNCEMENT_KINDS as readonly string[]).includes(type)
            ? (type as Row['type'])
            : undefined,
        }),
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-fg">{t('nav.content')}</h1>
        {mayEdit && (
          <Button onClick={() => setEditing('new')} data-testid="announcement-new">
            {t('content.new')}
          </Button>
        )}
      </div>
      <form className="flex flex-wrap items-end gap-3" onSubmit={onFilter} role="search">
        <label className="flex flex-col gap-1 text-sm text-fg-secondary">
          {t('col.type')}
          <select
            name="type"
            defaultValue={search.type ?? ''}
            className="rounded border border-border bg-surface px-2 py-2 text-fg"
          >
            <option value="">{t('content.any_type')}</option>
            {ANNOUNCEMENT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`content.kind_${kind}`)}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" variant="secondary">
          {t('actions.search')}
        </Button>
      </form>
      <ServerTable
        result={result}
        caption={t('nav.content')}
        columns={columns}
        rowId={(row) => row.key}
        testId="announcement-table"
        onPage={(page) => void navigate({ search: (prev) => ({ ...prev, page }) })}
        onPageSize={(pageSize) =>
          void navigate({ search: (prev) => withFilters(prev, { pageSize }) })
        }
      />
      <PagesSection languages={site?.supportLanguages ?? ['EN']} mayEdit={mayEdit} />
      <HelpSection languages={site?.supportLanguages ?? ['EN']} mayEdit={mayEdit} />
      {editing && (
        <AnnouncementEditor
          editing={editing === 'new' ? null : editing}
          languages={site?.supportLanguages ?? ['EN']}
          timeZone={site?.timeZone}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refresh();
          }}
        />
      )}
      <ConfirmDialog
        open={unpublishing !== null}
        title={unpublishing ? t('content.unpublish_title', { title: titleOf(unpublishing) }) : ''}
        message={
          <>
            {t('content.unpublish_message')}
            {error && (
              <span role="alert" className="mt-2 block text-danger">
                {error}
              </span>
            )}
          </>
        }
        confirmLabel={t('content.unpublish')}
        cancelLabel={t('actions.cancel')}
        onConfirm={async () => {
          if (unpublishing) await unpublish.mutateAsync(unpublishing).catch(() => undefined);
        }}
        onCancel={() => setUnpublishing(null)}
      />
    </div>
  );
}
