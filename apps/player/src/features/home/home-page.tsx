import { systemQueries } from '@platform/api-client/queries';
import { useTranslation } from '@platform/i18n/react';
import { useApi } from '@platform/api-client/react';
import { useQuery } from '@tanstack/react-query';

export function HomePage() {
  const { t } = useTranslation('player');
  const api = useApi();
  const { data: status } = useQuery(systemQueries(api).status());
  return (
    <section className="mx-auto max-w-7xl px-4 py-8" data-testid="home">
      <div className="relative overflow-hidden rounded-xl border border-border bg-surface px-6 py-12 shadow-lg sm:px-12 sm:py-16">
        <div aria-hidden="true" className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_85%_20%,var(--ui-color-accent-soft),transparent_45%),radial-gradient(circle_at_10%_90%,var(--ui-color-accent-2-soft),transparent_50%)]" />
        <div className="relative max-w-2xl">
          <h1 className="font-display text-3xl font-bold text-fg sm:text-5xl">
            {t('home.welcome', { site: status?.info.siteName ?? '' })}
          </h1>
          <p className="mt-4 text-lg text-fg-secondary">{t('home.tagline')}</p>
        </div>
      </div>
    </section>
  );
}
