// Route shapes shared by several paths: the game list centres (/rng, /live, /fish, /pvp), the
// game centres (/sports, /esports, /cockfight, /lott, /elott), the lotteries (/lottery,
// /seaLottery, /vnLottery), the member's game lists (/favorite, /recent) and the post lists
// and posts (/blog, /news). Each path's route file is one line that names its variant.
import type { PostKind } from '@platform/api-client/queries/content';
import { lazyGroup, lazyLoader, searchSchema } from '@platform/site';
import { lazyRouteComponent, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import type { CentreCategory } from '../features/game-center/game-center-page';
import type { AccountGamesKind } from '../lib/account-game-lists';
import type { LobbyCategory } from '../lib/categories';
import { type LobbySearch, validateLobbySearch } from '../lib/lobby-search';
import type { LotteryKind } from '../lib/lottery-kinds';
import { optionalCode } from '../lib/search-params';
import { loadAccountGames, loadGameCenter, loadGameListCenter, loadLottery } from './-lazy-groups';
import { requireLogin } from './-require-login';

const LobbyScreen = lazyRouteComponent(loadGameListCenter, 'LobbyPage');
const GameCenterScreen = lazyRouteComponent(loadGameCenter, 'GameCenterPage');
const LotteryScreen = lazyRouteComponent(loadLottery, 'LotteryPage');
const AccountGamesScreen = lazyRouteComponent(loadAccountGames, 'AccountGamesPage');
const loadPosts = lazyGroup(() => import('../features/info/posts-page'));
const PostsScreen = lazyRouteComponent(loadPosts, 'PostsPage');
const loadPost = lazyGroup(() => import('../features/info/post-page'));
const PostScreen = lazyRouteComponent(loadPost, 'PostPage');

const lobbySearch = searchSchema(validateLobbySearch);
const lotterySearch = searchSchema((raw): { gameCode?: string } => ({
  gameCode: optionalCode(raw.gameCode),
}));
const postsSearch = searchSchema((raw): { page: number } => {
  const page = Math.floor(Number(raw.page));
  return { page: Number.isFinite(page) && page >= 1 ? page : 1 };
});

export const lobbyRoute = (category: LobbyCategory) => ({
  validateSearch: lobbySearch,
  loaderDeps: ({ search }: { search: LobbySearch }) => search,
  loader: lazyLoader(loadGameListCenter, (screen) => screen.lobbyLoader(category)),
  component: () => <LobbyScreen category={category} />,
});

export const gameCenterRoute = (category: CentreCategory) => ({
  loader: lazyLoader(loadGameCenter, (screen) => screen.loader),
  component: () => <GameCenterScreen category={category} />,
});

export const lotteryRoute = (kind: LotteryKind) => ({
  validateSearch: lotterySearch,
  beforeLoad: requireLogin,
  loader: lazyLoader(loadLottery, (screen) => screen.lotteryLoader(kind)),
  component: () => <LotteryScreen kind={kind} />,
});

export const accountGamesRoute = (kind: AccountGamesKind) => ({
  beforeLoad: requireLogin,
  loader: lazyLoader(loadAccountGames, (screen) => screen.accountGamesLoader(kind)),
  component: () => <AccountGamesScreen kind={kind} />,
});

export const postsRoute = (kind: PostKind) => ({
  validateSearch: postsSearch,
  loaderDeps: ({ search }: { search: { page: number } }) => ({ page: search.page }),
  loader: lazyLoader(loadPosts, (screen) => screen.postsLoader(kind)),
  component: function PostList() {
    const from = kind === 'blog' ? '/blog/' : '/news/';
    const { page } = useSearch({ from });
    const navigate = useNavigate({ from });
    return (
      <PostsScreen kind={kind} page={page} onPage={(p) => void navigate({ search: { page: p } })} />
    );
  },
});

export const postRoute = (kind: PostKind) => ({
  loader: lazyLoader(loadPost, (screen) => screen.loader),
  component: function Post() {
    const { id } = useParams({ from: kind === 'blog' ? '/blog/$id' : '/news/$id' });
    return <PostScreen kind={kind} id={id} />;
  },
});
