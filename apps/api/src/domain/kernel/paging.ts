// Pages of lists, one way for every list of the API: the query's page and size with their
// defaults and caps, the offset of a page, and the page envelope the contract answers
// (content, page, size, totalPages, totalElements).
import { AppError, type ErrorCode } from './errors';

/** The page a list query asks for: page from 1, size rows per page. */
export interface PageInput {
  page: number;
  size: number;
}

export const DEFAULT_PAGE_SIZE = 20;

/** The page and size of a query, with the defaults (page 1, `defaultSize` rows). */
export const pageInput = (
  query: { page?: number | undefined; size?: number | undefined },
  defaultSize = DEFAULT_PAGE_SIZE,
): PageInput => ({ page: query.page ?? 1, size: query.size ?? defaultSize });

/** Rows to skip before a page. */
export const offsetOf = ({ page, size }: PageInput): number => (page - 1) * size;

/** The contract's page envelope of `content`, one page of `total` rows. */
export const pageOf = <T>(content: T[], total: number, { page, size }: PageInput) => ({
  content,
  page,
  size,
  totalPages: Math.ceil(total / size),
  totalElements: total,
});

/** A page of a report (page, pageSize, offset), as the records and agent reports take it. */
export interface Paging {
  page: number;
  pageSize: number;
  offset: number;
}

export interface PagingRules {
  /** The largest page size; a larger one answers `sizeCode`. */
  maxSize: number;
  sizeCode: ErrorCode;
  /** The refusal of a page below 1 (else the route's schema keeps it at 1 or more). */
  pageCode?: ErrorCode | undefined;
  /** Whether the size refusal names the largest size (`max`). */
  sizeDetails?: boolean | undefined;
  defaultSize?: number | undefined;
}

/** The page and page size of a report query, checked against `rules`, with the offset. */
export function parsePaging(
  query: { page?: number | undefined; pageSize?: number | undefined },
  rules: PagingRules,
): Paging {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? rules.defaultSize ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > rules.maxSize) {
    throw new AppError(
      400,
      rules.sizeCode,
      `The page size must be 1 to ${rules.maxSize}`,
      rules.sizeDetails ? { max: rules.maxSize } : undefined,
    );
  }
  if (rules.pageCode && (!Number.isInteger(page) || page < 1)) {
    throw new AppError(400, rules.pageCode, 'The page must be 1 or more');
  }
  return { page, pageSize, offset: (page - 1) * pageSize };
}
