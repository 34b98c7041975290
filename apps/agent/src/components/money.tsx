import { cx } from '@platform/ui';
import { useFormat } from './use-format';

/** An exact amount (decimal string) in the interface language; losses in the danger colour. */
export function Money({ value }: { value: string }) {
  const f = useFormat();
  return (
    <span dir="ltr" className={cx('tabular-nums', value.startsWith('-') && 'text-danger')}>
      {f.money(value)}
    </span>
  );
}
