import type { ReactNode } from 'react';

export interface NoticeProps {
  /** `ok`: a polite result line (role=status); `error`: an alert (role=alert). */
  kind: 'ok' | 'error';
  children: ReactNode;
}

/** A result line under a form or an action: what happened, in the caller's words. */
export function Notice({ kind, children }: NoticeProps) {
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
