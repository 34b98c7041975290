import { type components, unwrap } from '@platform/api-client';
import { useApi } from '@platform/api-client/react';
import { useTranslation } from '@platform/i18n/react';
import { type Columns, DataTable, type tableCore, withFilters } from '@platform/tables';
import { Button, ConfirmDialog } from '@platform/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { type FormEvent, useMemo, useState } from 'react';
import { ServerTable } from '../../components/server-table';
import { useFormat } from '../../components/use-format';
import { consoleError } from '../../lib/errors';
import { operatorQueries } from '../../lib/queries';
import { can, readStaffSession } from '../../lib/staff-session';
import { OffersSection } from './offers-section';
import { RerunDialog } from './rerun-dialog';

type Row = components['schemas']['OperatorAgent'];
type Contract = components['schemas']['Contract'];
type Settlement = components['schemas']['Settlement'];
type Runs = components['schemas']['SettlementRuns'];

const route = getRouteApi('/_console/agents');
const agentHelper = createColumnHelper<typeof tableCore, Row>();
const contractHelper = createColumnHelper<typeof tableCore, Contract>();
const settlementHelper = createColumnHelper<typeof tableCore, Settlement>();
const runHelper = createColumnHelper<typeof tableCore, Runs['runs'][number]>();
const NONE: never[] = [];
const date = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * Agents: the tree from the top agents down (open an agent for its direct downlines and its
 * contracts, the breadcrumbs lead back up), a search by account, a contract's settlements, and
 * the settlement run (confirmed first, its result shown).
 */
export function AgentsPage() {
  const { t } = useTranslation('operatorConsole');
  const f = useFormat();
  const api = useApi();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const list = useQuery(operatorQueries(api).agents(search));
  const open = search.agent && !search.q ? search.agent : undefined;
  const agent = useQuery({
    ...operatorQueries(api).agent(open ?? ''),
    enabled: open !== undefined,
  });
  const mayRun = can(readStaffSession(), 'contracts.manage');

  const columns = useMemo<Columns<Row>>(
    () => [
      agentHelper.accessor('account', {
        header: () => t('col.account'),
        cell: (c) =>
          c.row.original.type === 'agent' ? (
            <Link
              from="/agents"
              search={{ agent: c.getValue() }}
              className="text-accent underline"
              dir="auto"
              data-testid={`agent-${c.getValue()}`}
            >
              {c.getValue()}
            </Link>
          ) : (
            <span dir="auto">{c.getValue()}</span>
          ),
      }),
      agentHelper.accessor('type', {
        header: () => t('col.type'),
        cell: (c) => t(`member_type.${c.getValue()}`),
      }),
      agentHelper.accessor('status', {
        header: () => t('col.status'),
        cell: (c) => t(`member_status.${c.getValue()}`),
      }),
      agentHelper.accessor('directDownlines', {
        header: () => t('agents.direct'),
        cell: (c) => f.count(c.getValue()),
      }),
      agentHelper.accessor('teamSize', {
        header: () => t('agents.team'),
        cell: (c) => f.count(c.getValue()),
      }),
      agentHelper.accessor('createdAt', {
        header: () => t('col.created'),
        cell: (c) => f.dateTime(c.getValue()),
      }),
    ],
    [t, f],
  );

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    void navigate({ search: () => (q ? { q } : {}) });
  };

  const detail = agent.data;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-fg">{t('nav.agents')}</h1>
        {mayRun && <RunSettlements />}
      </div>
      <form className="flex flex-wrap items-end gap-3" onSubmit={onSearch} role="search">
        <label className="flex flex-col gap-1 text-sm text-fg-secondary">
          {t('agents.search_label')}
          <input
            key={search.q ?? ''}
            name="q"
            type="search"
            defaultValue={search.q ?? ''}
            className="rounded border border-border bg-surface px-2 py-2 text-fg"
          />
        </label>
        <Button type="submit" variant="secondary">
          {t('actions.search')}
        </Button>
      </form>
      <nav aria-label={t('agents.path')}>
        <ol className="flex flex-wrap items-center gap-1 text-sm" data-testid="agent-path">
          <li>
            <Link from="/agents" search={{}} className="text-accent underline">
              {t('agents.top')}
            </Link>
          </li>
          {open &&
            [...(detail?.path ?? []), open].map((account) => (
              <li key={account} className="flex items-center gap-1">
                <span aria-hidden="true" className="text-fg-secondary">
                  /
                </span>
                {account === open ? (
                  <span aria-current="page" dir="auto" className="font-semibold text-fg">
                    {account}
                  </span>
                ) : (
                  <Link
                    from="/agents"
                    search={{ agent: account }}
                    className="text-accent underline"
                    dir="auto"
                  >
                    {account}
                  </Link>
                )}
              </li>
            ))}
        </ol>
      </nav>
      {open && agent.isError && (
        <p role="alert" className="text-danger">
          {consoleError(agent.error, t)}
        </p>
      )}
      <ServerTable
        result={list}
        caption={
          search.q
            ? t('agents.found', { q: search.q })
            : open
              ? t('agents.downlines_of', { account: open })
              : t('agents.top')
        }
        columns={columns}
        rowId={(row) => row.account}
        testId="agent-table"
        onPage={(page) => void navigate({ search: (prev) => ({ ...prev, page }) })}
        onPageSize={(pageSize) =>
          void navigate({ search: (prev) => withFilters(prev, { pageSize }) })
        }
      />
      {detail && (
        <section aria-labelledby="contracts-heading" className="flex flex-col gap-3">
          <h2 id="contracts-heading" className="text-xl font-bold text-fg">
            {t('agents.contracts_of', { account: detail.account })}
          </h2>
          <ContractTable
            contracts={detail.contracts}
            selected={search.contract}
            onSelect={(contract) =>
              void navigate({
                search: (prev) => ({ ...prev, contract, settlementsPage: undefined }),
              })
            }
          />
          {search.contract !== undefined &&
            detail.contracts.some((c) => c.id === search.contract) && (
              <Settlements
                contractId={search.contract}
                mayRerun={mayRun}
                page={search.settlementsPage}
                pageSize={search.settlementsSize}
                onPage={(settlementsPage) =>
                  void navigate({ search: (prev) => ({ ...prev, settlementsPage }) })
                }
                onPageSize={(settlementsSize) =>
                  void navigate({
                    search: (prev) => ({ ...prev, settlementsSize, settlementsPage: undefined }),
                  })
                }
              />
            )}
        </section>
      )}
      {open && agent.isPending && <p className="text-fg-secondary">{t('table.loading')}</p>}
      <OffersSection
        state={search.offers}
        page={search.offersPage}
        pageSize={search.offersSize}
        onState={(offers) =>
          void navigate({ search: (prev) => ({ ...prev, offers, offersPage: undefined }) })
        }
        onPage={(offersPage) => void navigate({ search: (prev) => ({ ...prev, offersPage }) })}
        onPageSize={(offersSize) =>
          void navigate({ search: (prev) => ({ ...prev, offersSize, offersPage: undefined }) })
        }
      />
    </div>
  );
}

