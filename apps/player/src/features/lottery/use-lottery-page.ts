// What a lottery page needs: which lottery it is (/lottery, /seaLottery, /vnLottery), its
// prize mode, its game menu, and the launched game for the chosen game code.
import { useLaunchGameMutation } from '@platform/api-client/mutations/game-launch';
import { lotteryQueries, type PrizeMode } from '@platform/api-client/queries/lottery';
import { useApi } from '@platform/api-client/react';
import { useSession } from '@platform/auth';
import { useLanguage } from '@platform/i18n/react';
import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
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

  // Each launch opens a game session: once per lottery, prize mode, game code and language.
  const launch = useLaunchGameMutation();
  const { mutate } = launch;
  const ready = !isTrial && !lanesLoading;
  useEffect(() => {
    if (!ready) return;
    mutate({
      launchMode: 'LOTT',
      lottoArea: 'VN',
      lottoPrizeMode: prizeMode,
      lottoGameCode: gameCode,
      gameCode,
      lottoView: gameCode ? 'betting' : 'lobby',
      device: 'WEB',
      backUrl: window.location.href,
      language,
    });
  }, [ready, mutate, kind, prizeMode, gameCode, language]);
  const url = launch.data ? cdn.launch(launch.data.content.game_url) : null;
  return { kind, groups, url, launchError: launch.error, isTrial };
}
