import type { Translate } from '@platform/forms';
import { useTranslation } from '@platform/i18n/react';
import { useCallback } from 'react';

/** The `auth` namespace's t, in the shape the forms package's schema builders take. */
export function useTranslate(): { t: Translate; language: string } {
  const { t, i18n } = useTranslation('auth');
  const translate = useCallback<Translate>((key, options) => String(t(key, options as never)), [t]);
  return { t: translate, language: i18n.language };
}
