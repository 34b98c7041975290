import { systemQueries } from '@platform/api-client/queries/system';
import { useApi } from '@platform/api-client/react';
import { useSession } from '@platform/auth';
import { useLanguage, useTranslation } from '@platform/i18n/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Suspense, useCallback } from 'react';
import { CATEGORY_PATHS, type LobbyCategory, RNG_CLASSIFY } from '../../lib/categories';
import type { Classify, LobbySearch } from '../../lib/lobby-search';
import { showNotice } from '../../lib/notice-store';
import { currentHref, rememberIntent } from '../../lib/pending-intent';
import { PageSkipLink } from './page-skip-link';
import { SITE_PATHS } from '../../lib/site-paths';
import { useSuspenseVendorLanes } from '../../lib/use-vendor-lanes';
import { ClassifyMenu } from './classify-menu';
import { LobbyResults } from './lobby-results';
import { LobbySearchBox } from './lobby-search-box';
import { LobbyGamesList } from './lobby-games-list';
import { VendorMenu } from './vendor-menu';
import { gameQueries } from '@platform/api-client/queries/games';
import { type LoaderArgs, routeLanguage, routeSession } from '../../lib/route-context';
import { ensureLobbyGames } from './lobby-games';

const EMPTY = { games: [], page: 1, totalPages: 0, onPage: () => undefined };

/** Route loader of the game list centres: the vendor lanes and the list the filters show. */
export const lobbyLoader =
  (category: LobbyCategory) =>
  async ({ context, deps }: LoaderArgs & { deps: LobbySearch }): Promise<void> => {
    const language = routeLanguage(context);
    await Promise.all([
      context.queryClient.ensureQueryData(gameQueries(context.api).vendors(language)),
      routeSession(context).then((session) =>
        ensureLobbyGames(context, session, { category, search: deps, language }),
      ),
    ]);
  };

/** A game list centre (/live, /fish, /rng, /pvp): vendor and classify menus, search, paginated games. */
export function LobbyPage({ category }: { category: LobbyCategory }) {
  const { t: ts } = useTranslation('shell');
  const { t } = useTranslation('lobby');
  const api = useApi();
  const { language } = useLanguage();
  const from = CATEGORY_PATHS[category];
  const navigate = useNavigate({ from });
  const { isLoggedIn, isTrial } = useSession();
  const search = useSearch({ from });
  const { lanes } = useSuspenseVendorLanes();
  const { data: status } = useQuery(systemQueries(api).status());

  const update = (next: LobbySearch, replace = false) => void navigate({ search: next, replace });
  const toLastPage = useCallback(
    (last: number) =>
      void navigate({
        search: (prev) => ({ ...prev, page: last > 1 ? last : undefined }),
        replace: true,
      }),
    [navigate],
  );

  const offersBingo = status?.info.supportLanguages.includes('TY') ?? false;
  const options: Classify[] = [
    'ALL',
    'HOT',
    ...(category === 'RNG' ? (['NEW'] as const) : []),
    'FAV',
    'RECENT',
    ...(category === 'RNG' ? [...RNG_CLASSIFY, ...(offersBingo ? (['BG'] as const) : [])] : []),
  ];

  const selectClassify = (classify: Classify) => {
    if ((classify === 'FAV' || classify === 'RECENT') && !isLoggedIn) {
      rememberIntent({ returnTo: currentHref() });
      return void navigate({ to: SITE_PATHS.login as '/' });
    }
    if ((classify === 'FAV' || classify === 'RECENT') && isTrial)
      return showNotice(ts('errors.in_need_true_account'));
    update({ ...search, classify: classify === 'ALL' ? undefined : classify, page: undefined });
  };

  const title = ts(`category.${category}`);
  return (
    <div
      className="mx-auto max-w-[1400px] space-y-4 px-3 py-4 sm:px-5 sm:py-6"
      data-testid="lobby"
      data-category={category}
    >
      <h1 className="font-display text-2xl font-bold text-fg">{title}</h1>
      <PageSkipLink
        href="#lobby-games"
        onClick={(event) => {
          event.preventDefault();
          focusFirstGame();
        }}
        data-testid="skip-to-games"
      >
        {t('lobby.skip_to_games')}
      </PageSkipLink>
      <VendorMenu
        vendors={lanes[category] ?? []}
        selected={search.vassalage}
        onSelect={(vassalage) => update({ vassalage, name: search.name })}
      />
      <div className="flex flex-col gap-3 xl:flex-row xl:items-start xl:justify-between">
        <ClassifyMenu
          options={options}
          selected={search.classify ?? 'ALL'}
          onSelect={selectClassify}
        />
        <LobbySearchBox
          value={search.name}
          onSearch={(name) => update({ ...search, name, page: undefined })}
        />
      </div>
      <div id="lobby-games" tabIndex={-1} className="outline-none">
        <Suspense fallback={<LobbyResults label={title} isLoading {...EMPTY} />}>
          <LobbyGamesList
            query={{ category, search, language }}
            isMember={isLoggedIn && !isTrial}
            label={title}
            onPage={(p) => update({ ...search, page: p > 1 ? p : undefined })}
            onPastEnd={toLastPage}
            onShowAll={() => update({})}
          />
        </Suspense>
      </div>
    </div>
  );
}

/** The skip link's target: the first game's play button, else the list region itself. */
function focusFirstGame() {
  const list = document.getElementById('lobby-games');
  const first = list?.querySelector<HTMLElement>('button, a[href]');
  (first ?? list)?.focus();
}
