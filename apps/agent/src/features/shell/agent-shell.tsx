import { contractQueries } from '@platform/api-client/queries/contracts';
import { memberQueries } from '@platform/api-client/queries/member';
import { messageQueries } from '@platform/api-client/queries/messages';
import { systemQueries } from '@platform/api-client/queries/system';
import { useApi } from '@platform/api-client/react';
import { authSignOutTexts, SignOutDialog } from '@platform/auth/ui';
import { ContractOffersHost, contractPageFlags } from '@platform/contracts';
import { formatGmtOffset } from '@platform/i18n';
import { Clock, LanguageSelect, useTranslation } from '@platform/i18n/react';
import { openCustomerService } from '@platform/site';
import { Button, CountBadge } from '@platform/ui';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link, Outlet, useRouter, useRouterState } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { consolePath, visiblePages } from '../../lib/console-pages';

const linkClass =
  'flex items-center justify-between gap-2 rounded-md px-3 py-2 text-sm text-fg-secondary hover:bg-surface-hover hover:text-fg focus-visible:outline-2 focus-visible:outline-accent';
const activeProps = { 'aria-current': 'page' as const, className: 'bg-accent-soft text-fg' };

/** The agent's own money and inbox (the player site's cashier screens), in the menu's order. */
const ACCOUNT_PAGES = ['depositv2', 'withdraw', 'messageV2'] as const;

/** Unread messages of the signed-in agent (the cashier's inbox); refreshed every minute. */
function useUnread(): number {
  const api = useApi();
  return useQuery(messageQueries(api).unreadCount()).data ?? 0;
}

function ConsoleMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('agentConsole');
  const { t: cashier } = useTranslation('cashier');
  const { t: account } = useTranslation('agentAccount');
  const api = useApi();
  const router = useRouter();
  const unread = useUnread();
  const { data: status } = useSuspenseQuery(systemQueries(api).status());
  const exists = useCallback((path: string) => path in router.routesByPath, [router]);
  // The merchant's contract switches, as the consolidated call's `*info` keys give them.
  const { data: funds } = useQuery(contractQueries(api).consolidated());
  const flags = contractPageFlags(funds);
  const customerService = status?.info.customerService ?? [];
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-1" data-testid="console-menu">
        <li>
          <Link
            to="/agentHome"
            activeOptions={{ exact: true }}
            activeProps={activeProps}
            className={linkClass}
            onClick={onNavigate}
          >
            {t('menu.home')}
          </Link>
        </li>
        {visiblePages(flags, exists).map((page) => (
          <li key={page.name}>
            <Link
              to={consolePath(page.name) as '/agentHome'}
              activeProps={activeProps}
              className={linkClass}
              onClick={onNavigate}
            >
              {t(`menu.${page.name}`)}
            </Link>
          </li>
        ))}
      </ul>
      <section aria-labelledby="account-menu-title">
        <h2
          id="account-menu-title"
          className="px-3 pb-1 text-xs font-semibold tracking-wide text-fg-muted uppercase"
        >
          {account('account')}
        </h2>
        <ul className="flex flex-col gap-1" data-testid="account-menu">
          {ACCOUNT_PAGES.filter((name) => exists(consolePath(name))).map((name) => (
            <li key={name}>
              <Link
                to={consolePath(name) as '/agentHome'}
                activeProps={activeProps}
                className={linkClass}
                onClick={onNavigate}
              >
                <span>{cashier(`menu.${name}`)}</span>
                {name === 'messageV2' && (
                  <CountBadge count={unread} label={cashier('unread', { n: unread })} />
                )}
              </Link>
            </li>
          ))}
          {customerService.length > 0 && (
            <li>
              <button
                type="button"
                className={`${linkClass} w-full text-start`}
                onClick={() => void openCustomerService(customerService, api)}
              >
                {t('menu.customer_service')}
              </button>
            </li>
          )}
        </ul>
      </section>
    </div>
  );
}

