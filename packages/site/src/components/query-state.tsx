import { errorMessage } from '../lib/error-message';
import { useTranslation } from '@platform/i18n/react';
import { Button, Skeleton } from '@platform/ui';

export interface QueryStateProps {
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  /** Skeleton lines while loading. */
  lines?: number;
}

/** Loading skeleton or a translated error with retry; renders nothing once data is there. */
export function QueryState({ isPending, error, onRetry, lines = 4 }: QueryStateProps) {
  const { t } = useTranslation('content');
  if (error) {
    return (
      <div role="alert" className="rounded-lg border border-border bg-surface p-6 text-center">
        <p className="mb-3 text-fg-secondary">{errorMessage(error, t)}</p>
        <Button variant="secondary" onClick={onRetry}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (isPending) return <Skeleton lines={lines} />;
  return null;
}