function ContractTable({
  contracts,
  selected,
  onSelect,
}: {
  contracts: Contract[];
  selected: number | undefined;
  onSelect: (id: number) => void;
}) {
  const { t } = useTranslation('operatorConsole');
  const { t: tc } = useTranslation('contracts');
  const f = useFormat();
  const columns = useMemo<Columns<Contract>>(
    () => [
      contractHelper.accessor('id', { header: () => t('col.id') }),
      contractHelper.accessor('kind', {
        header: () => t('agents.kind'),
        cell: (c) => tc(`kinds.${c.getValue()}`),
      }),
      contractHelper.accessor('gameType', {
        header: () => t('agents.games'),
        cell: (c) => tc(`game_types.${c.getValue()}`),
      }),
      contractHelper.accessor('cycle', {
        header: () => t('agents.cycle'),
        cell: (c) => tc(`cycles.${c.getValue()}`),
      }),
      contractHelper.accessor('status', {
        header: () => t('col.status'),
        cell: (c) => tc(`statuses.${c.getValue()}`),
      }),
      contractHelper.accessor('payer', {
        header: () => t('agents.payer'),
        cell: (c) => <span dir="auto">{c.getValue()?.account ?? t('agents.house')}</span>,
      }),
      contractHelper.accessor('startsAt', {
        header: () => t('agents.starts'),
        cell: (c) => f.dateTime(date(c.getValue())),
      }),
      contractHelper.accessor('endsAt', {
        header: () => t('agents.ends'),
        cell: (c) => f.dateTime(date(c.getValue())),
      }),
      contractHelper.display({
        id: 'settlements',
        header: () => t('agents.settlements'),
        cell: (c) => (
          <Button
            size="sm"
            variant={selected === c.row.original.id ? 'primary' : 'secondary'}
            aria-pressed={selected === c.row.original.id}
            aria-label={t('agents.settlements_of', { id: c.row.original.id })}
            onClick={() => onSelect(c.row.original.id)}
            data-testid={`settlements-${c.row.original.id}`}
          >
            {t('agents.settlements')}
          </Button>
        ),
      }),
    ],
    [t, tc, f, selected, onSelect],
  );
  return (
    <DataTable
      caption={t('agents.contracts')}
      columns={columns}
      data={contracts}
      sortable={NONE}
      onSort={() => undefined}
      empty={t('agents.no_contracts')}
      sortLabel={t('table.sort_by')}
      rowId={(row) => String(row.id)}
      testId="contract-table"
    />
  );
}

