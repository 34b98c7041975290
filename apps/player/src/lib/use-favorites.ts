// The member's favourites: which games are favourites, and a toggle that adds or removes a
// game by whether its nodeId is already one (optimistically, rolled back on failure).
// Visitors are sent to /login (the game is remembered and added once they have signed in); trial accounts get in_need_true_account.
import type { Game } from '@platform/api-client';
import { useToggleFavorite } from '@platform/api-client/mutations/member-games';
import { memberGameQueries } from '@platform/api-client/queries/member-games';
import { useApi } from '@platform/api-client/react';
import { useSession } from '@platform/auth';
import { useTranslation } from '@platform/i18n/react';
import { errorMessageLater } from '@platform/site';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { showNotice } from './notice-store';
import { currentHref, rememberIntent } from './pending-intent';
import { SITE_PATHS } from './site-paths';

export function useFavorites() {
  const api = useApi();
  const { isLoggedIn, isTrial } = useSession();
  const navigate = useNavigate();
  const { t } = useTranslation('shell');
  const { data } = useQuery({
    ...memberGameQueries(api).favoriteIds(),
    enabled: isLoggedIn && !isTrial,
  });
  const ids = useMemo(() => new Set(data ?? []), [data]);

  const toggleFavorite = useToggleFavorite();

  const toggle = useCallback(
    (game: Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>) => {
      if (!isLoggedIn) {
        const { nodeId, vassalage, gameType } = game;
        rememberIntent({
          returnTo: currentHref(),
          action: { kind: 'favorite', game: { nodeId, vassalage, gameType } },
        });
        return void navigate({ to: SITE_PATHS.login as '/' });
      }
      if (isTrial) return showNotice(t('errors.in_need_true_account'));
      const body = { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType };
      void toggleFavorite({ body, adding: !ids.has(game.nodeId) }).catch(async (error: unknown) =>
        showNotice(await errorMessageLater(error, t)),
      );
    },
    [ids, isLoggedIn, isTrial, navigate, toggleFavorite, t],
  );

  return { ids, toggle };
}
