import { formatNumber, languageOf } from '@platform/i18n';
import { useTranslation } from '@platform/i18n/react';
import { Pager as TablePager, type PagerProps as TablePagerProps } from '@platform/tables';
import { useMemo } from 'react';
import { PAGE_SIZES } from '../lib/table-search';

export type PagerProps = Omit<TablePagerProps, 'pageSizes' | 'texts'>;

/** The shared pager with the console's page sizes and words. */
export function Pager(props: PagerProps) {
  const { t, i18n } = useTranslation('operatorConsole');
  const texts = useMemo(() => {
    const n = (value: number) => formatNumber(value, languageOf(i18n));
    return {
      paging: t('table.paging'),
      pageSize: t('table.page_size'),
      range: (first: number, last: number, total: number) =>
        t('table.range', { first: n(first), last: n(last), total: n(total) }),
      previous: t('table.previous'),
      next: t('table.next'),
      pageOf: (page: number, pages: number) =>
        t('table.page_of', { page: n(page), pages: n(pages) }),
    };
  }, [t, i18n]);
  return <TablePager {...props} pageSizes={PAGE_SIZES} texts={texts} />;
}
