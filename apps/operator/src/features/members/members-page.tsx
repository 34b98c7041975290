import { type components, unwrap } from '@platform/api-client';
import { useApi } from '@platform/api-client/react';
import { useTranslation } from '@platform/i18n/react';
import { type Columns, type tableCore, toggleSort, withFilters } from '@platform/tables';
import { Button } from '@platform/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { type FormEvent, useMemo, useState } from 'react';
import { ReasonDialog } from '../../components/reason-dialog';
import { useFormat } from '../../components/use-format';
import { consoleError } from '../../lib/errors';
import { operatorQueries } from '../../lib/queries';
import { can, readStaffSession } from '../../lib/staff-session';
import { MEMBER_SORTS, type MemberSearch } from '../../lib/table-search';
import { ServerTable } from '../../components/server-table';

type Row = components['schemas']['OperatorMember'];

const route = getRouteApi('/_console/members');
const helper = createColumnHelper<typeof tableCore, Row>();

/** Members: search by account, e-mail, mobile, sign-in IP or agent; open a member's page; lock and unlock with a reason (audited). */
export function MembersPage() {
  const { t } = useTranslation('operatorConsole');
  const f = useFormat();
  const api = useApi();
  const queryClient = useQueryClient();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const result = useQuery(operatorQueries(api).members(search));
  const mayLock = can(readStaffSession(), 'members.lock');
  const [target, setTarget] = useState<Row | null>(null);
  const [error, setError] = useState<string | null>(null);

  const lock = useMutation({
    mutationFn: ({ row, reason }: { row: Row; reason: string }) => {
      const options = { params: { path: { account: row.account } }, body: { reason } };
      return unwrap(
        row.status === 'locked'
          ? api.POST('/operator/members/{account}/unlock', options)
          : api.POST('/operator/members/{account}/lock', options),
      );
    },
    onSuccess: () => {
      setTarget(null);
      setError(null);
      void queryClient.invalidateQueries({ queryKey: ['operator', 'members'] });
    },
    onError: (failure) => setError(consoleError(failure, t)),
  });

  const columns = useMemo<Columns<Row>>(
    () => [
      helper.accessor('account', {
        header: () => t('col.account'),
        cell: (c) => (
          <Link
            to="/members/$account"
            params={{ account: c.getValue() }}
            className="text-accent underline"
            dir="auto"
            data-testid={`open-${c.getValue()}`}
          >
            {c.getValue()}
          </Link>
        ),
      }),
      helper.accessor('type', {
        header: () => t('col.type'),
        cell: (c) => t(`member_type.${c.getValue()}`),
      }),
      helper.accessor('status', {
        header: () => t('col.status'),
        cell: (c) => t(`member_status.${c.getValue()}`),
      }),
      helper.accessor('email', {
        header: () => t('col.email'),
        cell: (c) => <span dir="ltr">{c.getValue() ?? '—'}</span>,
      }),
      helper.accessor('mobile', {
        header: () => t('col.mobile'),
        cell: (c) => <span dir="ltr">{c.getValue() ?? '—'}</span>,
      }),
      helper.accessor('createdAt', {
        header: () => t('col.created'),
        cell: (c) => f.dateTime(c.getValue()),
      }),
      helper.accessor('lastLoginAt', {
        header: () => t('col.last_login'),
        cell: (c) => f.dateTime(c.getValue()),
      }),
      helper.display({
        id: 'actions',
        header: () => t('col.actions'),
        cell: (c) => {
          const row = c.row.original;
          if (!mayLock) return null;
          const kind = row.status === 'locked' ? 'unlock' : 'lock';
          return (
            <Button
              size="sm"
              variant={kind === 'lock' ? 'secondary' : 'primary'}
              onClick={() => {
                setError(null);
                setTarget(row);
              }}
              aria-label={t(`actions.${kind}_member`, { account: row.account })}
              data-testid={`${kind}-${row.account}`}
            >
              {t(`actions.${kind}`)}
            </Button>
          );
        },
      }),
    ],
    [t, f, mayLock],
  );

  const onFilter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const q = String(form.get('q') ?? '').trim();
    const ip = String(form.get('ip') ?? '').trim();
    const agent = String(form.get('agent') ?? '').trim();
    const status = String(form.get('status') ?? '');
    void navigate({
      search: (prev) =>
        withFilters(prev, {
          q: q || undefined,
          ip: ip || undefined,
          agent: agent || undefined,
          status: status === 'active' || status === 'locked' ? status : undefined,
        }),
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-fg">{t('nav.members')}</h1>
      <form className="flex flex-wrap items-end gap-3" onSubmit={onFilter} role="search">
        <label className="flex flex-col gap-1 text-sm text-fg-secondary">
          {t('members.search_label')}
          <input
            name="q"
            type="search"
            defaultValue={search.q ?? ''}
            className="rounded border border-border bg-surface px-2 py-2 text-fg"
          />
        </label>
        <label className="flex flex-col gap-1 text-sm text-fg-secondary">
          {t('members.ip_label')}
          <input
            name="ip"
            dir="ltr"
            defaultValue={search.ip ?? ''}
            className="rounded border border-border bg-surface px-2 py-2 text-fg"
          />
        </label>
        <label className="flex flex-col gap-1 text-sm text-fg-secondary">
          {t('members.agent_label')}
          <input
            name="agent"
            defaultValue={search.agent ?? ''}
            className="rounded border border-border bg-surface px-2 py-2 text-fg"
          />
        </label>
        <label className="flex flex-col gap-1 text-sm text-fg-secondary">
          {t('col.status')}
          <select
            name="status"
            defaultValue={search.status ?? ''}
            className="rounded border border-border bg-surface px-2 py-2 text-fg"
          >
            <option value="">{t('members.any_status')}</option>
            <option value="active">{t('member_status.active')}</option>
            <option value="locked">{t('member_status.locked')}</option>
          </select>
        </label>
        <Button type="submit" variant="secondary">
          {t('actions.search')}
        </Button>
      </form>
      <ServerTable
        result={result}
        caption={t('nav.members')}
        columns={columns}
        sortable={MEMBER_SORTS}
        sort={search.sort}
        order={search.order}
        onSort={(column) =>
          void navigate({
            search: (prev) => toggleSort(prev, column as MemberSearch['sort'] & string),
          })
        }
        rowId={(row) => row.account}
        testId="member-table"
        onPage={(page) => void navigate({ search: (prev) => ({ ...prev, page }) })}
        onPageSize={(pageSize) =>
          void navigate({ search: (prev) => withFilters(prev, { pageSize }) })
        }
      />
      {target && (
        <ReasonDialog
          title={t(target.status === 'locked' ? 'members.unlock_title' : 'members.lock_title', {
            account: target.account,
          })}
          confirmLabel={t(target.status === 'locked' ? 'actions.unlock' : 'actions.lock')}
          busy={lock.isPending}
          error={error}
          onClose={() => setTarget(null)}
          onConfirm={(reason) => lock.mutate({ row: target, reason })}
        />
      )}
    </div>
  );
}
