// Small pieces the wallet screens share: a section card, a result line and a money formatter.
import { formatMoney } from '@platform/i18n';
import { useLanguage } from '@platform/i18n/react';
import { useCallback, type ReactNode } from 'react';

export function Section({
  title,
  children,
  testId,
  action,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
  action?: ReactNode;
}) {
  return (
    <section
      className="rounded-lg border border-border bg-surface p-4 sm:p-6"
      data-testid={testId}
      aria-label={title}
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-display text-lg font-bold text-fg">{title}</h2>
        {action}
      </div>
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

/** Formats a decimal string with 2 decimals and the currency symbol, in the page's language. */
export function useMoney(symbol = '') {
  const { language } = useLanguage();
  return useCallback(
    (amount: string) => formatMoney(amount, language, { symbol }),
    [language, symbol],
  );
}