function Settlements({
  contractId,
  mayRerun,
  page,
  pageSize,
  onPage,
  onPageSize,
}: {
  contractId: number;
  mayRerun: boolean;
  page: number | undefined;
  pageSize: number | undefined;
  onPage: (page: number | undefined) => void;
  onPageSize: (size: number | undefined) => void;
}) {
  const { t } = useTranslation('operatorConsole');
  const { t: tc } = useTranslation('contracts');
  const f = useFormat();
  const api = useApi();
  const result = useQuery(operatorQueries(api).settlements(contractId, page, pageSize));
  /** The period being re-run ('' for one typed in the dialog), or none. */
  const [rerun, setRerun] = useState<string | null>(null);
  const columns = useMemo<Columns<Settlement>>(
    () => [
      settlementHelper.accessor('period', {
        header: () => t('agents.period'),
        cell: (c) => <span dir="ltr">{c.getValue()}</span>,
      }),
      settlementHelper.accessor('validBet', {
        header: () => t('agents.valid_bet'),
        cell: (c) => f.amount(c.getValue()),
      }),
      settlementHelper.accessor('amount', {
        header: () => t('col.amount'),
        cell: (c) => f.amount(c.getValue()),
      }),
      settlementHelper.accessor('paid', {
        header: () => t('agents.paid'),
        cell: (c) => f.amount(c.getValue()),
      }),
      settlementHelper.accessor('status', {
        header: () => t('col.status'),
        cell: (c) => tc(`settlement_statuses.${c.getValue()}`),
      }),
      settlementHelper.accessor('reruns', {
        header: () => t('agents.reruns'),
        cell: (c) => f.count(c.getValue()),
      }),
      ...(mayRerun
        ? [
            settlementHelper.display({
              id: 'rerun',
              header: () => t('col.actions'),
              cell: (c) => (
                <Button
                  size="sm"
                  variant={c.row.original.status === 'short' ? 'primary' : 'secondary'}
                  aria-label={t('agents.rerun_period', { period: c.row.original.period })}
                  onClick={() => setRerun(c.row.original.period)}
                  data-testid={`rerun-${c.row.original.id}`}
                >
                  {t('agents.rerun')}
                </Button>
              ),
            }),
          ]
        : []),
    ],
    [t, tc, f, mayRerun],
  );
  return (
    <section aria-labelledby="settlements-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="settlements-heading" className="text-lg font-bold text-fg">
          {t('agents.settlements_of', { id: contractId })}
        </h3>
        {mayRerun && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setRerun('')}
            data-testid="rerun-period"
          >
            {t('agents.rerun_any')}
          </Button>
        )}
      </div>
      <ServerTable
        result={result}
        caption={t('agents.settlements_of', { id: contractId })}
        columns={columns}
        rowId={(row) => String(row.id)}
        testId="settlement-table"
        onPage={onPage}
        onPageSize={onPageSize}
      />
      {rerun !== null && (
        <RerunDialog contractId={contractId} period={rerun} onClose={() => setRerun(null)} />
      )}
    </section>
  );
}

/** The settlement run the CLI has: every due job now, after a confirmation; the result stays shown. */
function RunSettlements() {
  const { t } = useTranslation('operatorConsole');
  const f = useFormat();
  const api = useApi();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useMutation({
    mutationFn: () => unwrap(api.POST('/operator/settlements/run', { body: {} })),
    onSuccess: () => {
      setConfirming(false);
      setError(null);
      void queryClient.invalidateQueries({ queryKey: ['operator', 'settlements'] });
    },
    onError: (failure) => setError(consoleError(failure, t)),
  });
  const columns = useMemo<Columns<Runs['runs'][number]>>(
    () => [
      runHelper.accessor('job', {
        header: () => t('agents.job'),
        cell: (c) => <span dir="ltr">{c.getValue()}</span>,
      }),
      runHelper.accessor('period', {
        header: () => t('agents.period'),
        cell: (c) => <span dir="ltr">{c.getValue()}</span>,
      }),
      runHelper.accessor('status', {
        header: () => t('col.status'),
        cell: (c) => t(`agents.run_status.${c.getValue()}`),
      }),
      runHelper.accessor('contracts', {
        header: () => t('agents.contracts'),
        cell: (c) => f.count(c.getValue()),
      }),
      runHelper.accessor('amount', {
        header: () => t('agents.paid'),
        cell: (c) => f.amount(c.getValue()),
      }),
    ],
    [t, f],
  );
  return (
    <>
      <Button
        onClick={() => {
          setError(null);
          setConfirming(true);
        }}
        data-testid="run-settlements"
      >
        {t('agents.run')}
      </Button>
      {run.data && (
        <section aria-live="polite" className="flex w-full flex-col gap-2" data-testid="run-result">
          <p className="text-fg">
            {t('agents.run_done', {
              runs: f.count(run.data.runs.length),
              retried: f.count(run.data.retried),
            })}
          </p>
          {run.data.runs.length > 0 && (
            <DataTable
              caption={t('agents.run')}
              columns={columns}
              data={run.data.runs}
              sortable={NONE}
              onSort={() => undefined}
              empty={t('table.empty')}
              sortLabel={t('table.sort_by')}
              rowId={(row) => `${row.job}:${row.period}`}
              testId="run-table"
            />
          )}
        </section>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('agents.run_title')}
        message={
          error ? (
            <span role="alert" className="text-danger">
              {error}
            </span>
          ) : (
            t('agents.run_text')
          )
        }
        confirmLabel={t('agents.run')}
        cancelLabel={t('actions.cancel')}
        onConfirm={async () => {
          await run.mutateAsync().catch(() => undefined);
        }}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
