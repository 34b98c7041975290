import type { ReactNode } from 'react';

export interface StatusScreenProps {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  testId?: string;
}

/** Full-page message layout shared by the maintenance, region, boot-error and chunk-error screens. */
export function StatusScreen({ icon, title, children, actions, testId }: StatusScreenProps) {
  return (
    <main
      className="grid min-h-dvh place-items-center bg-bg bg-[radial-gradient(ellipse_at_top,var(--ui-color-accent-2-soft),transparent_60%)] p-6"
      data-testid={testId}
    >
      <section className="flex w-full max-w-md flex-col items-center gap-4 rounded-xl border border-border bg-surface p-8 text-center shadow-lg">
        <div
          className="grid size-16 place-items-center rounded-full bg-accent-soft text-accent"
          aria-hidden="true"
        >
          {icon}
        </div>
        <h1 className="font-display text-2xl font-bold text-fg" dir="auto">
          {title}
        </h1>
        <div className="flex flex-col gap-2 text-fg-secondary">{children}</div>
        {actions ? <div className="mt-2 flex flex-wrap justify-center gap-3">{actions}</div> : null}
      </section>
    </main>
  );
}
