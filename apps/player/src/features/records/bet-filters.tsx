import { useTranslation } from '@platform/i18n/react';
import { withFilters } from '@platform/tables';
import { useMemo } from 'react';
import { useVendorLanes } from '../../lib/use-vendor-lanes';
import { BET_STATUSES, type BetRecordsSearch, RECORD_CATEGORIES } from './records-search';
import { FilterSelect } from './records-ui';

/** Game type, provider (of that type) and status; each change goes back to the first page. */
export function BetFilters({
  search,
  onSearch,
}: {
  search: BetRecordsSearch;
  onSearch: (next: BetRecordsSearch) => void;
}) {
  const { t } = useTranslation('records');
  const { t: shell } = useTranslation('shell');
  const { lanes } = useVendorLanes();
  const vendors = useMemo(() => {
    const cards = search.category
      ? (lanes[search.category] ?? [])
      : Object.values(lanes).flatMap((l) => l ?? []);
    const byCode = new Map(cards.map((c) => [c.vassalage, c.displayName]));
    return [...byCode.entries()].sort(([, a], [, b]) => a.localeCompare(b));
  }, [lanes, search.category]);
  return (
    <>
      <FilterSelect
        label={t('filters.category')}
        value={search.category ?? ''}
        options={[
          { value: '', label: t('filters.all') },
          ...RECORD_CATEGORIES.map((c) => ({ value: c, label: shell(`category.${c}`) })),
        ]}
        onChange={(category) =>
          onSearch(withFilters(search, { category: category || undefined, vendorCode: undefined }))
        }
        testId="filter-category"
      />
      <FilterSelect
        label={t('filters.vendor')}
        value={search.vendorCode ?? ''}
        options={[
          { value: '', label: t('filters.all') },
          ...vendors.map(([code, name]) => ({ value: code, label: name })),
        ]}
        onChange={(vendorCode) =>
          onSearch(withFilters(search, { vendorCode: vendorCode || undefined }))
        }
        testId="filter-vendor"
      />
      <FilterSelect
        label={t('filters.status')}
        value={search.status ?? ''}
        options={[
          { value: '', label: t('filters.all') },
          ...BET_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
        ]}
        onChange={(status) => onSearch(withFilters(search, { status: status || undefined }))}
        testId="filter-status"
      />
    </>
  );
}
