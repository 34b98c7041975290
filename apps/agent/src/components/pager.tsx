import { useTranslation } from '@platform/i18n/react';
import { Pager as TablePager, type PagerProps as TablePagerProps } from '@platform/tables';
import { useMemo } from 'react';
import { PAGE_SIZES } from '../lib/table-search';
import { useFormat } from './use-format';

export type PagerProps = Omit<TablePagerProps, 'pageSizes' | 'texts'>;

/** The shared pager with the console's page sizes and words. */
export function Pager(props: PagerProps) {
  const { t } = useTranslation('agentConsole');
  const f = useFormat();
  const texts = useMemo(
    () => ({
      paging: t('table.paging'),
      pageSize: t('table.page_size'),
      range: (first: number, last: number, total: number) =>
        t('table.range', { first: f.count(first), last: f.count(last), total: f.count(total) }),
      previous: t('table.previous'),
      next: t('table.next'),
      pageOf: (page: number, pages: number) => t('table.page_of', { page, pages }),
    }),
    [t, f],
  );
  return <TablePager {...props} pageSizes={PAGE_SIZES} texts={texts} />;
}
