import type { ReactNode } from 'react';

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
