import { useTranslation } from '@platform/i18n/react';
import { Link } from '@tanstack/react-router';

export function SiteLogo({ siteName }: { siteName: string }) {
  const { t } = useTranslation('shell');
  return (
    <Link
      to="/"
      className="flex shrink-0 items-center gap-2 rounded-md focus-visible:outline-2 focus-visible:outline-accent"
      aria-label={t('logo_home', { site: siteName })}
    >
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="var(--ui-color-surface-raised)" />
        <path d="M6 22l2-11 5 5 3-8 3 8 5-5 2 11z" fill="var(--ui-color-accent)" />
        <rect x="6" y="23.5" width="20" height="3" rx="1.5" fill="var(--ui-color-accent-active)" />
      </svg>
      <span
        className="hidden font-display text-lg font-bold tracking-wide text-fg min-[400px]:inline"
        data-testid="site-name"
      >
        {siteName}
      </span>
    </Link>
  );
}
