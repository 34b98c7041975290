import { useTranslation } from '@platform/i18n/react';
import { cx } from '@platform/ui';
import { useFormat } from '../../components/use-format';

const TONES: Record<string, string> = {
  V: 'border-success/50 bg-success/10 text-fg',
  P: 'border-accent bg-accent-soft text-fg',
  E: 'border-accent bg-accent-soft text-fg',
  T: 'border-danger/50 bg-danger/10 text-fg',
  paid: 'border-success/50 bg-success/10 text-fg',
  short: 'border-danger/50 bg-danger/10 text-fg',
};

/** A contract's status (P, E, V, R, W, T, S) or a settlement's (paid, zero, short). */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('contracts');
  const label = status.length === 1 ? t(`statuses.${status}`) : t(`settlement_statuses.${status}`);
  return (
    <span
      className={cx(
        'inline-block whitespace-nowrap rounded-full border px-2 py-0.5 text-xs',
        TONES[status] ?? 'border-border text-fg-secondary',
      )}
      data-status={status}
    >
      {label}
    </span>
  );
}

/** An exact amount; negative ones in the danger colour. */
export function Money({ value }: { value: string }) {
  const f = useFormat();
  return (
    <span dir="ltr" className={cx('tabular-nums', value.startsWith('-') && 'text-danger')}>
      {f.money(value)}
    </span>
  );
}
