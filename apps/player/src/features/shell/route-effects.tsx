import { useTranslation } from '@platform/i18n/react';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

/**
 * After a navigation: scroll to the top when the route (not just its search) changed, and a
 * thin progress bar while a navigation is pending, hidden once it settles.
 */
export function RouteEffects() {
  const { t } = useTranslation('shell');
  const routeId = useRouterState({ select: (s) => s.matches[s.matches.length - 1]?.routeId });
  const pending = useRouterState({ select: (s) => s.status === 'pending' });
  const previous = useRef(routeId);
  useEffect(() => {
    if (previous.current !== routeId) window.scrollTo(0, 0);
    previous.current = routeId;
  }, [routeId]);
  return (
    <div
      role="progressbar"
      aria-label={t('loading')}
      aria-busy={pending}
      hidden={!pending}
      data-testid="navigation-progress"
      className="fixed inset-x-0 top-0 z-(--ui-z-loader) h-0.5 overflow-hidden"
    >
      <div className="h-full w-1/3 animate-[nav-progress_1s_ease-in-out_infinite] bg-accent" />
    </div>
  );
}
