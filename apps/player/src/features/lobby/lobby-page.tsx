import { systemQueries } from '@platform/api-client/queries/system';
import { useApi } from '@platform/api-client/react';
import { useSession } from '@platform/auth';
import { useTranslation } from '@platform/i18n/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouterState, useSearch } from '@tanstack/react-router';
import { useEffect } from 'react';
import {
  CATEGORY_PATHS,
  type LobbyCategory,
  LOBBY_CATEGORIES,
  RNG_CLASSIFY,
} from '../../lib/categories';
import type { Classify, LobbySearch } from '../../lib/lobby-search';
import { showNotice } from '../../lib/notice-store';
import { SITE_PATHS } from '../../lib/site-paths';
import { useVendorLanes } from '../../lib/use-vendor-lanes';
import { ClassifyMenu } from './classify-menu';
import { LobbyResults } from './lobby-results';
import { LobbySearchBox } from './lobby-search-box';
import { useLobbyGames } from './use-lobby-games';
import { VendorMenu } from './vendor-menu';

const categoryOf = (pathname: string): LobbyCategory =>
  LOBBY_CATEGORIES.find((c) => CATEGORY_PATHS[c] === pathname.toLowerCase()) ?? 'RNG';

/** A game list centre (/live, /fish, /rng, /pvp): vendor and classify menus, search, paginated games. */
export function LobbyPage() {
  const { t: ts } = useTranslation('shell');
  const api = useApi();
  const navigate = useNavigate();
  const { isLoggedIn, isTrial } = useSession();
  const category = categoryOf(useRouterState({ select: (s) => s.location.pathname }));
  const search = useSearch({ strict: false }) as LobbySearch;
  const { lanes } = useVendorLanes();
  const { data: status } = useQuery(systemQueries(api).status());
  const { games, totalPages, isLoading } = useLobbyGames(category, search);
  const page = search.page ?? 1;

  const update = (next: LobbySearch, replace = false) =>
    void navigate({ to: '.', search: next as never, replace });

  useEffect(() => {
    // A page past the end (an old link, a list that shrank) is not shown: go to the last page.
    if (!isLoading && totalPages > 0 && page > totalPages)
      void navigate({
        to: '.',
        search: { ...search, page: totalPages > 1 ? totalPages : undefined } as never,
        replace: true,
      });
  }, [isLoading, navigate, page, search, totalPages]);

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
    if ((classify === 'FAV' || classify === 'RECENT') && !isLoggedIn)
      return void navigate({ to: SITE_PATHS.login as '/' });
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
      <LobbyResults
        label={title}
        games={games}
        isLoading={isLoading}
        page={page}
        totalPages={totalPages}
        onPage={(p) => update({ ...search, page: p > 1 ? p : undefined })}
      />
    </div>
  );
}
