// Terms as people read and type them: the table, and the rate conversions.
export { fractionToPercent, percentToFraction } from './rates';
export { TermsTable, type TermsTableProps } from './terms-table';
export { useRateText } from './use-rate-text';
