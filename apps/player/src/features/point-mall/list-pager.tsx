import { useTranslation } from '@platform/i18n/react';
import { Paginator } from '../../components/paginator';

/** The pages of a list (nothing for one page). */
export function ListPager({
  page,
  totalPages,
  onChange,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation('pointMall');
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('page_of', { page, total: totalPages })} className="mt-4">
      <Paginator page={page} totalPages={totalPages} onChange={onChange} />
    </nav>
  );
}
