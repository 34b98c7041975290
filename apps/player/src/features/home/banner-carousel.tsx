import type { Banner } from '@platform/api-client';
import { useLanguage, useTranslation } from '@platform/i18n/react';
import { cx } from '@platform/ui';
import { useEffect, useState } from 'react';
import { ChevronIcon } from '../../components/icons';
import { useCdn } from '../../lib/use-cdn';
import { useMediaQuery } from '../../lib/use-media-query';
import { PauseToggle } from './pause-toggle';
import { useBannerLinkage } from './use-banner-linkage';

/** Spec: a slide stays 5000 ms; the move takes 1000 ms. */
export const BANNER_DELAY_MS = 5000;
export const BANNER_TRANSITION_MS = 1000;

/**
 * The home banners. With more than one it loops (clones at both ends make the wrap seamless),
 * advances every 5 s, pauses while hovered or focused or by its pause button, and has previous
 * and next arrows. For reduced motion it never advances by itself and slides without animation.
 */
export function BannerCarousel({ banners }: { banners: readonly Banner[] }) {
  const { t } = useTranslation('lobby');
  const { dir } = useLanguage();
  const cdn = useCdn();
  const { isLinked, open } = useBannerLinkage();
  const count = banners.length;
  const loop = count > 1;
  const slides = loop
    ? [banners[count - 1] as Banner, ...banners, banners[0] as Banner]
    : [...banners];
  const [position, setPosition] = useState(loop ? 1 : 0);
  const [animated, setAnimated] = useState(true);
  const [paused, setPaused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const current = loop ? (position - 1 + count) % count : 0;

  const go = (next: number) => {
    if (reducedMotion) {
      // No transition, so no transition end to settle on: land on the real slide at once.
      setAnimated(false);
      setPosition(next <= 0 ? count : next > count ? 1 : next);
      return;
    }
    setAnimated(true);
    setPosition(next);
  };
  useEffect(() => {
    if (!loop || paused || stopped || reducedMotion) return;
    const timer = setTimeout(() => {
      setAnimated(true);
      setPosition(position + 1);
    }, BANNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loop, paused, stopped, reducedMotion, position]);

  const settle = () => {
    // On a clone: jump, without animation, to the real slide it copies.
    if (position === 0 || position === count + 1) {
      setAnimated(false);
      setPosition(position === 0 ? count : 1);
    }
  };
  if (count === 0) return null;
  const offset = (dir === 'rtl' ? 1 : -1) * position * 100;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('banner.label')}
      className="group relative overflow-hidden rounded-xl bg-surface shadow-lg ring-1 ring-border"
      data-testid="banner-carousel"
      data-index={current}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div
        className="flex"
        style={{
          transform: `translateX(${offset}%)`,
          transition:
            animated && !reducedMotion ? `transform ${BANNER_TRANSITION_MS}ms ease` : 'none',
        }}
        onTransitionEnd={(e) => {
          if (e.target === e.currentTarget) settle();
        }}
      >
        {slides.map((banner, i) => {
          const clone = loop && (i === 0 || i === slides.length - 1);
          const real = loop ? (i - 1 + count) % count : i;
          const label = t('banner.slide', { index: real + 1, count });
          const image = (
            <img
              src={cdn.image(banner.url ?? '')}
              alt={banner.title ?? ''}
              width={1200}
              height={400}
              loading={real === 0 && !clone ? 'eager' : 'lazy'}
              // The first slide is the page's largest paint: fetched ahead of everything else.
              fetchPriority={real === 0 && !clone ? 'high' : undefined}
              className="aspect-[3/1] w-full object-cover"
              draggable={false}
            />
          );
          return (
            <div
              key={`${banner.id}-${i}`}
              className="w-full shrink-0"
              role="group"
              aria-roledescription="slide"
              aria-label={label}
              aria-hidden={clone || real !== current || undefined}
              inert={clone || real !== current || undefined}
            >
              {isLinked(banner) ? (
                <button
                  type="button"
                  className="block w-full"
                  onClick={() => open(banner)}
                  data-testid="banner-slide"
                >
                  {image}
                </button>
              ) : (
                image
              )}
            </div>
          );
        })}
      </div>
      {loop && (
        <>
          <button
            type="button"
            onClick={() => go(position - 1)}
            aria-label={t('banner.previous')}
            data-testid="banner-prev"
            className="absolute start-2 top-1/2 grid size-8 sm:size-10 -translate-y-1/2 place-items-center rounded-full bg-black/45 text-white opacity-80 backdrop-blur transition hover:bg-black/70 hover:opacity-100 sm:start-4"
          >
            <ChevronIcon className="rotate-180 rtl:rotate-0" />
          </button>
          <button
            type="button"
            onClick={() => go(position + 1)}
            aria-label={t('banner.next')}
            data-testid="banner-next"
            className="absolute end-2 top-1/2 grid size-8 sm:size-10 -translate-y-1/2 place-items-center rounded-full bg-black/45 text-white opacity-80 backdrop-blur transition hover:bg-black/70 hover:opacity-100 sm:end-4"
          >
            <ChevronIcon className="rtl:rotate-180" />
          </button>
          <PauseToggle
            stopped={stopped}
            onToggle={() => setStopped((s) => !s)}
            label={t('banner.pause')}
            testId="banner-pause"
            iconSize={14}
            className="absolute end-2 bottom-2 size-8 bg-black/45 text-white opacity-80 backdrop-blur transition hover:bg-black/70 hover:opacity-100 sm:end-4"
          />
          <div className="absolute inset-x-0 bottom-0 flex justify-center">
            {banners.map((b, i) => (
              // A 24 px target around each small dot.
              <button
                key={b.id}
                type="button"
                onClick={() => go(i + 1)}
                aria-label={t('banner.go_to', { index: i + 1 })}
                aria-current={i === current || undefined}
                className="group/dot grid h-6 min-w-6 place-items-center px-0.5"
              >
                <span
                  aria-hidden="true"
                  className={cx(
                    'h-1.5 rounded-full transition-all',
                    i === current ? 'w-6 bg-accent' : 'w-1.5 bg-white/60 group-hover/dot:bg-white',
                  )}
                />
              </button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
