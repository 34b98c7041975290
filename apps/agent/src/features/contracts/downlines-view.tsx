import type { components } from '@platform/api-client/schema';
import {
  type Contract,
  type ContractKind,
  contractQueries,
  type ContractTerms,
} from '@platform/api-client/queries/contracts';
import { useApi } from '@platform/api-client/react';
import { contractErrorMessage } from '@platform/contracts';
import { fractionToPercent } from '@platform/contracts/terms';
import { formatMoney, formatNumber } from '@platform/i18n';
import { useLanguage, useTranslation } from '@platform/i18n/react';
import { type Columns, DataTable, type tableCore, toggleSort, withFilters } from '@platform/tables';
import { Button, ConfirmDialog, Modal } from '@platform/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { type FormEvent, useMemo, useState } from 'react';
import { Pager } from '../../components/pager';
import { useFormat } from '../../components/use-format';
import {
  CONTRACT_GAME_TYPES,
  CONTRACT_SPECS,
  CONTRACT_STATUSES,
  type ContractSearch,
} from '../../lib/table-search';
import { downlinesOf } from './contract-queries';
import { ContractHistory } from './contract-history';
import { useContractActions } from './contracts.mutations';
import { OfferDialog } from './offer-dialog';
import { StatusBadge } from './status-badge';
import { useKeepFocus } from '../../components/use-keep-focus';
import { WayBack } from '../../components/console-error';

type MyContracts = components['schemas']['MyContracts'];
type Action = 'edit' | 'withdraw' | 'terminate' | 'history';
const helper = createColumnHelper<typeof tableCore, Contract>();
const EMPTY: Contract[] = [];
const field = 'rounded-md border border-border bg-surface px-2 py-1.5 text-sm text-fg';

/** The highest tier's pay, as a short text for the table: "Up to 1.5 % of valid bets". */
function useTermsSummary() {
  const { t } = useTranslation('contracts');
  const { language } = useLanguage();
  return (terms: ContractTerms) => {
    const top = terms.tiers[terms.tiers.length - 1]!;
    const rate = (v: string) => formatNumber(v, language, 4);
    let pays: string;
    switch (terms.kind) {
      case 'dividend': {
        const tier = top as { contractRate: string };
        pays = t('terms.contract_rate', { rate: rate(fractionToPercent(tier.contractRate)) });
        break;
      }
      case 'realtime': {
        const tier = top as { lossRate: string };
        pays = t('terms.rate_percent', { rate: rate(tier.lossRate) });
        break;
      }
      default: {
        const tier = top as { rateType: 'P' | 'F'; rate: string };
        pays =
          tier.rateType === 'F'
            ? t('terms.rate_fixed', { amount: formatMoney(tier.rate, language) })
            : t('terms.rate_percent', { rate: rate(tier.rate) });
      }
    }
    return `${t('terms.up_to', { pays })} · ${t('terms.tiers_count', { count: terms.tiers.length })}`;
  };
}

