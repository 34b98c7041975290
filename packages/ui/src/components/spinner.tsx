import { cx } from '../lib/cx';
import { VisuallyHidden } from './visually-hidden';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps {
  size?: SpinnerSize;
  /**
   * Announced text (already translated). Without it the spinner is decorative
   * (`aria-hidden`), for use inside something that announces itself, like a busy button.
   */
  label?: string;
  className?: string;
}

/** Inline spinning ring, sized by the surrounding font unless `size` is given. */
export function Spinner({ size, label, className }: SpinnerProps) {
  const ring = (
    <span
      aria-hidden="true"
      className={cx('ui-spinner', size && `ui-spinner--${size}`, className)}
    />
  );
  if (label === undefined) return ring;
  return (
    <span role="status" className="ui-spinner-status">
      {ring}
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
