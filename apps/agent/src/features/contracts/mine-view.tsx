import type { components } from '@platform/api-client/schema';
import { type ContractKind, contractQueries } from '@platform/api-client/queries/contracts';
import { useApi } from '@platform/api-client/react';
import { reopenOffers } from '@platform/contracts';
import { TermsTable, useRateText } from '@platform/contracts/terms';
import { useTranslation } from '@platform/i18n/react';
import { Button, cx } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useFormat } from '../../components/use-format';
import { ContractHistory } from './contract-history';
import { Money, StatusBadge } from './status-badge';

type MyContracts = components['schemas']['MyContracts'];
type Mine = MyContracts['contracts'][number];

const live = (c: Mine, now: number) =>
  c.status === 'V' ||
  c.status === 'P' ||
  c.status === 'E' ||
  (c.status === 'T' && (c.endsAt ?? 0) > now);

/** My contracts of the kind (in force and waiting first, then the past), with their history. */
export function MineView({ kind, mine }: { kind: ContractKind; mine: MyContracts | undefined }) {
  const { t } = useTranslation('contracts');
  const now = Date.now();
  const list = mine?.contracts ?? [];
  const current = list.filter((c) => live(c, now));
  const past = list.filter((c) => !live(c, now));
  return (
    <div className="flex flex-col gap-6" data-testid="mine-view">
      {current.length === 0 && <p className="text-fg-secondary">{t('page.none_mine')}</p>}
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        {current.map((c) => (
          <ContractCard key={c.id} contract={c} />
        ))}
      </div>
      <Projected kind={kind} />
      {past.length > 0 && (
        <section aria-labelledby="past-contracts" className="flex flex-col gap-3">
          <h2 id="past-contracts" className="font-semibold text-fg">
            {t('page.history')}
          </h2>
          {past.map((c) => (
            <ContractCard key={c.id} contract={c} compact />
          ))}
        </section>
      )}
    </div>
  );
}

function ContractCard({ contract: c, compact }: { contract: Mine; compact?: boolean }) {
  const { t } = useTranslation('contracts');
  const f = useFormat();
  const date = (ms: number | null) => (ms ? f.dateTime(new Date(ms).toISOString()) : '—');
  const waiting = c.status === 'P' || c.status === 'E';
  return (
    <article
      className={cx(
        'flex flex-col gap-3 rounded-lg border border-border bg-surface p-4',
        waiting && 'border-accent',
      )}
      aria-labelledby={`contract-${c.id}`}
      data-testid="my-contract"
    >
      <header className="flex flex-wrap items-center gap-2">
        <h3 id={`contract-${c.id}`} className="font-semibold text-fg">
          {t(`game_types.${c.gameType}`)} · {t(`cycles.${c.cycle}`)}
        </h3>
        <StatusBadge status={c.status} />
      </header>
      <p className="text-sm text-fg-secondary">
        {c.payer ? t('page.paid_by', { account: c.payer.account }) : t('page.paid_by_house')}
        {' · '}
        {c.startsAt
          ? t('page.in_force_since', { date: date(c.startsAt) })
          : t('page.offered_at', { date: date(c.offeredAt) })}
        {c.endsAt !== null &&
          (c.endsAt > Date.now()
            ? ` · ${t('page.in_force_until', { date: date(c.endsAt) })}`
            : ` · ${t('page.ended', { date: date(c.endsAt), reason: c.endReason ? t(`end_reasons.${c.endReason}`) : '' })}`)}
      </p>
      {waiting && (
        <div className="flex flex-wrap items-center gap-3 rounded-md bg-accent-soft px-3 py-2 text-sm text-fg">
          <span>{c.status === 'E' ? t('popup.replaces') : t('page.waiting')}</span>
          <Button size="sm" onClick={reopenOffers} data-testid="answer-offer">
            {t('page.answer')}
          </Button>
        </div>
      )}
      {!compact && <TermsTable terms={c.terms} caption={t('terms.caption')} />}
      <details className="text-sm">
        <summary className="cursor-pointer text-fg-secondary">
          {compact ? t('terms.caption') + ' · ' : ''}
          {t('page.history')}
        </summary>
        <div className="mt-2 flex flex-col gap-3">
          {compact && <TermsTable terms={c.terms} caption={t('terms.caption')} />}
          <ContractHistory events={c.events} />
        </div>
      </details>
    </article>
  );
}

/** The open period so far: my contracts' figures and what my downlines' would be paid. */
function Projected({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation('contracts');
  const api = useApi();
  const f = useFormat();
  const rateText = useRateText();
  const { data } = useQuery(contractQueries(api).projected(kind));
  if (!data) return null;
  return (
    <section
      aria-labelledby="projected-title"
      className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-4"
      data-testid="projected"
    >
      <h2 id="projected-title" className="font-semibold text-fg">
        {t('page.projected')}
      </h2>
      <p className="text-sm text-fg-secondary">{t('page.projected_help')}</p>
      {data.mine.length === 0 ? (
        <p className="text-sm text-fg-secondary">{t('page.projected_none')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-max text-sm">
            <caption className="sr-only">{t('page.projected')}</caption>
            <thead className="text-fg-secondary">
              <tr>
                {[
                  'period',
                  'game_type',
                  'valid_bet',
                  'profit_loss',
                  'active_members',
                  'tier',
                  'rate',
                  'amount',
                ].map((k) => (
                  <th key={k} scope="col" className="px-2 py-1 text-start font-medium">
                    {t(`col.${k}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.mine.map((p) => (
                <tr key={p.contractId} className="border-t border-border">
                  <th
                    scope="row"
                    className="px-2 py-1 text-start font-normal tabular-nums"
                    dir="ltr"
                    title={p.period}
                  >
                    {f.periodStart(p.periodStart)}
                  </th>
                  <td className="px-2 py-1">{t(`game_types.${p.gameType}`)}</td>
                  <td className="px-2 py-1">
                    <Money value={p.validBet} />
                  </td>
                  <td className="px-2 py-1">
                    <Money value={p.profitLoss} />
                  </td>
                  <td className="px-2 py-1 tabular-nums">{f.count(p.activeMembers)}</td>
                  <td className="px-2 py-1 tabular-nums">{p.tier ?? '—'}</td>
                  <td className="px-2 py-1 tabular-nums" dir="ltr">
                    {rateText(kind, p.rate, p.rateType)}
                  </td>
                  <td className="px-2 py-1 font-semibold" data-testid="projected-amount">
                    <Money value={p.amount} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data.downlineContracts > 0 && (
        <p className="text-sm text-fg" data-testid="projected-downlines">
          {t('page.projected_downlines', {
            amount: f.money(data.downlineTotal),
            count: data.downlineContracts,
          })}
        </p>
      )}
    </section>
  );
}
