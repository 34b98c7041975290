import { systemQueries } from '@platform/api-client/queries/system';
import { Clock, LanguageSelect, useTranslation } from '@platform/i18n/react';
import { useApi } from '@platform/api-client/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { AgentLoginForm } from './agent-login-form';

/** /agent: the agent console's landing frame, without header or side menu. */
export function AgentLandingPage() {
  const { t } = useTranslation('common');
  const api = useApi();
  const { data: status } = useSuspenseQuery(systemQueries(api).status());
  return (
    <main
      id="main"
      className="grid min-h-dvh grid-rows-[auto_1fr_auto] bg-bg bg-[radial-gradient(ellipse_at_top_right,var(--ui-color-accent-2-soft),transparent_55%),radial-gradient(ellipse_at_bottom_left,var(--ui-color-accent-soft),transparent_50%)]"
      data-testid="agent-landing"
    >
      <div className="flex items-center justify-between gap-3 px-4 py-4 sm:px-8">
        <span className="font-display text-lg font-bold tracking-wide text-fg">
          {status?.info.siteName}
        </span>
        <LanguageSelect />
      </div>
      <section className="mx-auto flex w-full max-w-md flex-col justify-center gap-6 px-4 py-8">
        <div className="rounded-xl border border-border bg-surface/90 p-8 shadow-lg">
          <h1 className="font-display text-3xl font-bold text-fg">{t('agent.landing_title')}</h1>
          <p className="mt-2 text-fg-secondary">{t('agent.landing_subtitle')}</p>
          <p
            className="mt-6 rounded-md border border-border bg-accent-soft px-4 py-3 text-sm text-fg"
            data-testid="support-hours"
          >
            {t('agent.support_hours')}
          </p>
          <AgentLoginForm />
        </div>
      </section>
      <footer className="flex justify-center px-4 py-4">
        <Clock className="font-mono text-sm tabular-nums text-fg-muted" />
      </footer>
    </main>
  );
}
