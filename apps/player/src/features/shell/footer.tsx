import { systemQueries } from '@platform/api-client/queries/system';
import { useApi } from '@platform/api-client/react';
import { useTranslation } from '@platform/i18n/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { RouteLink } from '../../components/route-link';
import { CATEGORY_PATHS } from '../../lib/categories';
import { InfoLinks } from './info-links';
import { SITE_PATHS } from '../../lib/site-paths';
import { useCdn } from '../../lib/use-cdn';
import { useVendorLanes } from '../../lib/use-vendor-lanes';
import { vendorIconPath } from '../../lib/vendor-icons';

/** Vendors whose logos the footer shows (spec). */
const FOOTER_VENDORS = ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'];
const SOCIAL = ['FACEBOOK', 'TWITTER', 'INSTAGRAM', 'YOUTUBE'] as const;
const link = 'text-sm text-fg-secondary hover:text-accent';

/** Links, product list, social links (when configured) and vendor logos. */
export function Footer() {
  const { t } = useTranslation('shell');
  const api = useApi();
  const cdn = useCdn();
  const { categories } = useVendorLanes();
  const { data: status } = useQuery(systemQueries(api).status());
  const site = status?.info.siteName ?? '';
  const social = SOCIAL.flatMap((type) => {
    const resource = status?.info.resources.find(
      (r) => r.resourceType === type && /^https:\/\//.test(r.url),
    );
    return resource ? [{ type, url: resource.url }] : [];
  });
  return (
    <footer
      className="mt-12 border-t border-border bg-bg-elevated pb-20 md:pb-0"
      data-testid="footer"
    >
      <div className="mx-auto grid max-w-[1600px] gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4 xl:grid-cols-5">
        <section aria-labelledby="footer-products">
          <h2 id="footer-products" className="mb-3 text-sm font-semibold text-fg">
            {t('footer.products')}
          </h2>
          <ul className="grid grid-cols-2 gap-2">
            {categories.map((key) => (
              <li key={key}>
                <Link to={CATEGORY_PATHS[key]} className={link}>
                  {t(`category.${key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-links">
          <h2 id="footer-links" className="mb-3 text-sm font-semibold text-fg">
            {t('footer.links')}
          </h2>
          <ul className="space-y-2">
            <li>
              <Link to="/" className={link}>
                {t('nav.home')}
              </Link>
            </li>
            <li>
              <Link to="/favorite" className={link}>
                {t('side.favorites')}
              </Link>
            </li>
            <li>
              <Link to="/recent" className={link}>
                {t('side.recent')}
              </Link>
            </li>
            <li className="empty:hidden">
              <RouteLink to={SITE_PATHS.promotions} className={link}>
                {t('nav.promotions')}
              </RouteLink>
            </li>
            <li className="empty:hidden">
              <RouteLink to={SITE_PATHS.pointMall} className={link}>
                {t('side.point_mall')}
              </RouteLink>
            </li>
            <li className="empty:hidden">
              <RouteLink to={SITE_PATHS.help} className={link}>
                {t('side.help')}
              </RouteLink>
            </li>
            <li className="empty:hidden">
              <RouteLink to={SITE_PATHS.download} className={link}>
                {t('side.app_download')}
              </RouteLink>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="mb-3 text-sm font-semibold text-fg">
            {t('info.title')}
          </h2>
          <ul className="grid grid-cols-2 gap-2" data-testid="footer-info">
            <InfoLinks itemClass={`${link} text-start`} />
          </ul>
        </section>
        {social.length > 0 && (
          <section aria-labelledby="footer-follow">
            <h2 id="footer-follow" className="mb-3 text-sm font-semibold text-fg">
              {t('footer.follow')}
            </h2>
            <ul className="flex flex-wrap gap-2">
              {social.map((s) => (
                <li key={s.type}>
                  <a
                    href={s.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex h-9 items-center rounded-full border border-border px-3 text-sm text-fg-secondary hover:border-accent hover:text-accent"
                    data-testid={`social-${s.type}`}
                  >
                    {t(`footer.social.${s.type}`)}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
        <section aria-labelledby="footer-responsible" className="text-sm text-fg-muted">
          <h2 id="footer-responsible" className="mb-3 text-sm font-semibold text-fg">
            {t('footer.responsible_title')}
          </h2>
          <p className="flex items-start gap-2">
            <span
              className="grid size-8 shrink-0 place-items-center rounded-full border-2 border-danger text-xs font-bold text-danger"
              dir="ltr"
            >
              18+
            </span>
            {t('footer.responsible')}
          </p>
          <RouteLink to="/member/responsibleGaming" className={`${link} mt-3 inline-block`}>
            {t('footer.limits')}
          </RouteLink>
        </section>
      </div>
      <div className="border-t border-border/60">
        <div className="mx-auto max-w-[1600px] px-4 py-5">
          <h2 className="sr-only">{t('footer.vendors')}</h2>
          <ul
            className="flex flex-wrap items-center justify-center gap-3"
            data-testid="footer-vendors"
          >
            {FOOTER_VENDORS.map((code) => (
              <li key={code}>
                <img
                  src={cdn.image(vendorIconPath(code, false))}
                  alt={code}
                  width={96}
                  height={32}
                  loading="lazy"
                  className="h-8 w-24 opacity-80 transition hover:opacity-100"
                />
              </li>
            ))}
          </ul>
          <p className="mt-4 text-center text-xs text-fg-muted">
            {t('footer.copyright', { year: new Date().getFullYear(), site })}
          </p>
        </div>
      </div>
    </footer>
  );
}