/** The contracts I pay: server-driven table with filters, and the offer, edit, withdraw and terminate actions. */
export function DownlinesView({
  kind,
  search,
  mine,
  onAnnounce,
}: {
  kind: ContractKind;
  search: ContractSearch;
  mine: MyContracts | undefined;
  onAnnounce: (text: string) => void;
}) {
  const { t } = useTranslation('contracts');
  const { t: c } = useTranslation('agentConsole');
  const api = useApi();
  const f = useFormat();
  const navigate = useNavigate();
  const summary = useTermsSummary();
  const go = (update: (prev: ContractSearch) => ContractSearch) =>
    void navigate({ to: '.', search: (prev: ContractSearch) => update(prev) });
  const query = downlinesOf(kind, search);
  const result = useQuery({
    ...contractQueries(api).downlines(query),
    placeholderData: keepPreviousData,
  });
  const actions = useContractActions();
  const [action, setAction] = useState<{ kind: Action; row: Contract } | null>(null);
  const [offering, setOffering] = useState(false);
  const close = () => setAction(null);
  // My own terms in force, by game type: the most I may offer there.
  const own = useMemo(() => {
    const map = new Map<string, ContractTerms>();
    for (const contract of mine?.contracts ?? [])
      if (contract.status === 'V') map.set(contract.gameType, contract.terms);
    return map;
  }, [mine]);
  const date = (ms: number | null) => (ms ? f.dateTime(new Date(ms).toISOString()) : '—');

  const columns = useMemo<Columns<Contract>>(
    () => [
      helper.accessor((r) => r.payee.account, {
        id: 'account',
        header: () => t('col.account'),
        cell: (x) => (
          <span dir="auto" data-testid="row-account">
            {x.getValue()}
          </span>
        ),
      }),
      helper.accessor('gameType', {
        header: () => t('col.game_type'),
        cell: (x) => t(`game_types.${x.getValue()}`),
      }),
      helper.accessor('status', {
        header: () => t('col.status'),
        cell: (x) => <StatusBadge status={x.getValue()} />,
      }),
      helper.accessor('terms', {
        header: () => t('col.terms'),
        cell: (x) => <span className="text-xs">{summary(x.getValue())}</span>,
      }),
      helper.accessor('offeredAt', {
        header: () => t('col.offered_at'),
        cell: (x) => date(x.getValue()),
      }),
      helper.accessor('startsAt', {
        header: () => t('col.starts_at'),
        cell: (x) => date(x.getValue()),
      }),
      helper.accessor('endsAt', {
        header: () => t('col.ends_at'),
        cell: (x) => date(x.getValue()),
      }),
      helper.display({
        id: 'actions',
        header: () => t('col.actions'),
        cell: (x) => (
          <RowActions
            row={x.row.original}
            onAction={(k) => setAction({ kind: k, row: x.row.original })}
          />
        ),
      }),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- texts and formats change with the language only
    [t, f],
  );

  // Enter in a filter keeps the focus there when the form re-mounts with the new values.
  const keepFocus = useKeepFocus();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => String(data.get(name) ?? '').trim() || undefined;
    go((prev) =>
      withFilters(prev, {
        account: value('account'),
        status: value('status'),
        gameType: value('gameType') as ContractSearch['gameType'],
      }),
    );
  };
  const page = result.data;
  return (
    <div className="flex flex-col gap-4" data-testid="downlines-view">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-fg-secondary">
          {own.size > 0
            ? t('page.can_offer', {
                types: [...own.keys()].map((g) => t(`game_types.${g}`)).join(', '),
              })
            : t('page.cannot_offer')}
        </p>
        <Button
          onClick={() => setOffering(true)}
          disabled={own.size === 0}
          data-testid="offer-open"
        >
          {t('actions.offer')}
        </Button>
      </div>
      <form
        key={JSON.stringify(search)}
        {...keepFocus}
        onSubmit={submit}
        role="search"
        aria-label={c('filters.title')}
        className="flex flex-wrap items-end gap-3 rounded-lg border border-border bg-surface p-3"
      >
        <label className="flex flex-col gap-1 text-xs text-fg-secondary">
          {c('filters.account')}
          <input
            name="account"
            type="search"
            defaultValue={search.account ?? ''}
            maxLength={64}
            className={field}
          />
        </label>
        <label className="flex flex-col gap-1 text-xs text-fg-secondary">
          {t('filters.status')}
          <select
            name="status"
            defaultValue={search.status ?? 'current'}
            className={field}
            data-testid="filter-status"
          >
            {CONTRACT_STATUSES.map((s) => (
              <option key={s} value={s === 'current' ? '' : s}>
                {s === 'current'
                  ? t('filters.current')
                  : s === 'all'
                    ? t('filters.all')
                    : t(`statuses.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-xs text-fg-secondary">
          {t('filters.game_type')}
          <select name="gameType" defaultValue={search.gameType ?? ''} className={field}>
            <option value="">{t('filters.any_game_type')}</option>
            {CONTRACT_GAME_TYPES.map((g) => (
              <option key={g} value={g}>
                {t(`game_types.${g}`)}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" size="sm">
          {c('filters.apply')}
        </Button>
      </form>
      {result.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-4" data-testid="view-error">
          <p className="text-danger">{contractErrorMessage(result.error, t)}</p>
          <WayBack />
        </div>
      ) : (
        <>
          <DataTable
            caption={t('page.view_downlines')}
            columns={columns}
            data={page?.list ?? EMPTY}
            sortable={CONTRACT_SPECS.downlines.sortColumns}
            sort={search.sort}
            order={search.order}
            onSort={(column) => go((prev) => toggleSort(prev, column))}
            empty={result.isPending ? c('table.loading') : c('table.empty')}
            sortLabel={c('table.sort_by')}
            stale={result.isPlaceholderData}
            testId="downline-contracts"
          />
          {page && page.total > 0 && (
            <Pager
              page={page.page}
              pageSize={page.pageSize}
              total={page.total}
              onPage={(p) => go((prev) => ({ ...prev, page: p > 1 ? p : undefined }))}
              onPageSize={(size) =>
                go((prev) => withFilters(prev, { pageSize: size === 20 ? undefined : size }))
              }
            />
          )}
        </>
      )}
      {offering && (
        <OfferDialog kind={kind} own={own} onClose={() => setOffering(false)} onDone={onAnnounce} />
      )}
      {action?.kind === 'edit' && (
        <OfferDialog
          kind={kind}
          own={own}
          contract={action.row}
          onClose={close}
          onDone={onAnnounce}
        />
      )}
      {action?.kind === 'history' && <HistoryDialog contract={action.row} onClose={close} />}
      <ConfirmDialog
        open={action?.kind === 'withdraw'}
        title={t('terminate.withdraw_title')}
        message={
          <>
            {t('terminate.withdraw_message', { account: action?.row.payee.account ?? '' })}
            {actions.withdraw.isError && (
              <span role="alert" className="mt-2 block text-danger">
                {contractErrorMessage(actions.withdraw.error, t)}
              </span>
            )}
          </>
        }
        confirmLabel={t('terminate.withdraw_confirm')}
        cancelLabel={t('offer.cancel')}
        onConfirm={() =>
          action ? actions.withdraw.mutateAsync(action.row.id).then(close) : undefined
        }
        onCancel={() => {
          actions.withdraw.reset();
          close();
        }}
        destructive
      />
      {action?.kind === 'terminate' && (
        <TerminateDialog kind={kind} contract={action.row} onClose={close} />
      )}
    </div>
  );
}

function RowActions({ row, onAction }: { row: Contract; onAction: (kind: Action) => void }) {
  const { t } = useTranslation('contracts');
  const account = row.payee.account;
  const kinds: [Action, string, string][] = [];
  if (row.status === 'P' || row.status === 'E')
    kinds.push(
      ['edit', t('actions.edit'), t('actions.edit_of', { account })],
      ['withdraw', t('actions.withdraw'), t('actions.withdraw_of', { account })],
    );
  if (row.status === 'V')
    kinds.push(
      ['edit', t('actions.new_terms'), t('actions.new_terms_of', { account })],
      ['terminate', t('actions.terminate'), t('actions.terminate_of', { account })],
    );
  kinds.push(['history', t('actions.history'), t('actions.history_of', { account })]);
  return (
    <span className="flex flex-wrap gap-1">
      {kinds.map(([kind, label, aria]) => (
        <button
          key={kind}
          type="button"
          onClick={() => onAction(kind)}
          className="rounded border border-border px-2 py-0.5 text-xs text-fg-secondary hover:bg-surface-hover hover:text-fg focus-visible:outline-2 focus-visible:outline-accent"
          aria-label={aria}
          data-testid={`action-${kind}`}
        >
          {label}
        </button>
      ))}
    </span>
  );
}

function HistoryDialog({ contract, onClose }: { contract: Contract; onClose: () => void }) {
  const { t } = useTranslation('contracts');
  const api = useApi();
  const history = useQuery(contractQueries(api).history(contract.id));
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('page.history_title', { id: contract.id })}
      closeLabel={t('popup.close')}
      width="min(48rem, calc(100vw - 1rem))"
    >
      {history.isError ? (
        <p role="alert" className="text-danger">
          {contractErrorMessage(history.error, t)}
        </p>
      ) : history.data ? (
        <ContractHistory events={history.data} />
      ) : (
        <p className="text-fg-secondary">…</p>
      )}
    </Modal>
  );
}

function TerminateDialog({
  kind,
  contract,
  onClose,
}: {
  kind: ContractKind;
  contract: Contract;
  onClose: () => void;
}) {
  const { t } = useTranslation('contracts');
  const { terminate } = useContractActions();
  const [reason, setReason] = useState('');
  return (
    <ConfirmDialog
      open
      title={t('terminate.title')}
      message={
        <span className="flex flex-col gap-2">
          {t('terminate.message', { kind: t(`kinds.${kind}`), account: contract.payee.account })}
          <label className="flex flex-col gap-1 text-xs text-fg-secondary">
            {t('terminate.reason')}
            <input
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              maxLength={200}
              className={field}
            />
          </label>
          {terminate.isError && (
            <span role="alert" className="text-danger">
              {contractErrorMessage(terminate.error, t)}
            </span>
          )}
        </span>
      }
      confirmLabel={t('terminate.confirm')}
      cancelLabel={t('offer.cancel')}
      onConfirm={() =>
        terminate
          .mutateAsync({ id: contract.id, ...(reason.trim() ? { reason: reason.trim() } : {}) })
          .then(onClose)
      }
      onCancel={onClose}
      destructive
    />
  );
}
