import { type ComponentPropsWithoutRef, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { SKIP_LINKS_ID, SkipLink } from '../../components/skip-links';

/** A skip link of the page, placed among the shell's skip links (the first Tab stops). */
export function PageSkipLink(props: ComponentPropsWithoutRef<'a'>) {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  useEffect(() => setTarget(document.getElementById(SKIP_LINKS_ID)), []);
  return target ? createPortal(<SkipLink {...props} />, target) : null;
}
