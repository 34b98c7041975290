// The words for a ledger movement: its kind, and for transfers its direction (a transfer is
// one kind on both sides). A kind added later reads as "Other".
import type { TFunction } from '@platform/i18n';

const KNOWN = new Set([
  'deposit',
  'withdrawal',
  'withdrawal_return',
  'withdrawal_payout',
  'stake',
  'payout',
  'refund',
  'bonus',
  'rebate',
  'adjustment',
  'commission',
  'dividend',
  'salary',
  'funding',
]);
const DIRECTED = new Set(['transfer', 'upline_transfer', 'wallet_transfer']);

/** The label of a movement of `kind` by `amount` (its sign tells a transfer's direction). */
export function kindLabel(t: TFunction, kind: string, amount = '0'): string {
  if (DIRECTED.has(kind)) return t(`records:kind.${kind}_${amount.startsWith('-') ? 'out' : 'in'}`);
  return KNOWN.has(kind) ? t(`records:kind.${kind}`) : t('records:kind.other');
}

/** The label of a kind in the type filter (transfers of both directions together). */
export const kindFilterLabel = (t: TFunction, kind: string): string =>
  DIRECTED.has(kind) ? t(`records:kind.${kind}`) : kindLabel(t, kind);
