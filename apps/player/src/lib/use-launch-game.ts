// Starting a game, with the spec's rules: a visitor goes to /login (the game is remembered and
// launched once they have signed in), a trial account gets in_need_true_account, a game under maintenance gets the maintenance message; otherwise the
// game session is opened and the game shown at /seamless (in transfer-wallet mode with the
// offer to fund the game's vendor wallet first).
import { useGameLaunch, useTrialGameLaunch } from '@platform/api-client/mutations/game-launch';
import { useSession } from '@platform/auth';
import { useLanguage, useTranslation } from '@platform/i18n/react';
import { errorMessageLater } from '@platform/site';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { showNotice } from './notice-store';
import { currentHref, rememberIntent } from './pending-intent';
import { storeSeamlessGame } from './seamless-store';
import { SITE_PATHS } from './site-paths';
import { useCdn } from './use-cdn';

export interface LaunchTarget {
  nodeId: string;
  gameName: string;
  gameType?: string;
  vassalage?: string;
  maintenance?: boolean;
}

export function useLaunchGame() {
  const launch = useGameLaunch();
  const launchTrial = useTrialGameLaunch();
  const { isLoggedIn, isTrial } = useSession();
  const { language } = useLanguage();
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const cdn = useCdn();

  const open = useCallback(
    async (target: LaunchTarget, trial: boolean) => {
      const backUrl = window.location.href;
      try {
        const value = trial
          ? await launchTrial({ nodeId: target.nodeId, language, backUrl })
          : await launch({
              nodeId: target.nodeId,
              gameType: target.gameType,
              vassalage: target.vassalage,
              launchMode: 'GLS',
              accountType: 1,
              language,
              device: 'WEB',
              platform: 'html5-desktop',
              backUrl,
            });
        storeSeamlessGame({
          nodeId: target.nodeId,
          url: cdn.launch(value.content.game_url),
          name: target.gameName,
          trial,
          vendor: target.vassalage,
        });
        await navigate({
          to: '/seamless',
          search: { nodeId: Number(target.nodeId), ...(trial ? { trial: 1 as const } : {}) },
        });
      } catch (error) {
        showNotice(await errorMessageLater(error, t));
      }
    },
    [cdn, language, launch, launchTrial, navigate, t],
  );

  /** Real-money play. */
  const play = useCallback(
    (target: LaunchTarget) => {
      if (target.maintenance) return showNotice(t('errors.game_maintenance'));
      if (!isLoggedIn) {
        rememberIntent({ returnTo: currentHref(), action: { kind: 'play', target } });
        return void navigate({ to: SITE_PATHS.login as '/' });
      }
      if (isTrial) return showNotice(t('errors.in_need_true_account'));
      void open(target, false);
    },
    [isLoggedIn, isTrial, navigate, open, t],
  );

  /** Real-money play right after a sign-in, whose caller has checked the new session. */
  const resume = useCallback((target: LaunchTarget) => open(target, false), [open]);

  /** Free trial (fun balance), for games whose supportPlay is 0. */
  const tryFree = useCallback(
    (target: LaunchTarget) => {
      if (target.maintenance) return showNotice(t('errors.game_maintenance'));
      if (isTrial) return showNotice(t('errors.in_need_true_account'));
      void open(target, true);
    },
    [isTrial, open, t],
  );

  return { play, tryFree, resume };
}
