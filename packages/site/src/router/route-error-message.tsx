import { useTranslation } from '@platform/i18n/react';
import { errorMessage } from '../lib/error-message';

/** The translated reason of a route's failure (loaded with the error, not on a first visit). */
export function RouteErrorMessage({ error }: { error: unknown }) {
  const { t } = useTranslation('common');
  return <p className="text-fg-secondary">{errorMessage(error, t)}</p>;
}
