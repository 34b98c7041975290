import type { ComponentPropsWithRef } from 'react';
import { cx } from '../lib/cx';

export type VisuallyHiddenProps = ComponentPropsWithRef<'span'>;

/** Content for assistive technology only: hidden on screen, still read aloud. */
export function VisuallyHidden({ className, ...props }: VisuallyHiddenProps) {
  return <span {...props} className={cx('ui-visually-hidden', className)} />;
}
