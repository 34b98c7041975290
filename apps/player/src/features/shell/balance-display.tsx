import { formatMoney } from '@platform/i18n';
import { useLanguage, useTranslation } from '@platform/i18n/react';
import { cx } from '@platform/ui';
import { useMemo, useState } from 'react';
import { EyeIcon, RefreshIcon } from '../../components/icons';
import { throttle } from '../../lib/throttle';
import { useWalletBalance } from './use-wallet-balance';

const HIDE_KEY = 'balanceHidden';

function readHidden(): boolean {
  try {
    return localStorage.getItem(HIDE_KEY) === '1';
  } catch {
    return false;
  }
}

/** Balance with 2 decimals, a hide toggle (remembered) and a refresh button (throttled, spinning while it loads). */
export function BalanceDisplay() {
  const { t } = useTranslation('shell');
  const { language } = useLanguage();
  const { amount, symbol, isFetching, refetch } = useWalletBalance();
  const [hidden, setHidden] = useState(readHidden);
  // A burst of clicks asks once a second at most.
  const refresh = useMemo(() => throttle(() => void refetch(), 1000), [refetch]);
  const toggle = () => {
    const next = !hidden;
    setHidden(next);
    try {
      localStorage.setItem(HIDE_KEY, next ? '1' : '0');
    } catch {
      // The preference just is not remembered.
    }
  };
  const shown =
    amount === null ? '–' : hidden ? '••••••' : formatMoney(amount, language, { symbol });
  return (
    <div className="flex items-center gap-1 rounded-full border border-border bg-surface ps-3 pe-1 py-1">
      <span className="sr-only">{t('member.balance')}</span>
      <output
        className="min-w-16 font-mono text-sm font-semibold tabular-nums text-accent"
        data-testid="header-balance"
        data-hidden={hidden || undefined}
        aria-live="polite"
        dir="ltr"
      >
        {shown}
      </output>
      <button
        type="button"
        onClick={toggle}
        aria-pressed={hidden}
        aria-label={t(hidden ? 'member.show_balance' : 'member.hide_balance')}
        className="grid size-7 place-items-center rounded-full text-fg-secondary hover:bg-surface-hover hover:text-fg"
      >
        <EyeIcon off={hidden} width={16} height={16} />
      </button>
      <button
        type="button"
        onClick={() => refresh()}
        aria-busy={isFetching}
        aria-label={t('member.refresh_balance')}
        data-testid="refresh-balance"
        className="grid size-7 place-items-center rounded-full text-fg-secondary hover:bg-surface-hover hover:text-fg"
      >
        <RefreshIcon width={16} height={16} className={cx(isFetching && 'animate-spin')} />
      </button>
    </div>
  );
}
