import { useTranslation } from '@platform/i18n/react';
import { Paginator as PagerButtons, type PaginatorProps } from '@platform/ui';

/** The page buttons of the player's lists, labelled in the page's language. */
export function Paginator(props: Omit<PaginatorProps, 'labels'>) {
  const { t } = useTranslation('common');
  return (
    <PagerButtons
      {...props}
      labels={{
        nav: t('pagination.label'),
        previous: t('pagination.previous'),
        next: t('pagination.next'),
        page: (page) => t('pagination.page', { page }),
      }}
    />
  );
}
