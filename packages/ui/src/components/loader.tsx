import { cx } from '../lib/cx';
import { Spinner } from './spinner';
import { VisuallyHidden } from './visually-hidden';

export interface LoaderProps {
  /** Announced to screen readers while loading (already translated), e.g. "Loading". */
  label: string;
  /** Cover the whole viewport instead of the nearest positioned ancestor. */
  fullscreen?: boolean;
  className?: string;
}

/** Centred spinner filling its area (or the viewport), announced as a polite status. */
export function Loader({ label, fullscreen = false, className }: LoaderProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cx('ui-loader', fullscreen && 'ui-loader--fullscreen', className)}
    >
      <Spinner size="lg" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </div>
  );
}
