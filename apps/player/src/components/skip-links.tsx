import type { ComponentPropsWithoutRef } from 'react';

/** The shell's list of skip links, first in the page; a page may add its own (the lobby's page-skip-link.tsx). */
export const SKIP_LINKS_ID = 'skip-links';

const SKIP_LINK =
  'sr-only focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-accent focus:px-3 focus:py-2 focus:text-accent-contrast';

/** A link that shows only while focused, at the top of the page. */
export function SkipLink(props: ComponentPropsWithoutRef<'a'>) {
  return <a className={SKIP_LINK} {...props} />;
}
