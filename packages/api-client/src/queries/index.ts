export { accountKeys, accountQueries } from './account';
export { memberKeys, memberQueries } from './member';
export { systemKeys, systemQueries } from './system';
export { contentKeys, contentQueries, memberContentKeys } from './content';
export type { AnnouncementKind, AnnouncementQuery, ContentPageSlug, PostKind } from './content';

/**
 * Query roots that hold public data, kept across sign-in and sign-out; everything else
 * belongs to the session and is dropped when it ends.
 */
export const PUBLIC_QUERY_ROOTS: readonly string[] = ['system', 'content'];
