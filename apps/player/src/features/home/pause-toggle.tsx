// The pause / play switch of moving content on the home page (banner carousel, jackpot
// counter): a toggle button (aria-pressed while stopped), hidden when the visitor asked for
// reduced motion, where nothing moves by itself anyway.
import { cx } from '@platform/ui';

export function PauseToggle({
  stopped,
  onToggle,
  label,
  testId,
  iconSize,
  className,
}: {
  stopped: boolean;
  onToggle: () => void;
  label: string;
  testId: string;
  iconSize: number;
  className: string;
}) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-pressed={stopped}
      aria-label={label}
      data-testid={testId}
      className={cx('grid place-items-center rounded-full motion-reduce:hidden', className)}
    >
      <svg
        width={iconSize}
        height={iconSize}
        viewBox="0 0 14 14"
        aria-hidden="true"
        fill="currentColor"
      >
        {stopped ? <path d="M3 1.5v11l9-5.5z" /> : <path d="M3 1.5h3v11H3zm5 0h3v11H8z" />}
      </svg>
    </button>
  );
}
