import type { ComponentPropsWithRef } from 'react';
import { cx } from '../lib/cx';
import { Spinner } from './spinner';
import { VisuallyHidden } from './visually-hidden';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets `aria-busy` and disables the button until cleared. */
  loading?: boolean;
  /** Extra text read by screen readers while loading (already translated), e.g. "Please wait". */
  loadingLabel?: string;
  /** Stretch to the width of the container. */
  block?: boolean;
}

/** The platform button. `type="button"` unless told otherwise; `ref` reaches the `<button>`. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  loadingLabel,
  block = false,
  type = 'button',
  disabled,
  className,
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      {...props}
      type={type}
      disabled={disabled === true || loading}
      aria-busy={loading || undefined}
      data-loading={loading || undefined}
      className={cx(
        'ui-button',
        `ui-button--${variant}`,
        `ui-button--${size}`,
        block && 'ui-button--block',
        className,
      )}
    >
      {loading && <Spinner className="ui-button__spinner" />}
      {children}
      {loading && loadingLabel !== undefined && <VisuallyHidden>{loadingLabel}</VisuallyHidden>}
    </button>
  );
}
