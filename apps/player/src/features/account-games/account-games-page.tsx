import { memberGameQueries } from '@platform/api-client/queries/member-games';
import { useApi } from '@platform/api-client/react';
import type { Game } from '@platform/api-client';
import { useLanguage, useTranslation } from '@platform/i18n/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { GameGrid } from '../../components/game-grid';
import { type AccountGamesKind, favoritesList, recentList } from '../../lib/account-game-lists';
import { type LoaderArgs, routeLanguage } from '../../lib/route-context';

/** Route loader of /favorite and /recent. */
export const accountGamesLoader =
  (kind: AccountGamesKind) =>
  async ({ context }: LoaderArgs): Promise<void> => {
    const { queryClient, api } = context;
    const language = routeLanguage(context);
    if (kind === 'recent')
      await queryClient.ensureQueryData(memberGameQueries(api).recent(recentList(language)));
    else
      await queryClient.ensureQueryData(memberGameQueries(api).favorites(favoritesList(language)));
  };

/** /favorite and /recent: the member's favourite or recently played games. */
export function AccountGamesPage({ kind }: { kind: AccountGamesKind }) {
  return kind === 'recent' ? <RecentGames /> : <FavoriteGames />;
}

function FavoriteGames() {
  const api = useApi();
  const { language } = useLanguage();
  const { data } = useSuspenseQuery(memberGameQueries(api).favorites(favoritesList(language)));
  return <AccountGames kind="favorites" games={data.content} />;
}

function RecentGames() {
  const api = useApi();
  const { language } = useLanguage();
  const { data } = useSuspenseQuery(memberGameQueries(api).recent(recentList(language)));
  return <AccountGames kind="recent" games={data.list} />;
}

function AccountGames({ kind, games }: { kind: AccountGamesKind; games: readonly Game[] }) {
  const { t } = useTranslation('lobby');
  const title = t(
    kind === 'recent' ? 'account_games.recent_title' : 'account_games.favorites_title',
  );
  return (
    <div
      className="mx-auto max-w-[1400px] space-y-5 px-3 py-4 sm:px-5 sm:py-6"
      data-testid={`account-games-${kind}`}
    >
      <h1 className="font-display text-2xl font-bold text-fg">{title}</h1>
      {games.length > 0 ? (
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
