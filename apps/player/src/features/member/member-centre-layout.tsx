import { messageQueries } from '@platform/api-client/queries/messages';
import { rewardQueries } from '@platform/api-client/queries/rewards';
import { systemQueries } from '@platform/api-client/queries/system';
import { useApi } from '@platform/api-client/react';
import { useTranslation } from '@platform/i18n/react';
import { CountBadge } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, Outlet, useRouterState } from '@tanstack/react-router';
import { memberQueries } from '@platform/api-client/queries/member';
import { useEffect, useRef, useState } from 'react';
import type { LoaderArgs } from '../../lib/route-context';
import { useRouteExists } from '../../lib/route-exists';
import { memberPath, type MemberMenuKey, visibleMenu } from './member-menu';

/** Route loader of the member centre frame (its guard has already loaded the member). */
export const loader = ({ context }: LoaderArgs) =>
  context.queryClient.ensureQueryData(memberQueries(context.api).info());

const entry =
  'flex items-center justify-between gap-2 rounded-md px-3 py-2 text-sm text-fg-secondary hover:bg-surface-hover hover:text-fg focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent aria-[current=page]:bg-accent-soft aria-[current=page]:font-semibold aria-[current=page]:text-accent';

/** Unread counts beside the entries that have them: messages, missions and rewards. */
type Badges = Partial<Record<MemberMenuKey, number>>;

function MenuList({ badges }: { badges: Badges }) {
  const { t } = useTranslation('cashier');
  const { t: tr } = useTranslation('rewards');
  const api = useApi();
  const exists = useRouteExists();
  const { data: status } = useQuery(systemQueries(api).status());
  const { data: info } = useQuery(memberQueries(api).info());
  return (
    <ul className="space-y-0.5" data-testid="member-menu">
      {visibleMenu(status, exists, info?.availablePromo).map((key) => (
        <li key={key}>
          <Link
            to={memberPath(key) as '/member'}
            activeOptions={{ exact: true }}
            className={entry}
            data-menu={key}
          >
            <span>{t(`menu.${key}`)}</span>
            {badges[key] !== undefined && (
              <CountBadge
                count={badges[key]}
                label={
                  key === 'messageV2'
                    ? t('unread', { n: badges[key] })
                    : tr('menu_badge', { n: badges[key] })
                }
              />
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The member centre frame: its menu beside the page from 768 px, a drawer (native dialog: focus
 * trap, Escape, backdrop) below. Each page is its own address, so links and the back button work.
 */
export function MemberCentreLayout() {
  const { t } = useTranslation('cashier');
  const { t: tr } = useTranslation('rewards');
  const api = useApi();
  // The member centre is for real members only (its route's guard): no trial asks for this.
  const { data: unread = 0 } = useQuery(messageQueries(api).unreadCount());
  const { data: rewards } = useQuery(rewardQueries(api).badges());
  const badges: Badges = {
    messageV2: unread,
    rewardCenter: rewards?.rewards ?? 0,
    missionLeaderboard: rewards?.missions ?? 0,
  };
  const toClaim = (rewards?.rewards ?? 0) + (rewards?.missions ?? 0);
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  // Choosing a page closes the drawer.
  useEffect(() => setOpen(false), [pathname]);
  return (
    <div className="mx-auto flex w-full max-w-6xl gap-6 px-3 py-4 sm:px-4 md:py-8">
      <nav
        aria-label={t('menu.label')}
        className="sticky top-24 hidden w-56 shrink-0 self-start rounded-lg border border-border bg-surface p-2 md:block"
      >
        <MenuList badges={badges} />
      </nav>
      <div className="min-w-0 flex-1">
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-haspopup="dialog"
          data-testid="member-menu-button"
          className="mb-4 inline-flex h-9 items-center gap-2 rounded-full border border-border px-4 text-sm font-semibold text-fg hover:border-border-strong focus-visible:outline-2 focus-visible:outline-accent md:hidden"
        >
          {t('menu.open')}
          <CountBadge count={unread} label={t('unread', { n: unread })} />
          {toClaim > 0 && (
            // Rewards or missions to claim: a dot (the count is the messages').
            <span className="size-2 rounded-full bg-accent" data-testid="menu-reward-dot">
              <span className="sr-only">{tr('menu_dot')}</span>
            </span>
          )}
        </button>
        <Outlet />
      </div>
      <dialog
        ref={dialog}
        aria-label={t('menu.label')}
        data-testid="member-drawer"
        onClose={() => setOpen(false)}
        onClick={(e) => {
          if (e.target === e.currentTarget) setOpen(false);
        }}
        className="m-0 h-dvh max-h-none w-72 max-w-[85vw] border-e border-border bg-bg-elevated p-2 text-fg backdrop:bg-black/60 rtl:ml-auto"
      >
        <div className="mb-2 flex items-center justify-between px-2">
          <span className="font-semibold">{t('menu.label')}</span>
          <button
            type="button"
            onClick={() => setOpen(false)}
            className="rounded-md px-3 py-2 text-sm hover:bg-surface-hover"
          >
            {t('menu.close')}
          </button>
        </div>
        {open && <MenuList badges={badges} />}
      </dialog>
    </div>
  );
}
