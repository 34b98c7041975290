import { useTranslation } from '@platform/i18n/react';
import { Button } from '@platform/ui';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { errorMessage } from '../lib/error-message';
import { isChunkLoadError } from '../lib/lazy-group';
import { ChunkErrorView } from '../screens/chunk-error-view';

/** Error boundary of every route: a screen whose code failed to load gets a retry, not a white page. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const { t } = useTranslation('common');
  // A browser remembers a failed module fetch, so a chunk is retried by loading the page again.
  if (isChunkLoadError(error)) return <ChunkErrorView onRetry={() => window.location.reload()} />;
  const retry = () => {
    reset();
    void router.invalidate();
  };
  return (
    <div
      role="alert"
      className="mx-auto my-16 flex max-w-md flex-col items-center gap-3 text-center"
      data-testid="route-error"
    >
      <p className="text-fg-secondary">{errorMessage(error, t)}</p>
      <Button onClick={retry}>{t('status.retry')}</Button>
    </div>
  );
}