/** The inbox from the header: its unread count beside it, as in the player site's header. */
function MessagesLink() {
  const { t: cashier } = useTranslation('cashier');
  const unread = useUnread();
  const label = cashier('unread', { n: unread });
  return (
    <Link
      to="/agentHome/messageV2"
      className="relative hidden items-center gap-1 rounded-md px-2 py-1 text-sm text-fg-secondary hover:bg-surface-hover hover:text-fg focus-visible:outline-2 focus-visible:outline-accent sm:inline-flex"
      data-testid="header-messages"
    >
      {cashier('menu.messageV2')}
      <CountBadge count={unread} label={label} />
    </Link>
  );
}

/** The menu as a drawer at phone width: a modal <dialog> (focus kept inside, Escape closes). */
function MenuDrawer() {
  const { t } = useTranslation('agentConsole');
  const ref = useRef<HTMLDialogElement>(null);
  const path = useRouterState({ select: (s) => s.location.pathname });
  const close = () => ref.current?.close();
  useEffect(close, [path]);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="lg:hidden"
        aria-haspopup="dialog"
        onClick={() => ref.current?.showModal()}
        data-testid="menu-open"
      >
        <span aria-hidden="true">☰</span> {t('shell.menu')}
      </Button>
      <dialog
        ref={ref}
        aria-label={t('shell.menu')}
        className="m-0 h-dvh max-h-none w-72 max-w-[85vw] bg-bg-elevated p-4 text-fg backdrop:bg-black/60 ltr:mr-auto rtl:ml-auto"
        onClick={(event) => {
          if (event.target === ref.current) close();
        }}
        data-testid="menu-drawer"
      >
        <div className="mb-4 flex items-center justify-between">
          <span className="font-display font-bold">{t('shell.menu')}</span>
          <Button variant="ghost" size="sm" onClick={close}>
            {t('shell.close')}
          </Button>
        </div>
        <nav aria-label={t('shell.menu')}>
          <ConsoleMenu onNavigate={close} />
        </nav>
      </dialog>
    </>
  );
}

/** /agentHome and its pages: header (GMT offset, clock, name, language, sign out) and the menu. */
export function AgentShell() {
  const { t } = useTranslation('auth');
  const { t: c } = useTranslation('agentConsole');
  const api = useApi();
  const [confirming, setConfirming] = useState(false);
  const { data: member } = useSuspenseQuery(memberQueries(api).info());
  const name = member.nickname || member.account;
  return (
    <div className="flex min-h-dvh flex-col bg-bg" data-testid="agent-home">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-accent focus:px-3 focus:py-2 focus:text-accent-contrast"
      >
        {c('shell.skip')}
      </a>
      <header className="border-b border-border bg-bg-elevated">
        <div className="mx-auto flex max-w-screen-2xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3">
          <MenuDrawer />
          <Link to="/agentHome" className="font-display text-lg font-bold text-fg">
            {t('agent.home_title')}
          </Link>
          <span
            className="flex items-center gap-2 font-mono text-xs tabular-nums text-fg-secondary sm:text-sm"
            dir="ltr"
          >
            <span data-testid="gmt-offset">{formatGmtOffset(Date.now())}</span>
            <Clock />
          </span>
          {/* Wraps rather than cuts at phone width (a cut name reads wrongly right to left). */}
          <span
            className="ms-auto max-w-48 text-sm break-words text-fg sm:max-w-none"
            data-testid="agent-name"
            dir="auto"
          >
            {t('agent.signed_in_as', { name })}
          </span>
          <MessagesLink />
          <LanguageSelect />
          <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
            {t('agent.sign_out')}
          </Button>
        </div>
      </header>
      <div className="mx-auto flex w-full max-w-screen-2xl flex-1">
        <nav
          aria-label={c('shell.menu')}
          className="hidden w-60 shrink-0 border-e border-border p-3 lg:block"
        >
          <ConsoleMenu />
        </nav>
        <main id="main" className="min-w-0 flex-1 px-4 py-6 lg:px-8">
          <Outlet />
        </main>
      </div>
      <ContractOffersHost />
      <SignOutDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        redirectTo="/agent"
        texts={authSignOutTexts(t)}
      />
    </div>
  );
}
