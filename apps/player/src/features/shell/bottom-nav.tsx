import { useSession } from '@platform/auth';
import { useTranslation } from '@platform/i18n/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ClockIcon, HeartIcon, HomeIcon, MenuIcon, UserIcon } from '../../components/icons';
import { pathOn, useModules } from '../../lib/site-modules';
import { SITE_PATHS } from '../../lib/site-paths';
import { setDrawerOpen } from './drawer-store';

const item =
  'flex h-full min-w-0 flex-1 flex-col items-center justify-center gap-0.5 text-[0.7rem] text-fg-secondary aria-[current=page]:text-accent';

function Label({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <>
      {icon}
      <span className="max-w-full truncate">{text}</span>
    </>
  );
}

/** At phone width: home, menu (the drawer), favourites, recent, and log in for visitors. */
export function BottomNav() {
  const { t } = useTranslation('shell');
  const { isLoggedIn } = useSession();
  const modules = useModules();
  return (
    <nav
      aria-label={t('bottom.label')}
      className="fixed inset-x-0 bottom-0 z-(--ui-z-header) border-t border-border bg-bg-elevated pb-[env(safe-area-inset-bottom)] md:hidden"
      data-testid="bottom-nav"
    >
      <div className="flex h-14">
        <Link to="/" className={item} activeOptions={{ exact: true }}>
          <Label icon={<HomeIcon />} text={t('bottom.home')} />
        </Link>
        <button type="button" className={item} onClick={() => setDrawerOpen(true)}>
          <Label icon={<MenuIcon />} text={t('bottom.menu')} />
        </button>
        {pathOn(modules, SITE_PATHS.favorites) && (
          <Link to="/favorite" className={item}>
            <Label icon={<HeartIcon />} text={t('bottom.favorites')} />
          </Link>
        )}
        {pathOn(modules, SITE_PATHS.recent) && (
          <Link to="/recent" className={item}>
            <Label icon={<ClockIcon />} text={t('bottom.recent')} />
          </Link>
        )}
        {!isLoggedIn && (
          <Link to={SITE_PATHS.login as '/'} className={item}>
            <Label icon={<UserIcon />} text={t('bottom.login')} />
          </Link>
        )}
      </div>
    </nav>
  );
}
