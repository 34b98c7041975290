import { memberQueries } from '@platform/api-client/queries/member';
import { useApi } from '@platform/api-client/react';
import { formatGmtOffset } from '@platform/i18n';
import { Clock, LanguageSelect, useTranslation } from '@platform/i18n/react';
import { authSignOutTexts, SignOutDialog } from '@platform/auth/ui';
import { Button } from '@platform/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';

/** /agentHome: the agent centre frame: GMT offset and clock, nickname or account, sign out. */
export function AgentHomePage() {
  const { t } = useTranslation('auth');
  const api = useApi();
  const [confirming, setConfirming] = useState(false);
  const { data: member } = useSuspenseQuery(memberQueries(api).info());
  const name = member.nickname || member.account;
  return (
    <div className="flex min-h-dvh flex-col bg-bg" data-testid="agent-home">
      <header className="border-b border-border bg-bg-elevated">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-3">
          <h1 className="font-display text-lg font-bold text-fg">{t('agent.home_title')}</h1>
          <span
            className="flex items-center gap-2 font-mono text-sm tabular-nums text-fg-secondary"
            dir="ltr"
          >
            <span data-testid="gmt-offset">{formatGmtOffset(Date.now())}</span>
            <Clock />
          </span>
          <span className="ms-auto text-sm text-fg" data-testid="agent-name" dir="auto">
            {t('agent.signed_in_as', { name })}
          </span>
          <LanguageSelect />
          <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
            {t('agent.sign_out')}
          </Button>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-8">
        <h2 className="text-2xl font-bold text-fg" dir="auto">
          {t('agent.welcome', { name })}
        </h2>
        <p className="mt-2 text-fg-secondary">{t('agent.intro')}</p>
      </main>
      <SignOutDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        redirectTo="/agent"
        texts={authSignOutTexts(t)}
      />
    </div>
  );
}
