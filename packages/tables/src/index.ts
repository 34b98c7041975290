// Server-driven tables shared by the apps: the table, its pager, and the URL-state helpers.
export {
  DataTable,
  tableCore,
  type Columns,
  type DataTableProps,
  type RowData,
} from './data-table';
export { Pager, type PagerProps, type PagerTexts } from './pager';
export {
  day,
  daysIncluded,
  oneOf,
  positiveInt,
  SORT_ORDERS,
  toggleSort,
  withFilters,
  type PagedSearch,
  type SortOrder,
} from './table-search';
