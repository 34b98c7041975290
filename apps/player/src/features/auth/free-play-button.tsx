import { unwrap } from '@platform/api-client';
import { useApi } from '@platform/api-client/react';
import { completeLogin, useHumanCheck } from '@platform/auth';
import { Button } from '@platform/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslate } from './use-translate';

/** Free play: a trial account (type 4) is opened and signed in; modals close, home shows. */
export function FreePlayButton({ onError }: { onError: (error: unknown) => void }) {
  const { t } = useTranslate();
  const api = useApi();
  const queryClient = useQueryClient();
  const humanCheck = useHumanCheck();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  async function play() {
    setBusy(true);
    try {
      const altcha = await humanCheck();
      const os = navigator.platform.slice(0, 32) || 'web';
      const result = await unwrap(
        api.POST('/wps/session/login/freeplay', { body: { os, platform: 'W', altcha } }),
      );
      await completeLogin(api, queryClient, result, { forcesPasswordChange: false });
      await navigate({ to: '/' });
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button
      variant="ghost"
      block
      loading={busy}
      loadingLabel={t('common.verifying')}
      onClick={() => void play()}
      data-testid="free-play"
    >
      {t('login.free_play')}
    </Button>
  );
}
