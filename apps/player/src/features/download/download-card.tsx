import type { ReactNode } from 'react';

export interface DownloadCardProps {
  icon: ReactNode;
  title: string;
  text: string;
  action: ReactNode;
  children: ReactNode;
  testId: string;
}

/** One way to get the app: what it is, the action, and its install guide. */
export function DownloadCard({ icon, title, text, action, children, testId }: DownloadCardProps) {
  return (
    <li
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-5"
      data-testid={testId}
    >
      <div className="flex items-center gap-3">
        <span
          className="grid size-12 shrink-0 place-items-center rounded-xl bg-accent-soft text-accent"
          aria-hidden="true"
        >
          {icon}
        </span>
        <div>
          <h2 className="text-lg font-semibold text-fg">{title}</h2>
          <p className="text-sm text-fg-secondary">{text}</p>
        </div>
      </div>
      <div>{action}</div>
      <div className="flex flex-col gap-4 border-t border-border pt-4">{children}</div>
    </li>
  );
}
