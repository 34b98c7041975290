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
import { FEEDBACK_STATUSES } from '../../lib/table-search';
import { FeedbackDialog } from './feedback-dialog';
import { ServerTable } from '../../components/server-table';

type Row = components['schemas']['OperatorFeedback'];

const route = getRouteApi('/_console/feedback');
const helper = createColumnHelper<typeof tableCore, Row>();

/** Feedback: what members and visitors wrote, newest first; one opens to read and answer. */
export function FeedbackPage() {
  const { t } = useTranslation('operatorConsole');
  const f = useFormat();
  const api = useApi();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const result = useQuery(operatorQueries(api).feedbackList(search));
  const who = useMemo(
    () => (row: Row) => row.account ?? t('live_chat.visitor', { id: row.id }),
    [t],
  );

  const columns = useMemo<Columns<Row>>(
    () => [
      helper.accessor('account', {
        header: () => t('col.account'),
        cell: (c) => <span dir="auto">{who(c.row.original)}</span>,
      }),
      helper.accessor('questionType', {
        header: () => t('col.type'),
        cell: (c) => t(`feedback.type.${c.getValue()}`, { defaultValue: c.getValue() }),
      }),
      helper.accessor('content', {
        header: () => t('feedback.content'),
        cell: (c) => (
          <span className="line-clamp-2 max-w-xs break-words" dir="auto">
            {c.getValue()}
          </span>
        ),
      }),
      helper.accessor('imageCount', {
        header: () => t('feedback.images'),
        cell: (c) => f.count(c.getValue()),
      }),
      helper.accessor('createdAt', {
        header: () => t('col.created'),
        cell: (c) => f.dateTime(c.getValue()),
      }),
      helper.accessor('answeredAt', {
        header: () => t('col.status'),
        cell: (c) => t(c.getValue() ? 'feedback.status.answered' : 'feedback.status.open'),
      }),
      helper.display({
        id: 'actions',
        header: () => t('col.actions'),
        cell: (c) => {
          const row = c.row.original;
          return (
            <Button
              size="sm"
              variant={row.answeredAt ? 'secondary' : 'primary'}
              onClick={() => void navigate({ search: (prev) => ({ ...prev, item: row.id }) })}
              aria-label={t('feedback.view_for', { name: who(row) })}
              data-testid={`open-feedback-${row.id}`}
            >
              {t('feedback.view')}
            </Button>
          );
        },
      }),
    ],
    [t, f, navigate, who],
  );

  const onFilter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const status = String(new FormData(event.currentTarget).get('status') ?? '');
    void navigate({
      search: (prev) => withFilters(prev, { status: FEEDBACK_STATUSES.find((s) => s === status) }),
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-fg">{t('feedback.nav')}</h1>
      <form className="flex flex-wrap items-end gap-3" onSubmit={onFilter} role="search">
        <label className="flex flex-col gap-1 text-sm text-fg-secondary">
          {t('col.status')}
          <select
            name="status"
            defaultValue={search.status ?? ''}
            className="rounded border border-border bg-surface px-2 py-2 text-fg"
          >
            <option value="">{t('members.any_status')}</option>
            {FEEDBACK_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`feedback.status.${s}`)}
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
        caption={t('feedback.nav')}
        columns={columns}
        rowId={(row) => String(row.id)}
        testId="feedback-table"
        onPage={(page) => void navigate({ search: (prev) => ({ ...prev, page }) })}
        onPageSize={(pageSize) =>
          void navigate({ search: (prev) => withFilters(prev, { pageSize }) })
        }
      />
      {search.item !== undefined && (
        <FeedbackDialog
          id={search.item}
          onClose={() => void navigate({ search: (prev) => ({ ...prev, item: undefined }) })}
        />
      )}
    </div>
  );
}
