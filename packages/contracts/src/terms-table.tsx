import type { ContractTerms } from '@platform/api-client/queries/contracts';
import { formatMoney, formatNumber } from '@platform/i18n';
import { useLanguage, useTranslation } from '@platform/i18n/react';
import { cx } from '@platform/ui';
import { fractionToPercent } from './rates';

export interface TermsTableProps {
  terms: ContractTerms;
  /** Names the table for screen readers (already translated). */
  caption: string;
  /** The tier to mark (1-based), e.g. the one a settlement applied. */
  highlight?: number | null;
  className?: string;
}

/** Contract terms as a readable table: one row per tier, thresholds then what it pays. */
export function TermsTable({ terms, caption, highlight, className }: TermsTableProps) {
  const { t } = useTranslation('contracts');
  const { language } = useLanguage();
  const money = (v: string) => formatMoney(v, language);
  const count = (v: number) => formatNumber(v, language);
  const rate = (v: string) => formatNumber(v, language, 4);
  const pays = (rateType: 'P' | 'F', value: string) =>
    rateType === 'F'
      ? t('terms.rate_fixed', { amount: money(value) })
      : t('terms.rate_percent', { rate: rate(value) });

  let head: string[];
  let rows: string[][];
  switch (terms.kind) {
    case 'dividend':
      head = [
        t('terms.minimum_bet'),
        t('terms.net_loss'),
        t('terms.active_member'),
        t('terms.pays'),
      ];
      rows = terms.tiers.map((x) => [
        money(x.minimumBet),
        money(x.netLoss),
        count(x.activeMember),
        t('terms.contract_rate', { rate: rate(fractionToPercent(x.contractRate)) }),
      ]);
      break;
    case 'daily':
      head = [t('terms.bet_volume'), t('terms.active_member'), t('terms.pays')];
      rows = terms.tiers.map((x) => [
        money(x.betVolume),
        count(x.activeMember),
        pays(x.rateType, x.rate),
      ]);
      break;
    case 'hourly':
      head = [t('terms.hour_bet'), t('terms.active_member'), t('terms.pays')];
      rows = terms.tiers.map((x) => [
        money(x.minimumBet),
        count(x.activeMember),
        pays(x.rateType, x.rate),
      ]);
      break;
    case 'realtime':
      head = [t('terms.single_bet'), t('terms.loss_rate'), t('terms.profit_rate')];
      rows = terms.tiers.map((x) => [
        money(x.singleBet),
        t('terms.rate_percent', { rate: rate(x.lossRate) }),
        t('terms.rate_percent', { rate: rate(x.profitRate) }),
      ]);
      break;
  }
  return (
    <div className={className}>
      {/* A table from the small breakpoint up; at phone width each tier is a short list. */}
      <div className="hidden overflow-x-auto rounded-md border border-border sm:block">
        <table className="w-full text-sm" data-testid="terms-table">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-bg-elevated text-fg-secondary">
            <tr>
              <th scope="col" className="px-3 py-2 text-start font-medium">
                {t('terms.tier')}
              </th>
              {head.map((h) => (
                <th key={h} scope="col" className="px-3 py-2 text-start font-medium">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((cells, i) => (
              <tr
                key={i}
                className={cx('border-t border-border', highlight === i + 1 && 'bg-accent-soft')}
                aria-current={highlight === i + 1 ? 'true' : undefined}
              >
                <th scope="row" className="px-3 py-2 text-start font-medium tabular-nums">
                  {count(i + 1)}
                </th>
                {cells.map((cell, j) => (
                  <td key={j} className="whitespace-nowrap px-3 py-2 tabular-nums" dir="auto">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ol className="flex flex-col gap-2 sm:hidden" aria-label={caption} data-testid="terms-list">
        {rows.map((cells, i) => (
          <li
            key={i}
            className={cx(
              'rounded-md border border-border p-2 text-sm',
              highlight === i + 1 && 'bg-accent-soft',
            )}
          >
            <p className="mb-1 font-semibold text-fg">
              {t('terms.tier')} {count(i + 1)}
            </p>
            <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5">
              {cells.map((cell, j) => (
                <div key={j} className="contents">
                  <dt className="text-fg-secondary">{head[j]}</dt>
                  <dd className="text-end tabular-nums text-fg" dir="auto">
                    {cell}
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ol>
    </div>
  );
}
