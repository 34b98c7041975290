// Pieces the account screens share: a section card and a result line.
import type { ReactNode } from 'react';

export function Section({
  title,
  intro,
  children,
  testId,
  id,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  testId?: string;
  id?: string;
}) {
  return (
    <section
      id={id}
      className="rounded-lg border border-border bg-surface p-4 sm:p-6"
      data-testid={testId}
      aria-label={title}
    >
      <h2 className="mb-2 font-display text-lg font-bold text-fg">{title}</h2>
      {intro && <p className="mb-4 text-sm text-fg-secondary">{intro}</p>}
      {children}
    </section>
  );
}

/** A polite result line (role=status) or an error (role=alert). */
export function Notice({ kind, children }: { kind: 'ok' | 'error'; children: ReactNode }) {
  return kind === 'ok' ? (
    <p role="status" className="rounded-md bg-accent-soft px-3 py-2 text-sm text-fg">
      {children}
    </p>
  ) : (
    <p role="alert" className="rounded-md bg-danger/10 px-3 py-2 text-sm text-danger">
      {children}
    </p>
  );
}
