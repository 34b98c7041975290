// Small pieces the reward screens share: a section card, money in the member's currency, a
// status badge, a progress bar and a pager.
import { walletQueries } from '@platform/api-client/queries/wallet';
import { useApi } from '@platform/api-client/react';
import { formatMoney } from '@platform/i18n';
import { useLanguage, useTranslation } from '@platform/i18n/react';
import { cx } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Paginator } from '../../components/paginator';

/**
 * Keeps a date or a range left to right inside a sentence of any direction (Unicode isolates):
 * in Arabic, "2026-11-19" would otherwise be reordered around its hyphens.
 */
export const ltr = (text: string) => `\u2066${text}\u2069`;

export { ProgressBar as Progress, SectionCard as Section } from '@platform/ui';

/** Formats a decimal string as money in the member's currency, in the page's language. */
export function useMoney() {
  const api = useApi();
  const { language } = useLanguage();
  const { data } = useQuery(walletQueries(api).balance());
  const symbol = data?.currencySymbol ?? '';
  return useCallback(
    (amount: string) => formatMoney(amount, language, { symbol }),
    [language, symbol],
  );
}

const TONES = {
  good: 'bg-success/15 text-success',
  bad: 'bg-danger/15 text-danger',
  wait: 'bg-accent-2-soft text-accent-2',
  calm: 'bg-surface-hover text-fg-secondary',
  act: 'bg-accent-soft text-accent',
} as const;

const STATUS_TONE: Record<string, keyof typeof TONES> = {
  Applying: 'wait',
  Process: 'wait',
  Rejected: 'bad',
  Issued: 'good',
  Claimed: 'good',
  Joined: 'good',
  Close: 'calm',
  ComingSoon: 'calm',
  Join: 'act',
  Claim: 'act',
};

/** A claim status (spec section 3) as a coloured, translated badge. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('rewards');
  return (
    <span
      className={cx(
        'inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        TONES[STATUS_TONE[status] ?? 'calm'],
      )}
      data-testid="reward-status"
      data-status={status}
    >
      {t(`status.${status}`)}
    </span>
  );
}

/** `done / required` of two decimal strings, 0 to 1 (1 when nothing is required). */
export function shareOf(done: string, required: string): number {
  const r = Number(required);
  return r > 0 ? Number(done) / r : 1;
}

export function Pager({
  page,
  totalPages,
  onChange,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  return <Paginator page={page} totalPages={totalPages} onChange={onChange} className="mt-4" />;
}
