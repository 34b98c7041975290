import { type ReactNode, useEffect, useRef, useState } from 'react';

/** How far below the viewport a deferred section starts loading: about a screen ahead. */
const AHEAD = '800px 0px';

/**
 * Renders `children` once its place comes near the viewport, and `placeholder` (a skeleton of
 * the final height, so nothing moves) until then: home's lower sections load their code and
 * their data only when the visitor scrolls towards them.
 */
export function NearViewport({
  children,
  placeholder,
}: {
  children: ReactNode;
  placeholder: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  if (near) return children;
  return <div ref={ref}>{placeholder}</div>;
}
