// The console's reads of the operator API, as TanStack Query options (typed by the contract).
import { type PlatformClient, unwrap } from '@platform/api-client';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  type AuditSearch,
  type ContentSearch,
  DEFAULT_PAGE_SIZE,
  type DepositSearch,
  type MemberSearch,
  type QueueSearch,
} from './table-search';

const size = (s: { pageSize?: number | undefined }) => s.pageSize ?? DEFAULT_PAGE_SIZE;

export const operatorQueries = (api: PlatformClient) => ({
  dashboard: () =>
    queryOptions({
      queryKey: ['operator', 'dashboard'],
      queryFn: ({ signal }) =>
        unwrap(api.GET('/operator/dashboard', { params: { query: { days: 30 } }, signal })),
    }),
  withdrawals: (search: QueueSearch) =>
    queryOptions({
      queryKey: ['operator', 'withdrawals', search],
      queryFn: ({ signal }) =>
        unwrap(
          api.GET('/operator/withdrawals', {
            params: {
              query: {
                status: search.status ?? 'pending',
                account: search.account,
                page: search.page,
                size: size(search),
              },
            },
            signal,
          }),
        ),
      placeholderData: keepPreviousData,
    }),
  deposits: (search: DepositSearch) =>
    queryOptions({
      queryKey: ['operator', 'deposits', search],
      queryFn: ({ signal }) =>
        unwrap(
          api.GET('/operator/deposits', {
            params: {
              query: {
                status: search.status ?? 'pending',
                account: search.account,
                page: search.page,
                size: size(search),
              },
            },
            signal,
          }),
        ),
      placeholderData: keepPreviousData,
    }),
  pendingCount: (kind: 'deposits' | 'withdrawals' | 'disputes') =>
    queryOptions({
      queryKey: ['operator', 'pending', kind],
      queryFn: async ({ signal }) => {
        const page =
          kind === 'deposits'
            ? await unwrap(
                api.GET('/operator/deposits', {
                  params: { query: { status: 'pending', size: 1 } },
                  signal,
                }),
              )
            : await unwrap(
                api.GET('/operator/withdrawals', {
                  params: {
                    query: { status: kind === 'disputes' ? 'disputed' : 'pending', size: 1 },
                  },
                  signal,
                }),
              );
        return page.totalElements;
      },
    }),
  members: (search: MemberSearch) =>
    queryOptions({
      queryKey: ['operator', 'members', search],
      queryFn: ({ signal }) =>
        unwrap(
          api.GET('/operator/members', {
            params: {
              query: {
                q: search.q,
                status: search.status,
                sort: search.sort,
                order: search.order,
                page: search.page,
                size: size(search),
              },
            },
            signal,
          }),
        ),
      placeholderData: keepPreviousData,
    }),
  audit: (search: AuditSearch) =>
    queryOptions({
      queryKey: ['operator', 'audit', search],
      queryFn: ({ signal }) =>
        unwrap(
          api.GET('/operator/audit', {
            params: {
              query: {
                staff: search.staff,
                target: search.target,
                action: search.action,
                page: search.page,
                size: size(search),
              },
            },
            signal,
          }),
        ),
      placeholderData: keepPreviousData,
    }),
  announcements: (search: ContentSearch) =>
    queryOptions({
      queryKey: ['operator', 'announcements', search],
      queryFn: ({ signal }) =>
        unwrap(
          api.GET('/operator/announcements', {
            params: { query: { type: search.type, page: search.page, size: size(search) } },
            signal,
          }),
        ),
      placeholderData: keepPreviousData,
    }),
  siteSettings: () =>
    queryOptions({
      queryKey: ['operator', 'settings', 'site'],
      queryFn: ({ signal }) => unwrap(api.GET('/operator/settings/site', { signal })),
    }),
  fourEyes: () =>
    queryOptions({
      queryKey: ['operator', 'settings', 'fourEyes'],
      queryFn: ({ signal }) => unwrap(api.GET('/operator/settings/fourEyes', { signal })),
    }),
  pages: () =>
    queryOptions({
      queryKey: ['operator', 'pages'],
      queryFn: ({ signal }) => unwrap(api.GET('/operator/pages', { signal })),
    }),
});
