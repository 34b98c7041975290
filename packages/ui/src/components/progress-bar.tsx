// A progress bar with its text below: `share` from 0 to 1, shown in whole percent rounded
// down (a bar is full only when the goal is met); `label` is also the bar's spoken value.
export interface ProgressBarProps {
  share: number;
  label: string;
  testId?: string;
}

export function ProgressBar({ share, label, testId }: ProgressBarProps) {
  const pct = Math.max(0, Math.min(100, Math.floor(share * 100)));
  return (
    <div data-testid={testId}>
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        aria-valuetext={label}
        className="h-2 overflow-hidden rounded-full bg-surface-hover"
      >
        <div className="h-full rounded-full bg-accent" style={{ width: `${pct}%` }} />
      </div>
      <p className="mt-1 text-xs text-fg-muted tabular-nums">{label}</p>
    </div>
  );
}
