import { useHumanCheck } from '@platform/auth';
import { Button } from '@platform/ui';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useFreePlayMutation } from './auth.mutations';
import { useTranslate } from './use-translate';

/**
 * Free play: a trial account (type 4) is opened and signed in; modals close, home shows. The
 * hint says up front that a trial account is for browsing (games need a real account).
 */
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
    <div className="flex flex-col gap-1">
      <Button
        variant="ghost"
        block
        loading={busy}
        loadingLabel={t('common.verifying')}
        onClick={() => void play()}
        aria-describedby="free-play-hint"
        data-testid="free-play"
      >
        {t('login.free_play')}
      </Button>
      <p
        id="free-play-hint"
        className="text-center text-xs text-fg-muted"
        data-testid="free-play-hint"
      >
        {t('login.free_play_hint')}
      </p>
    </div>
  );
}
