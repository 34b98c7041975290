// Small pieces the cashier screens share: a section card, a money formatter, a state badge,
// a status line (the shared Notice) and a pager.
import { formatMoney } from '@platform/i18n';
import { useLanguage, useTranslation } from '@platform/i18n/react';
import { cx, Notice, Paginator } from '@platform/ui';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';

export { Notice } from '@platform/ui';

/**
 * A success notice that replaces the form which had the focus: it takes the focus when it
 * appears, so a keyboard user goes on from here rather than from the top of the page.
 */
export function FocusedNotice({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className="rounded-md focus-visible:outline-2 focus-visible:outline-accent"
    >
      <Notice kind="ok">{children}</Notice>
    </div>
  );
}

export { SectionCard as Section } from '@platform/ui';

/** Formats a decimal string with 2 decimals and the currency symbol, in the page's language. */
export function useMoney(symbol = '') {
  const { language } = useLanguage();
  return useCallback(
    (amount: string) => formatMoney(amount, language, { symbol }),
    [language, symbol],
  );
}

const TONES: Record<string, string> = {
  good: 'bg-success/15 text-success',
  bad: 'bg-danger/15 text-danger',
  wait: 'bg-accent-2-soft text-accent-2',
  calm: 'bg-surface-hover text-fg-secondary',
};

export function StateBadge({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  return (
    <span
      className={cx(
        'inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        TONES[tone],
      )}
    >
      {children}
    </span>
  );
}

export function Pager({
  page,
  totalPages,
  onChange,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation('cashier');
  const { t: common } = useTranslation('common');
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('page_of', { page, total: totalPages })} className="mt-4">
      <Paginator
        page={page}
        totalPages={totalPages}
        onChange={onChange}
        labels={{
          nav: common('pagination.label'),
          previous: common('pagination.previous'),
          next: common('pagination.next'),
          page: (n) => common('pagination.page', { page: n }),
        }}
      />
    </nav>
  );
}
