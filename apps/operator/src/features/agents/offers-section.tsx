import type { components } from '@platform/api-client';
import { useApi } from '@platform/api-client/react';
import { useTranslation } from '@platform/i18n/react';
import { type Columns, type tableCore } from '@platform/tables';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { Button } from '@platform/ui';
import { useMemo, useState } from 'react';
import { ServerTable } from '../../components/server-table';
import { useFormat } from '../../components/use-format';
import { operatorQueries } from '../../lib/queries';
import { can, readStaffSession } from '../../lib/staff-session';
import { OFFER_STATES, type AgentSearch } from '../../lib/table-search';
import { OfferContractDialog } from './offer-contract-dialog';

type Offer = components['schemas']['Contract'];

const helper = createColumnHelper<typeof tableCore, Offer>();
const date = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * The contract offers between uplines (or the house) and their downlines, newest first: those
 * waiting for an answer, accepted, declined or withdrawn. The agents answer them; staff who may
 * manage contracts offer a top-level agent one from the house here.
 */
export function OffersSection({
  state,
  page,
  pageSize,
  onState,
  onPage,
  onPageSize,
}: {
  state: AgentSearch['offers'];
  page: number | undefined;
  pageSize: number | undefined;
  onState: (state: AgentSearch['offers']) => void;
  onPage: (page: number | undefined) => void;
  onPageSize: (size: number | undefined) => void;
}) {
  const { t } = useTranslation('operatorConsole');
  const { t: tc } = useTranslation('contracts');
  const f = useFormat();
  const api = useApi();
  const result = useQuery(operatorQueries(api).offers(state, page, pageSize));
  const mayOffer = can(readStaffSession(), 'contracts.manage');
  const [offering, setOffering] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const columns = useMemo<Columns<Offer>>(
    () => [
      helper.accessor('offeredAt', {
        header: () => t('agents.offered'),
        cell: (c) => f.dateTime(date(c.getValue())),
      }),
      helper.accessor('payer', {
        header: () => t('agents.payer'),
        cell: (c) => <span dir="auto">{c.getValue()?.account ?? t('agents.house')}</span>,
      }),
      helper.accessor('payee', {
        header: () => t('agents.payee'),
        cell: (c) => <span dir="auto">{c.getValue().account}</span>,
      }),
      helper.accessor('kind', {
        header: () => t('agents.kind'),
        cell: (c) => tc(`kinds.${c.getValue()}`),
      }),
      helper.accessor('gameType', {
        header: () => t('agents.games'),
        cell: (c) => tc(`game_types.${c.getValue()}`),
      }),
      helper.accessor('status', {
        header: () => t('col.status'),
        cell: (c) => tc(`statuses.${c.getValue()}`),
      }),
      helper.accessor('answeredAt', {
        header: () => t('agents.answered'),
        cell: (c) => f.dateTime(date(c.getValue())),
      }),
    ],
    [t, tc, f],
  );
  return (
    <section aria-labelledby="offers-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="offers-heading" className="text-xl font-bold text-fg">
          {t('agents.offers')}
        </h2>
        <div className="flex flex-wrap items-end gap-3">
          {mayOffer && (
            <Button
              onClick={() => {
                setDone(null);
                setOffering(true);
              }}
              data-testid="house-offer-open"
            >
              {t('agents.offer_new')}
            </Button>
          )}
          <label className="flex flex-col gap-1 text-sm text-fg-secondary">
            {t('agents.offer_state')}
            <select
              value={state ?? 'pending'}
              onChange={(e) =>
                onState(
                  OFFER_STATES.find((s) => s === e.target.value && s !== 'pending') ?? undefined,
                )
              }
              className="rounded border border-border bg-surface px-2 py-2 text-fg"
              data-testid="offer-state"
            >
              {OFFER_STATES.map((s) => (
                <option key={s} value={s}>
                  {t(`agents.offer_states.${s}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>
      {done && (
        <p role="status" className="text-sm text-fg" data-testid="house-offer-done">
          {done}
        </p>
      )}
      {offering && (
        <OfferContractDialog
          onClose={() => setOffering(false)}
          onDone={(message) => {
            setDone(message);
            onState(undefined);
          }}
        />
      )}
      <ServerTable
        result={result}
        caption={t('agents.offers')}
        columns={columns}
        rowId={(row) => String(row.id)}
        testId="offer-table"
        onPage={onPage}
        onPageSize={onPageSize}
      />
    </section>
  );
}
