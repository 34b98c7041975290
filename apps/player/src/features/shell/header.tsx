import { systemQueries } from '@platform/api-client/queries/system';
import { useApi } from '@platform/api-client/react';
import { useSession } from '@platform/auth';
import { Clock, LanguageSelect, useTranslation } from '@platform/i18n/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { MenuIcon } from '../../components/icons';
import { siteFlagsOf } from '../../lib/site-flags';
import { SITE_PATHS } from '../../lib/site-paths';
import { useMediaQuery } from '../../lib/use-media-query';
import { setDrawerOpen } from './drawer-store';
import { SiteLogo } from './site-logo';
import { TopNav } from './top-nav';

// Members only: its code (balance, avatar menu) is not part of a visitor's first download.
const MemberBar = lazy(() => import('./member-bar').then((m) => ({ default: m.MemberBar })));

/** Logo, clock (every second), language select, and log in / register or the member's bar; the category navigation below. */
export function Header() {
  const api = useApi();
  const { t } = useTranslation('shell');
  const { isLoggedIn } = useSession();
  const { data: status } = useQuery(systemQueries(api).status());
  // The register entry shows while either registration mode (username, mobile) is on.
  const flags = siteFlagsOf(status);
  // One clock and one language select in the header: in the top row from 640 px, in a row of
  // their own below that.
  const wide = useMediaQuery('(min-width: 640px)');
  // The header, the bottom bar and the right bar are opaque, without a backdrop blur: behind
  // their 95 % opaque background the blur hardly showed, and it had the browser redo it on every
  // frame of the page (the marquee, a banner sliding, the clock): 40 to 46 % of a core on an
  // idle home page where the browser composites in software, 14 to 17 % without
  // (docs/performance.md).
  return (
    <header className="sticky top-0 z-(--ui-z-header) border-b border-border bg-bg-elevated">
      <div className="mx-auto flex h-14 max-w-[1600px] items-center gap-1.5 px-2.5 min-[360px]:gap-2 min-[360px]:px-3 sm:h-16 sm:gap-3 sm:px-4">
        <button
          type="button"
          onClick={() => setDrawerOpen(true)}
          aria-label={t('nav.menu')}
          className="grid size-9 place-items-center rounded-md text-fg-secondary hover:bg-surface-hover md:hidden"
        >
          <MenuIcon />
        </button>
        <SiteLogo siteName={status?.info.siteName ?? ''} />
        {wide && <Clock className="ms-auto font-mono text-sm tabular-nums text-fg-secondary" />}
        {wide && <LanguageSelect />}
        <div className="ms-auto sm:ms-0">
          {isLoggedIn ? (
            <Suspense
              fallback={<span className="block h-10 w-40 animate-pulse rounded-full bg-surface" />}
            >
              <MemberBar />
            </Suspense>
          ) : (
            <div className="flex items-center gap-2" data-testid="auth-links">
              <Link
                to={SITE_PATHS.login as '/'}
                className="inline-flex h-9 items-center rounded-full border border-border px-4 text-sm font-semibold text-fg hover:border-accent hover:text-accent"
              >
                {t('auth.login')}
              </Link>
              {(flags.usernameRegister || flags.mobileRegister) && (
                <Link
                  to={SITE_PATHS.register as '/'}
                  className="inline-flex h-9 items-center rounded-full bg-[image:var(--ui-gradient-accent)] px-4 text-sm font-bold text-accent-contrast shadow-glow"
                >
                  {t('auth.register')}
                </Link>
              )}
            </div>
          )}
        </div>
      </div>
      {/* Phone width: the clock and the language select get a slim row of their own. */}
      {!wide && (
        <div className="flex h-8 items-center justify-between border-t border-border/60 px-3">
          <Clock className="font-mono text-xs tabular-nums text-fg-muted" />
          <LanguageSelect className="[&_select]:h-7 [&_select]:text-xs" />
        </div>
      )}
      <TopNav />
    </header>
  );
}
