import { cx } from '../lib/cx';

export interface CountBadgeProps {
  count: number;
  /** What the number counts, read by screen readers (already translated, e.g. "3 unread"). */
  label: string;
  className?: string;
}

/** A small count pill (unread messages and the like); nothing when the count is 0; 99+ above 99. */
export function CountBadge({ count, label, className }: CountBadgeProps) {
  if (count <= 0) return null;
  return (
    <span
      className={cx(
        'inline-grid h-5 min-w-5 place-items-center rounded-full bg-danger-strong px-1 text-[0.7rem] leading-none font-bold text-danger-contrast tabular-nums',
        className,
      )}
      data-testid="unread-badge"
    >
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
