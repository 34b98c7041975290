import type { Banner } from '@platform/api-client';
import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useRouteExists } from '../../lib/route-exists';
import { SITE_PATHS } from '../../lib/site-paths';
import { useLaunchGame } from '../../lib/use-launch-game';

/** What a banner with a linkageType opens: a game, a site page, an outside address or a promotion. */
export function useBannerLinkage() {
  const router = useRouter();
  const exists = useRouteExists();
  const { play } = useLaunchGame();
  const isLinked = useCallback(
    (banner: Banner): boolean => {
      const value = banner.linkageValue ?? '';
      switch (banner.linkageType) {
        case 'GAME':
          return /^\d+$/.test(value);
        case 'ROUTE':
          return value.startsWith('/') && !value.startsWith('//') && exists(value);
        case 'URL':
          return /^https:\/\//.test(value);
        case 'PROMOTION':
          return exists(SITE_PATHS.promotions);
        default:
          return false;
      }
    },
    [exists],
  );
  const open = useCallback(
    (banner: Banner) => {
      if (!isLinked(banner)) return;
      const value = banner.linkageValue ?? '';
      if (banner.linkageType === 'GAME') play({ nodeId: value, gameName: banner.title ?? '' });
      else if (banner.linkageType === 'ROUTE') router.history.push(value);
      else if (banner.linkageType === 'URL') window.open(value, '_blank', 'noopener,noreferrer');
      else router.history.push(`${SITE_PATHS.promotions}#${encodeURIComponent(value)}`);
    },
    [isLinked, play, router],
  );
  return { isLinked, open };
}
