import { useHumanCheck } from '@platform/auth';
import { Button } from '@platform/ui';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useFreePlayMutation } from './auth.mutations';
import { useTranslate } from './use-translate';

/** Free play: a trial account (type 4) is opened and signed in; modals close, home shows. */
export function FreePlayButton({ onError }: { onError: (error: unknown) => void }) {
  const { t } = useTranslate();
  const { mutateAsync: startFreePlay } = useFreePlayMutation();
  const humanCheck = useHumanCheck();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  async function play() {
    setBusy(true);
    try {
      const altcha = await humanCheck();
      const os = navigator.platform.slice(0, 32) || 'web';
      await startFreePlay({ os, platform: 'W', altcha });
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
