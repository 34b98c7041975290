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
import { LIVE_CHAT_STATUSES } from '../../lib/table-search';
import { ConversationDialog } from './conversation-dialog';
import { ServerTable } from '../../components/server-table';

type Row = components['schemas']['OperatorLiveChat'];

const route = getRouteApi('/_console/live-chat');
const helper = createColumnHelper<typeof tableCore, Row>();

/**
 * The live chat's staff side: the conversations members and visitors started, newest message
 * first, read again every few seconds; one opens in a dialog to take, answer and close it.
 */
export function LiveChatPage() {
  const { t } = useTranslation('operatorConsole');
  const f = useFormat();
  const api = useApi();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const result = useQuery(operatorQueries(api).liveChats(search));
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
      helper.accessor('status', {
        header: () => t('col.status'),
        cell: (c) => t(`live_chat.status.${c.getValue()}`),
      }),
      helper.accessor('assignedTo', {
        header: () => t('live_chat.col_taken_by'),
        cell: (c) => <span dir="auto">{c.getValue() ?? '—'}</span>,
      }),
      helper.accessor('lastVisitorMessageAt', {
        header: () => t('live_chat.col_last_message'),
        cell: (c) => f.dateTime(c.getValue()),
      }),
      helper.display({
        id: 'actions',
        header: () => t('col.actions'),
        cell: (c) => {
          const row = c.row.original;
          return (
            <Button
              size="sm"
              variant={row.status === 'waiting' ? 'primary' : 'secondary'}
              onClick={() => void navigate({ search: (prev) => ({ ...prev, chat: row.id }) })}
              aria-label={t('live_chat.open_for', { name: who(row) })}
              data-testid={`open-chat-${row.id}`}
            >
              {t('live_chat.open')}
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
      search: (prev) =>
        withFilters(prev, {
          status: LIVE_CHAT_STATUSES.find((s) => s === status),
        }),
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-fg">{t('live_chat.nav')}</h1>
      <form className="flex flex-wrap items-end gap-3" onSubmit={onFilter} role="search">
        <label className="flex flex-col gap-1 text-sm text-fg-secondary">
          {t('col.status')}
          <select
            name="status"
            defaultValue={search.status ?? ''}
            className="rounded border border-border bg-surface px-2 py-2 text-fg"
          >
            <option value="">{t('members.any_status')}</option>
            {LIVE_CHAT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`live_chat.status.${s}`)}
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
        caption={t('live_chat.nav')}
        columns={columns}
        rowId={(row) => String(row.id)}
        testId="live-chat-table"
        onPage={(page) => void navigate({ search: (prev) => ({ ...prev, page }) })}
        onPageSize={(pageSize) =>
          void navigate({ search: (prev) => withFilters(prev, { pageSize }) })
        }
      />
      {search.chat !== undefined && (
        <ConversationDialog
          id={search.chat}
          onClose={() => void navigate({ search: (prev) => ({ ...prev, chat: undefined }) })}
        />
      )}
    </div>
  );
}
