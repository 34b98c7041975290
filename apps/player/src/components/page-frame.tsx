import type { ReactNode } from 'react';

export interface PageFrameProps {
  title: ReactNode;
  /** Line under the title. */
  lead?: ReactNode;
  /** Content next to the title (a count, an action). */
  aside?: ReactNode;
  children: ReactNode;
  testId?: string;
}

/** The frame of a content page: a heading row and the page body, at phone and desktop width. */
export function PageFrame({ title, lead, aside, children, testId }: PageFrameProps) {
  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-6 sm:py-8" data-testid={testId}>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-display text-2xl font-bold text-fg sm:text-3xl">{title}</h1>
          {lead && <p className="mt-1 text-fg-secondary">{lead}</p>}
        </div>
        {aside}
      </div>
      {children}
    </section>
  );
}
