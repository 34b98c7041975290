// Host of the site-wide popups of the content features, mounted once by the root route:
// announcement popups, the notice centre, the help centre, the chat room and customer service,
// and the session reminder of a member who chose one.
// They open from lib/overlays (openHelp('term'), openNotices(), ...) or from search parameters
// (?help=term, ?notices=1, ?chat=1, ?service=1), which are then removed from the address.
// The host is small and part of the first download; the popups are a lazy chunk fetched the
// first time one of them opens or an announcement popup is due.
import { useSession } from '@platform/auth';
import { lazyGroup } from '@platform/site';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useAnnouncementPopups } from '../features/announcements/use-announcement-popups';
import { OVERLAY_PARAMS, openFromSearch, useOverlays } from '../lib/overlays';
import { registerServiceWorker } from '../lib/service-worker';

const loadViews = lazyGroup(() => import('./-overlay-views'));
const OverlayViews = lazy(() => loadViews().then((m) => ({ default: m.OverlayViews })));

function useOverlaySearchParams(): void {
  const href = useRouterState({ select: (s) => s.location.href });
  const navigate = useNavigate();
  useEffect(() => {
    const url = new URL(href, window.location.origin);
    const used = openFromSearch(url.searchParams);
    if (used.length === 0) return;
    void navigate({
      to: url.pathname,
      search: (prev: Record<string, unknown>) =>
        Object.fromEntries(Object.entries(prev).filter(([k]) => !(k in OVERLAY_PARAMS))),
      hash: url.hash.replace(/^#/, ''),
      replace: true,
    });
  }, [href, navigate]);
}

export function ContentOverlays() {
  const overlays = useOverlays();
  const announcements = useAnnouncementPopups();
  // Only real members can choose a reminder.
  const reminder = useSession().member?.realityCheckMinutes ?? null;
  useOverlaySearchParams();
  useEffect(() => registerServiceWorker(), []);
  // Once loaded the views stay mounted, so a popup closes the way it opened.
  const wanted = useRef(false);
  wanted.current ||=
    announcements.popups.length > 0 ||
    overlays.help !== null ||
    overlays.notices ||
    overlays.chat ||
    overlays.service ||
    reminder !== null;
  if (!wanted.current) return null;
  return (
    <Suspense fallback={null}>
      <OverlayViews
        overlays={overlays}
        popups={announcements.popups}
        onPopupsClosed={announcements.close}
        realityCheckMinutes={reminder}
      />
    </Suspense>
  );
}
