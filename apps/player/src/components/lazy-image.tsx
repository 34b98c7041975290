import { type ImgHTMLAttributes, useEffect, useRef, useState } from 'react';

// One observer for every lazy image: an image loads once 10% of it is on screen.
type Reveal = () => void;
const waiting = new WeakMap<Element, Reveal>();
let observer: IntersectionObserver | null = null;

function observe(element: Element, reveal: Reveal): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    reveal();
    return () => undefined;
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        waiting.get(entry.target)?.();
        waiting.delete(entry.target);
        observer?.unobserve(entry.target);
      }
    },
    { threshold: 0.1 },
  );
  waiting.set(element, reveal);
  observer.observe(element);
  return () => {
    waiting.delete(element);
    observer?.unobserve(element);
  };
}

export interface LazyImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  src: string;
  /** Used after the one failed attempt at `src`. */
  fallback: string;
  width: number;
  height: number;
}

/**
 * An image that loads when it scrolls into view (threshold 0.1), tries its source once and
 * then shows the fallback. Its width and height reserve the space, so nothing shifts.
 */
export function LazyImage({
  src,
  fallback,
  width,
  height,
  alt = '',
  className,
  ...rest
}: LazyImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [shown, setShown] = useState<string | null>(null);
  useEffect(() => {
    setShown(null);
    const element = ref.current;
    if (!element) return;
    return observe(element, () => setShown(src));
  }, [src]);
  return (
    <img
      {...rest}
      ref={ref}
      src={shown ?? undefined}
      alt={alt}
      width={width}
      height={height}
      decoding="async"
      className={className}
      data-loaded={shown !== null || undefined}
      onError={() => {
        if (shown !== fallback) setShown(fallback);
      }}
    />
  );
}
