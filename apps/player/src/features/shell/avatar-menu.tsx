import { systemQueries } from '@platform/api-client/queries/system';
import { useApi } from '@platform/api-client/react';
import { useSession } from '@platform/auth';
import { useTranslation } from '@platform/i18n/react';
import { openCustomerService } from '@platform/site';
import { CountBadge } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { ChevronIcon } from '../../components/icons';
import { RouteLink } from '../../components/route-link';
import { SITE_PATHS } from '../../lib/site-paths';
import { useUnreadCount } from './use-unread-count';

// The confirmation dialog's code loads when the member first asks to sign out.
const SignOutDialog = lazy(() =>
  import('./sign-out-dialog').then((m) => ({ default: m.SignOutDialog })),
);

const base =
  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-start text-sm hover:bg-surface-hover focus-visible:bg-surface-hover focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent';
const item = `${base} text-fg-secondary hover:text-fg`;

/** The member's menu: agent centre and console, account, bet records, messages, customer service, sign out. */
export function AvatarMenu() {
  const { t } = useTranslation('shell');
  const api = useApi();
  const { member, isAgent, isTrial } = useSession();
  const { data: status } = useQuery(systemQueries(api).status());
  const [open, setOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const name = member?.nickname || member?.account || '';
  const unread = useUnreadCount();
  const unreadLabel = t('member.unread', { n: unread });

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const customerService = status?.info.customerService ?? [];
  const agentConsole = status?.info.siteAddresses.agentConsole ?? null;
  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`${t('member.account_menu', { name })}${unread > 0 ? `, ${unreadLabel}` : ''}`}
        data-testid="avatar-menu"
        onClick={() => setOpen((o) => !o)}
        className="flex items-center gap-2 rounded-full border border-border bg-surface p-1 pe-2 hover:border-border-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
      >
        <span className="relative">
          {member?.avatarUrl ? (
            <img
              src={member.avatarUrl}
              alt=""
              width={32}
              height={32}
              className="size-8 rounded-full"
            />
          ) : (
            <span
              aria-hidden="true"
              className="grid size-8 place-items-center rounded-full bg-[image:var(--ui-gradient-accent)] text-sm font-bold uppercase text-accent-contrast"
            >
              {name.slice(0, 1)}
            </span>
          )}
          <CountBadge count={unread} label={unreadLabel} className="absolute -end-2 -top-1.5" />
        </span>
        <span className="hidden max-w-28 truncate text-sm text-fg lg:inline">{name}</span>
        {isTrial && (
          <span className="rounded-sm bg-accent-2-soft px-1 text-[0.65rem] font-semibold text-accent-2">
            {t('member.trial_badge')}
          </span>
        )}
        <ChevronIcon width={14} height={14} className="rotate-90 text-fg-muted" />
      </button>
      {open && (
        <div
          id={menuId}
          className="absolute end-0 top-full z-(--ui-z-drawer) mt-2 w-56 rounded-lg border border-border bg-bg-elevated p-1 shadow-lg"
          onClick={() => setOpen(false)}
        >
          <p className="truncate px-3 py-2 text-xs text-fg-muted">{member?.account}</p>
          {isAgent && (
            <RouteLink to={SITE_PATHS.agent} className={item}>
              {t('member.agent')}
            </RouteLink>
          )}
          {/* The agent console at the merchant's configured address (its domain configuration). */}
          {isAgent && agentConsole && (
            <a href={agentConsole} className={item} data-testid="agent-console-link">
              {t('member.agent_console')}
            </a>
          )}
          {!isTrial && (
            <>
              {/* At phone width the header has no room for these two buttons. */}
              <RouteLink to={SITE_PATHS.deposit} className={`${item} sm:hidden`}>
                {t('member.deposit')}
              </RouteLink>
              <RouteLink to={SITE_PATHS.withdraw} className={`${item} sm:hidden`}>
                {t('member.withdraw')}
              </RouteLink>
            </>
          )}
          <RouteLink to={SITE_PATHS.account} className={item}>
            {t('member.account')}
          </RouteLink>
          <RouteLink to={SITE_PATHS.betRecord} className={item}>
            {t('member.bet_record')}
          </RouteLink>
          <RouteLink to={SITE_PATHS.messages} className={item} data-testid="avatar-messages">
            <span className="flex-1">{t('member.messages')}</span>
            <CountBadge count={unread} label={unreadLabel} />
          </RouteLink>
          {customerService.length > 0 && (
            <button
              type="button"
              className={item}
              onClick={() => void openCustomerService(customerService)}
            >
              {t('member.customer_service')}
            </button>
          )}
          <button
            type="button"
            className={`${base} text-danger`}
            onClick={() => setSigningOut(true)}
            data-testid="sign-out"
          >
            {t('member.sign_out')}
          </button>
        </div>
      )}
      {signingOut && (
        <Suspense fallback={null}>
          <SignOutDialog open onClose={() => setSigningOut(false)} />
        </Suspense>
      )}
    </div>
  );
}
