// What a lottery page needs: which lottery it is (/lottery, /seaLottery, /vnLottery), its
// prize mode, its game menu, and the launched game for the chosen game code.
import { launchGame, lotteryQueries, type PrizeMode } from '@platform/api-client/queries/lottery';
import { useApi } from '@platform/api-client/react';
import { useSession } from '@platform/auth';
import { useLanguage } from '@platform/i18n/react';
import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { prizeModeOf } from '../../lib/categories';
import { useCdn } from '../../lib/use-cdn';
import { useVendorLanes } from '../../lib/use-vendor-lanes';
import type { LotteryGroup } from './lottery-menu';

export type LotteryKind = 'lottery' | 'seaLottery' | 'vnLottery';

export function useLotteryPage(gameCode: string | undefined) {
  const api = useApi();
  const cdn = useCdn();
  const { language } = useLanguage();
  const { isTrial } = useSession();
  const { lanes, isLoading: lanesLoading } = useVendorLanes();
  const path = useRouterState({ select: (s) => s.location.pathname.toLowerCase() });
  const kind: LotteryKind =
    path === '/sealottery' ? 'seaLottery' : path === '/vnlottery' ? 'vnLottery' : 'lottery';
  const prizeMode: PrizeMode = kind === 'seaLottery' ? 'SEA' : prizeModeOf(lanes);

  const menus = useQuery({
    ...lotteryQueries(api).menus(prizeMode, language),
    enabled: kind !== 'vnLottery' && !lanesLoading,
  });
  const vnMenu = useQuery({
    ...lotteryQueries(api).vnMenu(prizeMode, language),
    enabled: kind === 'vnLottery' && !lanesLoading,
  });
  const groups: LotteryGroup[] =
    kind === 'vnLottery'
      ? Object.values(vnMenu.data ?? {}).map((g) => ({
          code: g.gameGroupCode,
          name: g.gameGroupName,
          games: g.gameMenus,
        }))
      : Object.values(menus.data ?? {}).map((g) => ({
          code: g.gameGroupCode,
          name: g.gameGroupName,
          games: g.games,
        }));

  // Each launch opens a game session; it belongs to this session (dropped at sign-out).
  const launch = useQuery({
    queryKey: ['lotteryLaunch', kind, prizeMode, gameCode ?? '', language],
    queryFn: () =>
      launchGame(api, {
        launchMode: 'LOTT',
        lottoArea: 'VN',
        lottoPrizeMode: prizeMode,
        lottoGameCode: gameCode,
        gameCode,
        lottoView: gameCode ? 'betting' : 'lobby',
        device: 'WEB',
        backUrl: window.location.href,
        language,
      }),
    enabled: !isTrial && !lanesLoading,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const url = launch.data ? cdn.launch(launch.data.content.game_url) : null;
  return { kind, groups, url, launchError: launch.error, isTrial };
}
