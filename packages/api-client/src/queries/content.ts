import { queryOptions } from '@tanstack/react-query';
import type { PlatformClient } from '../client';
import { unwrap } from '../envelope';
import type { components } from '../generated/schema';

type Schemas = components['schemas'];
export type AnnouncementKind = Schemas['Announcement']['type'];
export type PostKind = Schemas['PostKind'];
export type ContentPageSlug = Schemas['ContentPageSlug'];

export interface AnnouncementQuery {
  types: readonly AnnouncementKind[];
  /** Popup audiences: A signed in, B anonymous, F first login. */
  execution?: readonly ('A' | 'B' | 'F')[];
  /** The interface language: texts come in it, so it is part of the key. */
  language: string;
}

/** Public content (kept across sign-in and sign-out). */
export const contentKeys = {
  all: ['content'] as const,
  announcements: (q: AnnouncementQuery) =>
    [...contentKeys.all, 'announcements', [...q.types].join(','), [...(q.execution ?? [])].join(','), q.language] as const,
  feedbackConfig: () => [...contentKeys.all, 'feedbackConfig'] as const,
  chat: () => [...contentKeys.all, 'chat'] as const,
  page: (slug: ContentPageSlug, lang: string) => [...contentKeys.all, 'page', slug, lang] as const,
  posts: (kind: PostKind, lang: string, pageNo: number) => [...contentKeys.all, 'posts', kind, lang, pageNo] as const,
  post: (id: string, lang: string) => [...contentKeys.all, 'post', id, lang] as const,
  winners: () => [...contentKeys.all, 'winners'] as const,
};

/** Content that depends on the member (dropped when the session ends). */
export const memberContentKeys = {
  all: ['memberContent'] as const,
  availablePromotions: () => [...memberContentKeys.all, 'availablePromotions'] as const,
  activities: (lang: string, signedIn: boolean) => [...memberContentKeys.all, 'activities', lang, signedIn] as const,
};

const MINUTE = 60_000;

export function contentQueries(api: PlatformClient) {
  return {
    announcements: (q: AnnouncementQuery) =>
      queryOptions({
        queryKey: contentKeys.announcements(q),
        queryFn: ({ signal }) =>
          unwrap(
            api.GET('/wps/relay/MCSFE_getListAnnouncements', {
              params: {
                query: {
                  types: q.types.join(','),
                  platform: 'W',
                  ...(q.execution?.length ? { execution: q.execution.join(',') } : {}),
                },
              },
              signal,
            }),
          ),
        staleTime: 5 * MINUTE,
      }),
    availablePromotions: () =>
      queryOptions({
        queryKey: memberContentKeys.availablePromotions(),
        queryFn: ({ signal }) => unwrap(api.GET('/wps/relay/MCSFE_getAvailablePromotions', { signal })),
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
          unwrap(api.GET('/wps/content/pages/{slug}', { params: { path: { slug }, query: { lang } }, signal })),
        staleTime: 5 * MINUTE,
      }),
    posts: (kind: PostKind, lang: string, pageNo: number) =>
      queryOptions({
        queryKey: contentKeys.posts(kind, lang, pageNo),
        queryFn: ({ signal }) =>
          unwrap(api.GET('/wps/content/posts', { params: { query: { kind, lang, pageNo, pageSize: 10 } }, signal })),
        staleTime: 5 * MINUTE,
      }),
    post: (id: string, lang: string) =>
      queryOptions({
        queryKey: contentKeys.post(id, lang),
        queryFn: ({ signal }) =>
          unwrap(api.GET('/wps/content/posts/{id}', { params: { path: { id }, query: { lang } }, signal })),
        staleTime: 5 * MINUTE,
      }),
    winners: () =>
      queryOptions({
        queryKey: contentKeys.winners(),
        queryFn: ({ signal }) => unwrap(api.GET('/wps/content/winners', { params: { query: { limitNum: 20 } }, signal })),
        staleTime: MINUTE,
      }),
    activities: (lang: string, signedIn: boolean) =>
      queryOptions({
        queryKey: memberContentKeys.activities(lang, signedIn),
        queryFn: ({ signal }) => unwrap(api.GET('/wps/content/activities', { params: { query: { lang } }, signal })),
        staleTime: MINUTE,
      }),
  };
}
