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
    <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3" data-testid="vendor-wallets">
      {funds.wallets.map((w) => (
        <li
          key={w.vendorCode}
          className="flex items-center gap-3 rounded-md border border-border bg-bg px-3 py-2"
          data-testid="vendor-wallet"
          data-vendor={w.vendorCode}
        >
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-semibold text-fg">{w.vendorName}</p>
            <p className="text-sm text-fg-secondary tabular-nums" data-testid="vendor-balance">
              {money(w.balance)}
              {w.maintenance && (
                <span className="ms-2 text-xs text-danger">{t('fund.maintenance')}</span>
              )}
            </p>
          </div>
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
        </li>
      ))}
    </ul>
  );
}
