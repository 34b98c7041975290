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
    [
      ...contentKeys.all,
      'announcements',
      [...q.types].join(','),
      [...(q.execution ?? [])].join(','),
      q.language,
    ] as const,
  feedbackConfig: () => [...contentKeys.all, 'feedbackConfig'] as const,
  chat: () => [...contentKeys.all, 'chat'] as const,
  page: (slug: ContentPageSlug, lang: string) => [...contentKeys.all, 'page', slug, lang] as const,
  posts: (kind: PostKind, lang: string, pageNo: number) =>
    [...contentKeys.all, 'posts', kind, lang, pageNo] as const,
  post: (id: string, lang: string) => [...contentKeys.all, 'post', id, lang] as const,
};

/** Content that depends on the member (dropped when the session ends). */
export const memberContentKeys = {
  all: ['memberContent'] as const,
  availablePromotions: () => [...memberContentKeys.all, 'availablePromotions'] as const,
  activities: (lang: string, signedIn: boolean) =>
    [...memberContentKeys.all, 'activities', lang, signedIn] as const,
};

const MINUTE = 60_000;

/** queryOptions of the announcements (banners, marquee, popups), which the shell and home use; the content screens' own are `contentPageQueries`. */
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
  };
}
