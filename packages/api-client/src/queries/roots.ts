/**
 * Query roots that hold public data, kept across sign-in and sign-out; everything else
 * belongs to the session and is dropped when it ends.
 */
export const PUBLIC_QUERY_ROOTS: readonly string[] = ['system', 'games', 'content', 'lottery'];
