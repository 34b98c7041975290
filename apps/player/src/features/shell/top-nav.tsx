import { useTranslation } from '@platform/i18n/react';
import { Link } from '@tanstack/react-router';
import { RouteLink } from '../../components/route-link';
import { CATEGORY_PATHS } from '../../lib/categories';
import { SITE_PATHS } from '../../lib/site-paths';
import { useVendorLanes } from '../../lib/use-vendor-lanes';

const link =
  'relative flex h-11 shrink-0 items-center whitespace-nowrap px-3 text-sm font-medium text-fg-secondary transition-colors hover:text-fg aria-[current=page]:text-accent aria-[current=page]:after:absolute aria-[current=page]:after:inset-x-3 aria-[current=page]:after:bottom-0 aria-[current=page]:after:h-0.5 aria-[current=page]:after:rounded-full aria-[current=page]:after:bg-accent';

/** Home, Promotions (once the page exists) and one entry per category that has a vendor. */
export function TopNav() {
  const { t } = useTranslation('shell');
  const { categories } = useVendorLanes();
  return (
    <nav aria-label={t('nav.label')} className="border-t border-border/60">
      <div
        className="relative mx-auto flex max-w-[1600px] overflow-x-auto px-1 [scrollbar-width:none] sm:px-2"
        data-testid="top-nav"
      >
        <Link to="/" className={link} activeOptions={{ exact: true }}>
          {t('nav.home')}
        </Link>
        <RouteLink to={SITE_PATHS.promotions} className={link}>
          {t('nav.promotions')}
        </RouteLink>
        {categories.map((key) => (
          <Link key={key} to={CATEGORY_PATHS[key]} className={link} data-testid={`nav-${key}`}>
            {t(`category.${key}`)}
          </Link>
        ))}
      </div>
    </nav>
  );
}
