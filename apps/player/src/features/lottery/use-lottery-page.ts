// What a lottery page needs: its prize mode, its game menu, and the launched game for the
// chosen game code. Which lottery it is (/lottery, /seaLottery, /vnLottery) its route says.
import { gameLaunchMutations } from '@platform/api-client/mutations/game-launch';
import { lotteryQueries, type PrizeMode } from '@platform/api-client/queries/lottery';
import { useApi } from '@platform/api-client/react';
import { useSession } from '@platform/auth';
import { useLanguage } from '@platform/i18n/react';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type LotteryKind, lotteryPrizeMode } from '../../lib/lottery-kinds';
import { useCdn } from '../../lib/use-cdn';
import { useSuspenseVendorLanes } from '../../lib/use-vendor-lanes';
import type { LotteryGroup } from './lottery-menu';

/** The game groups of /lottery and /seaLottery. */
export function useMenuGroups(prizeMode: PrizeMode): LotteryGroup[] {
  const api = useApi();
  const { language } = useLanguage();
  const { data } = useSuspenseQuery(lotteryQueries(api).menus(prizeMode, language));
  return Object.values(data).map((g) => ({
    code: g.gameGroupCode,
    name: g.gameGroupName,
    games: g.games,
  }));
}

/** The game groups of /vnLottery. */
export function useVnMenuGroups(prizeMode: PrizeMode): LotteryGroup[] {
  const api = useApi();
  const { language } = useLanguage();
  const { data } = useSuspenseQuery(lotteryQueries(api).vnMenu(prizeMode, language));
  return Object.values(data).map((g) => ({
    code: g.gameGroupCode,
    name: g.gameGroupName,
    games: g.gameMenus,
  }));
}

/** The lottery's prize mode (SEA, or from the vendor lanes). */
export function usePrizeMode(kind: LotteryKind): PrizeMode {
  return lotteryPrizeMode(kind, useSuspenseVendorLanes().lanes);
}

/** The game session of the lottery's lobby or of the chosen game; none for trial accounts. */
export function useLotteryLaunch(kind: LotteryKind, prizeMode: PrizeMode, gameCode?: string) {
  const cdn = useCdn();
  const { language } = useLanguage();
  const { isTrial } = useSession();
  // Each launch opens a game session: once per lottery, prize mode, game code and language.
  const api = useApi();
  const launch = useMutation(gameLaunchMutations(api).launch());
  const { mutate } = launch;
  useEffect(() => {
    if (isTrial) return;
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
  }, [isTrial, mutate, kind, prizeMode, gameCode, language]);
  const url = launch.data ? cdn.launch(launch.data.content.game_url) : null;
  return { url, launchError: launch.error, isTrial };
}
