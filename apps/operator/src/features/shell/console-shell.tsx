import { unwrap } from '@platform/api-client';
import { useApi } from '@platform/api-client/react';
import { LanguageSelect, useTranslation } from '@platform/i18n/react';
import { Button } from '@platform/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Outlet, useNavigate } from '@tanstack/react-router';
import { useEffect, useSyncExternalStore } from 'react';
import {
  can,
  onStaffSessionChange,
  readStaffSession,
  saveStaffSession,
  type StaffPermission,
} from '../../lib/staff-session';

const NAV: { to: string; label: string; permission: StaffPermission }[] = [
  { to: '/dashboard', label: 'nav.dashboard', permission: 'dashboard.read' },
  { to: '/deposits', label: 'nav.deposits', permission: 'cashier.read' },
  { to: '/withdrawals', label: 'nav.withdrawals', permission: 'cashier.read' },
  { to: '/members', label: 'nav.members', permission: 'members.read' },
  { to: '/agents', label: 'nav.agents', permission: 'contracts.read' },
  { to: '/audit', label: 'nav.audit', permission: 'audit.read' },
  // Console (a): queues, staff and agents.
  { to: '/rewards', label: 'nav.rewards', permission: 'rewards.read' },
  { to: '/redemptions', label: 'nav.redemptions', permission: 'points.read' },
  { to: '/staff', label: 'nav.staff', permission: 'staff.manage' },
  { to: '/content', label: 'nav.content', permission: 'content.read' },
  { to: '/games', label: 'games.nav', permission: 'games.read' },
  { to: '/settings', label: 'nav.settings', permission: 'settings.read' },
  { to: '/live-chat', label: 'live_chat.nav', permission: 'support.read' },
  { to: '/feedback', label: 'feedback.nav', permission: 'support.read' },
  { to: '/reports', label: 'reports.nav', permission: 'reports.read' },
  { to: '/jackpot', label: 'jackpot.nav', permission: 'cashier.read' },
];

/** The console's frame: who is signed in, the screens their role may open, sign-out. */
export function ConsoleShell() {
  const { t } = useTranslation('operatorConsole');
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const session = useSyncExternalStore(onStaffSessionChange, readStaffSession, () => null);

  // The session ended (signed out, idle, locked): back to the sign-in page.
  useEffect(() => {
    if (!session) {
      queryClient.clear();
      void navigate({ to: '/' });
    }
  }, [session, navigate, queryClient]);
  if (!session) return null;

  const signOut = async () => {
    await unwrap(api.DELETE('/operator/session')).catch(() => undefined);
    saveStaffSession(null);
  };

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex flex-wrap items-center gap-3 border-b border-border bg-bg-elevated px-4 py-3">
        <span className="text-lg font-bold text-fg">{t('title')}</span>
        <nav aria-label={t('nav.menu')} className="order-last w-full md:order-none md:w-auto">
          <ul className="flex flex-wrap gap-1">
            {NAV.filter((item) => can(session, item.permission)).map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className="block rounded px-3 py-2 text-sm text-fg-secondary hover:bg-surface-hover"
                  activeProps={{ className: 'bg-surface-raised text-fg', 'aria-current': 'page' }}
                >
                  {t(item.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ms-auto flex min-w-0 flex-wrap items-center gap-2">
          <span
            className="min-w-0 text-sm break-words text-fg-muted"
            data-testid="signed-in-as"
            dir="auto"
          >
            {t('shell.signed_in_as', { name: session.loginName, role: t(`roles.${session.role}`) })}
          </span>
          <LanguageSelect />
          <Button variant="secondary" size="sm" onClick={() => void signOut()}>
            {t('nav.sign_out')}
          </Button>
        </div>
      </header>
      <main className="mx-auto w-full max-w-6xl flex-1 p-4">
        <Outlet />
      </main>
    </div>
  );
}
