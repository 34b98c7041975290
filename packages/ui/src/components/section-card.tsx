// A titled card for one section of a page (cashier, rewards, loyalty): the title is its
// heading and its accessible name; actions, when given, sit beside the title.
import type { ReactNode } from 'react';
import { cx } from '../lib/cx';

export interface SectionCardProps {
  title: string;
  children: ReactNode;
  testId?: string;
  actions?: ReactNode;
}

export function SectionCard({ title, children, testId, actions }: SectionCardProps) {
  const heading = (className?: string) => (
    <h2 className={cx(className, 'font-display text-lg font-bold text-fg')}>{title}</h2>
  );
  return (
    <section
      className="rounded-lg border border-border bg-surface p-4 sm:p-6"
      data-testid={testId}
      aria-label={title}
    >
      {actions ? (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
          {heading()}
          {actions}
        </div>
      ) : (
        heading('mb-4')
      )}
      {children}
    </section>
  );
}
