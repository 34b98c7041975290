import type { components } from '@platform/api-client';
import { useTranslation } from '@platform/i18n/react';
import { Button } from '@platform/ui';
import { MAIN, type Preset } from './transfer-form';
import { useMoney } from './wallet-ui';

type Funds = components['schemas']['WalletFunds'];

/** The vendor wallets, each with its balance and a shortcut to move money in or out. */
export function WalletList({
  funds,
  onPick,
}: {
  funds: Funds;
  onPick: (preset: Omit<Preset, 'nonce'>) => void;
}) {
  const { t } = useTranslation('wallet');
  const money = useMoney(funds.currencySymbol);
  return (
    <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3" data-testid="vendor-wallets">
      {funds.wallets.map((w) => (
        <li
          key={w.vendorCode}
          className="flex flex-col gap-2 rounded-md border border-border bg-bg p-3"
          data-testid="vendor-wallet"
          data-vendor={w.vendorCode}
        >
          <div className="flex items-baseline justify-between gap-2">
            <p className="min-w-0 truncate text-sm font-semibold text-fg" title={w.vendorName}>
              {w.vendorName}
            </p>
            <p className="shrink-0 text-sm text-fg tabular-nums" data-testid="vendor-balance">
              {money(w.balance)}
            </p>
          </div>
          {w.maintenance && <p className="text-xs text-danger">{t('fund.maintenance')}</p>}
          <div className="grid grid-cols-2 gap-2">
            <Button
              size="sm"
              variant="secondary"
              disabled={w.maintenance}
              aria-label={t('fund.move_in_label', { wallet: w.vendorName })}
              onClick={() => onPick({ from: MAIN, to: w.vendorCode })}
              data-testid="wallet-in"
            >
              {t('fund.move_in')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              aria-label={t('fund.move_out_label', { wallet: w.vendorName })}
              onClick={() => onPick({ from: w.vendorCode, to: MAIN })}
              data-testid="wallet-out"
            >
              {t('fund.move_out')}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
