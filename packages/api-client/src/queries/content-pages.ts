import { queryOptions } from '@tanstack/react-query';
import type { PlatformClient } from '../client';
import { unwrap } from '../envelope';
import { type ContentPageSlug, contentKeys, memberContentKeys, type PostKind } from './content';

const MINUTE = 60_000;

/**
 * queryOptions of the content screens (information pages, posts, activities,
 * promotions, feedback): apart from `contentQueries`, which the shell uses, so that they load
 * with those screens and not with every page.
 */
export function contentPageQueries(api: PlatformClient) {
  return {
    availablePromotions: () =>
      queryOptions({
        queryKey: memberContentKeys.availablePromotions(),
        queryFn: ({ signal }) =>
          unwrap(api.GET('/wps/relay/MCSFE_getAvailablePromotions', { signal })),
        staleTime: MINUTE,
      }),
    feedbackConfig: () =>
      queryOptions({
        queryKey: contentKeys.feedbackConfig(),
        queryFn: ({ signal }) => unwrap(api.GET('/wps/feedback/config', { signal })),
        staleTime: 30 * MINUTE,
      }),
    page: (slug: ContentPageSlug, lang: string) =>
      queryOptions({
        queryKey: contentKeys.page(slug, lang),
        queryFn: ({ signal }) =>
          unwrap(
            api.GET('/wps/content/pages/{slug}', {
              params: { path: { slug }, query: { lang } },
              signal,
            }),
          ),
        staleTime: 5 * MINUTE,
      }),
    posts: (kind: PostKind, lang: string, pageNo: number) =>
      queryOptions({
        queryKey: contentKeys.posts(kind, lang, pageNo),
        queryFn: ({ signal }) =>
          unwrap(
            api.GET('/wps/content/posts', {
              params: { query: { kind, lang, pageNo, pageSize: 10 } },
              signal,
            }),
          ),
        staleTime: 5 * MINUTE,
      }),
    post: (id: string, lang: string) =>
      queryOptions({
        queryKey: contentKeys.post(id, lang),
        queryFn: ({ signal }) =>
          unwrap(
            api.GET('/wps/content/posts/{id}', {
              params: { path: { id }, query: { lang } },
              signal,
            }),
          ),
        staleTime: 5 * MINUTE,
      }),
    activities: (lang: string, signedIn: boolean) =>
      queryOptions({
        queryKey: memberContentKeys.activities(lang, signedIn),
        queryFn: ({ signal }) =>
          unwrap(api.GET('/wps/content/activities', { params: { query: { lang } }, signal })),
        staleTime: MINUTE,
      }),
  };
}
