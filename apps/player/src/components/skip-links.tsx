import { type ComponentPropsWithoutRef, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

/** The shell's list of skip links, first in the page; a page may add its own (PageSkipLink). */
export const SKIP_LINKS_ID = 'skip-links';

const SKIP_LINK =
  'sr-only focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-accent focus:px-3 focus:py-2 focus:text-accent-contrast';

/** A link that shows only while focused, at the top of the page. */
export function SkipLink(props: ComponentPropsWithoutRef<'a'>) {
  return <a className={SKIP_LINK} {...props} />;
}

/** A skip link of the page, placed among the shell's skip links (the first Tab stops). */
export function PageSkipLink(props: ComponentPropsWithoutRef<'a'>) {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  useEffect(() => setTarget(document.getElementById(SKIP_LINKS_ID)), []);
  return target ? createPortal(<SkipLink {...props} />, target) : null;
}
