import { useTranslation } from '@platform/i18n/react';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { NoticeDialog } from '../../components/notice-dialog';
import { SKIP_LINKS_ID, SkipLink } from '../../components/skip-links';
import { useMediaQuery } from '../../lib/use-media-query';
import { useDrawerOpen } from './drawer-store';
import { Footer } from './footer';
import { Header } from './header';
import { hidesSideMenu } from './hidden-side-menu';
import { RightBar } from './right-bar';
import { RouteEffects } from './route-effects';
import { SideMenu } from './side-menu';

// The phone-width bottom bar loads at phone width only (the page keeps its room: pb-16).
const BottomNav = lazy(() => import('./bottom-nav').then((m) => ({ default: m.BottomNav })));

// The phone-width drawer loads when first opened.
const MobileDrawer = lazy(() =>
  import('./mobile-drawer').then((m) => ({ default: m.MobileDrawer })),
);

/** The player shell: header, side menu, content, right bar, footer; drawer and bottom bar at phone width. */
export function AppLayout() {
  const { t } = useTranslation('common');
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const gamePage = hidesSideMenu(pathname);
  // The launched game takes the whole phone screen: the site header gives way (styles.css).
  const seamless = pathname.toLowerCase().replace(/\/+$/, '') === '/seamless';
  const drawerOpen = useDrawerOpen();
  // The side menu shows from 768 px (md); narrower, its entries are in the drawer, and a phone's
  // first render does not build it at all.
  const wide = useMediaQuery('(min-width: 48rem)');
  const sideMenu = wide && !gamePage;
  return (
    <div className="flex min-h-dvh flex-col" data-game-screen={seamless ? '' : undefined}>
      {/* Skip links come first; a page may add its own here (the lobbies: to the games). */}
      <div id={SKIP_LINKS_ID}>
        <SkipLink href="#main">{t('nav.skip_to_content')}</SkipLink>
      </div>
      <RouteEffects />
      <Header />
      {/* With a footer, at least a screen tall: the footer starts below the fold, so a page
          whose content arrives after the shell does not push a visible footer down. */}
      <div className={`mx-auto flex w-full max-w-[1600px] flex-1 ${gamePage ? '' : 'min-h-dvh'}`}>
        {sideMenu && <SideMenu />}
        <main
          id="main"
          className={gamePage ? 'min-w-0 flex-1' : 'min-w-0 flex-1 pb-16 md:pb-0 md:pe-14'}
          tabIndex={-1}
        >
          <Outlet />
        </main>
      </div>
      {!gamePage && <Footer />}
      {!gamePage && <RightBar />}
      {!gamePage && !wide && (
        <Suspense fallback={null}>
          <BottomNav />
        </Suspense>
      )}
      {drawerOpen && (
        <Suspense fallback={null}>
          <MobileDrawer />
        </Suspense>
      )}
      <NoticeDialog />
    </div>
  );
}
