import type { CSSProperties } from 'react';
import { cx } from '../lib/cx';
import { toCssSize } from '../lib/to-css-size';

export interface SkeletonProps {
  /** Number → px, string → any CSS length. Defaults to the full width. */
  width?: number | string;
  /** Number → px, string → any CSS length. Defaults to one line of text. */
  height?: number | string;
  /** Corner radius; defaults to the small radius token. Use `'50%'` for an avatar. */
  radius?: number | string;
  /** Render this many text lines instead of one block; the last line is shorter. */
  lines?: number;
  className?: string;
}

/** Shimmering placeholder while content loads. Hidden from assistive technology. */
export function Skeleton({ width, height, radius, lines, className }: SkeletonProps) {
  const style: CSSProperties = {
    width: toCssSize(width),
    height: toCssSize(height),
    borderRadius: toCssSize(radius),
  };
  if (lines === undefined) {
    return <span aria-hidden="true" className={cx('ui-skeleton', className)} style={style} />;
  }
  const count = Math.max(1, Math.floor(lines));
  return (
    <span
      aria-hidden="true"
      className={cx('ui-skeleton-lines', className)}
      style={{ width: style.width }}
    >
      {Array.from({ length: count }, (_, index) => (
        <span
          key={index}
          className={cx('ui-skeleton', count > 1 && index === count - 1 && 'ui-skeleton--last')}
          style={{ height: style.height, borderRadius: style.borderRadius }}
        />
      ))}
    </span>
  );
}
