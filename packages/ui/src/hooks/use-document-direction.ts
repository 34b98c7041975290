import { useSyncExternalStore } from 'react';

export type Direction = 'ltr' | 'rtl';

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] });
  return () => observer.disconnect();
}

const getSnapshot = (): Direction => (document.dir === 'rtl' ? 'rtl' : 'ltr');
const getServerSnapshot = (): Direction => 'ltr';

/** The page's text direction (`<html dir>`), kept current when the language switches it. */
export function useDocumentDirection(): Direction {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
