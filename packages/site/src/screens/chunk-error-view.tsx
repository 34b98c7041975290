import { useTranslation } from '@platform/i18n/react';
import { Button } from '@platform/ui';
import { CloudOffIcon } from './icons';

export interface ChunkErrorViewProps {
  onRetry: () => void;
}

/** Shown in place of a screen whose code could not be loaded (never a white page). */
export function ChunkErrorView({ onRetry }: ChunkErrorViewProps) {
  const { t } = useTranslation('common');
  return (
    <div
      role="alert"
      className="mx-auto my-16 flex max-w-md flex-col items-center gap-3 rounded-xl border border-border bg-surface p-8 text-center"
      data-testid="chunk-error"
    >
      <span className="text-accent" aria-hidden="true">
        <CloudOffIcon />
      </span>
      <h2 className="text-xl font-bold text-fg">{t('chunk_error.title')}</h2>
      <p className="text-fg-secondary">{t('chunk_error.text')}</p>
      <Button onClick={onRetry}>{t('chunk_error.retry')}</Button>
    </div>
  );
}
