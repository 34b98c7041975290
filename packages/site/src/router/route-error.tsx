import { useTranslation } from '@platform/i18n/react';
import { Button } from '@platform/ui';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { isChunkLoadError } from '../lib/lazy-group';
import { ChunkErrorView } from '../screens/chunk-error-view';

// The error texts (every server code's translation) load with the first error, not on a
// first visit; if they cannot load (the network is gone), the generic line.
const RouteErrorMessage = lazy(() =>
  import('./route-error-message').then(
    (m) => ({ default: m.RouteErrorMessage }),
    () => ({ default: GenericErrorMessage }),
  ),
);

function GenericErrorMessage() {
  const { t } = useTranslation('common');
  return <p className="text-fg-secondary">{t('errors:unknown')}</p>;
}

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
      <Suspense fallback={null}>
        <RouteErrorMessage error={error} />
      </Suspense>
      <Button onClick={retry}>{t('status.retry')}</Button>
    </div>
  );
}
