import { isFirstLogin, isTrialType, needsPasswordChange, openAuthDialog } from '@platform/auth';
import { isApiError, type MemberInfo } from '@platform/api-client';
import { useToggleFavorite } from '@platform/api-client/mutations/member-games';
import { memberKeys } from '@platform/api-client/queries/member';
import { useTranslation } from '@platform/i18n/react';
import { errorMessage } from '@platform/site';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { showNotice } from '../../lib/notice-store';
import { type PendingAction, takeIntent } from '../../lib/pending-intent';
import { useLaunchGame } from '../../lib/use-launch-game';
import { focusAfterSignIn } from './focus-after-sign-in';

/**
 * After a sign-in (login, registration, IP verification, password reset, social login): back
 * where the visitor was when the site asked them to sign in (else home), with the game they
 * tapped launching or the favourite they tapped added; then the forced password change or the
 * first-login welcome.
 */
export function useAfterLogin() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = useTranslation('shell');
  const { resume } = useLaunchGame();
  const toggleFavorite = useToggleFavorite();

  const replay = useCallback(
    (action: PendingAction) => {
      const member = queryClient.getQueryData<MemberInfo>(memberKeys.info());
      if (isTrialType(member?.type)) return showNotice(t('errors.in_need_true_account'));
      if (action.kind === 'play') return void resume(action.target);
      const { nodeId, vassalage, gameType } = action.game;
      const body = { nodeId, vendor: vassalage, gameType };
      void toggleFavorite({ body, adding: true }).catch((error: unknown) =>
        showNotice(errorMessage(error, t)),
      );
    },
    [queryClient, resume, t, toggleFavorite],
  );

  return useCallback(() => {
    const intent = takeIntent();
    const forced = needsPasswordChange();
    focusAfterSignIn();
    // `href`, when given, takes the place of `to` (the page with its search and hash).
    void navigate({ to: '/', href: intent?.returnTo }).then(() => {
      // A forced password change comes first; the game or favourite is not replayed over it.
      if (intent?.action && !forced) replay(intent.action);
    });
    if (forced) openAuthDialog({ kind: 'change-password', forced: true });
    else if (isFirstLogin()) openAuthDialog({ kind: 'welcome' });
  }, [navigate, replay]);
}

/** Whether a failed sign-in asks for the captcha next time. */
export function wantsCaptcha(error: unknown): boolean {
  return isApiError(error) && (error.value as { captcha?: unknown } | null)?.captcha === true;
}
