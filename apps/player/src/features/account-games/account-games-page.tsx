import { memberGameQueries } from '@platform/api-client/queries/member-games';
import { useApi } from '@platform/api-client/react';
import { useLanguage, useTranslation } from '@platform/i18n/react';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import { Skeleton } from '@platform/ui';
import { GameGrid } from '../../components/game-grid';

/** Spec: favourites are fetched with page size 999; recent games 20 at a time. */
const FAVORITES_PAGE = 999;
const RECENT_PAGE = 20;

/** /favorite and /recent: the member's favourite or recently played games. */
export function AccountGamesPage() {
  const { t } = useTranslation('lobby');
  const { language } = useLanguage();
  const api = useApi();
  const kind = useRouterState({
    select: (s) => (s.location.pathname.toLowerCase() === '/recent' ? 'recent' : 'favorites'),
  });
  const favorites = useQuery({
    ...memberGameQueries(api).favorites({ pageNo: 1, pageSize: FAVORITES_PAGE, language }),
    enabled: kind === 'favorites',
  });
  const recent = useQuery({
    ...memberGameQueries(api).recent({ page: 1, pageSize: RECENT_PAGE, language }),
    enabled: kind === 'recent',
  });
  const query = kind === 'recent' ? recent : favorites;
  const games = kind === 'recent' ? recent.data?.list : favorites.data?.content;
  const title = t(
    kind === 'recent' ? 'account_games.recent_title' : 'account_games.favorites_title',
  );
  return (
    <div
      className="mx-auto max-w-[1400px] space-y-5 px-3 py-4 sm:px-5 sm:py-6"
      data-testid={`account-games-${kind}`}
    >
      <h1 className="font-display text-2xl font-bold text-fg">{title}</h1>
      {query.isPending ? (
        <Skeleton height={240} />
      ) : games && games.length > 0 ? (
        <GameGrid games={games} label={title} />
      ) : (
        <div
          className="grid min-h-48 place-items-center gap-3 rounded-xl border border-dashed border-border p-6 text-center text-fg-muted"
          role="status"
          data-testid="no-data"
        >
          <p>
            {t(kind === 'recent' ? 'account_games.empty_recent' : 'account_games.empty_favorites')}
          </p>
          <Link
            to="/rng"
            className="rounded-full bg-accent px-4 py-2 text-sm font-semibold text-accent-contrast"
          >
            {t('account_games.browse')}
          </Link>
        </div>
      )}
    </div>
  );
}
