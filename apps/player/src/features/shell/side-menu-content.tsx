import { systemQueries } from '@platform/api-client/queries/system';
import { useApi } from '@platform/api-client/react';
import { useSession } from '@platform/auth';
import { LanguageSelect, useTranslation } from '@platform/i18n/react';
import { openCustomerService } from '@platform/site';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense } from 'react';
import { ClockIcon, FlameIcon, HeadsetIcon, HeartIcon } from '../../components/icons';
import { RouteLink } from '../../components/route-link';
import { CATEGORY_PATHS } from '../../lib/categories';
import { HOT_MODULE, moduleOn, pathOn, useModules } from '../../lib/site-modules';
import { SITE_PATHS } from '../../lib/site-paths';
import { useVendorLanes } from '../../lib/use-vendor-lanes';
import { InfoLinks } from './info-links';

// A real member's cashier entries load with the member's own code, not on a first visit.
const MemberSideLinks = lazy(() =>
  import('./member-side-links').then((m) => ({ default: m.MemberSideLinks })),
);

export const sideItem =
  'flex w-full items-center gap-3 rounded-md px-3 py-2 text-start text-sm text-fg-secondary transition-colors hover:bg-surface-hover hover:text-fg aria-[current=page]:bg-accent-soft aria-[current=page]:text-accent';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-border/60 px-2 py-3 first:border-t-0">
      <h2 className="px-3 pb-1 text-[0.7rem] font-semibold uppercase tracking-wider rtl:tracking-normal text-fg-muted">
        {title}
      </h2>
      <ul className="space-y-0.5">{children}</ul>
    </section>
  );
}

/**
 * The spec's side menu: categories, hot, favourites, recent, member pages (once they exist),
 * the points mall, language, app, customer service, help. Entries with a module switch follow
 * it (lib/site-modules).
 */
export function SideMenuContent() {
  const { t } = useTranslation('shell');
  const api = useApi();
  const { isAgent, isLoggedIn, isTrial, member } = useSession();
  // Invite friends only for a member whose merchant has referral on (member info's availablePromo).
  const referral = member?.availablePromo?.some((p) => p.type === 'REFERRAL' && p.enabled);
  const { categories } = useVendorLanes();
  const { data: status } = useQuery(systemQueries(api).status());
  const modules = useModules();
  const customerService = status?.info.customerService ?? [];
  const li = (node: ReactNode) => (node ? <li>{node}</li> : null);
  return (
    <div data-testid="side-menu-content">
      <Section title={t('side.games')}>
        {categories.map((key) => (
          <li key={key}>
            <Link to={CATEGORY_PATHS[key]} className={sideItem}>
              <span aria-hidden="true" className="size-1.5 rounded-full bg-accent/70" />
              {t(`category.${key}`)}
            </Link>
          </li>
        ))}
        {moduleOn(modules, HOT_MODULE) && (
          <li>
            <Link
              to="/rng"
              search={{ classify: 'HOT' }}
              className={sideItem}
              activeOptions={{ includeSearch: true }}
            >
              <FlameIcon width={16} height={16} />
              {t('side.hot')}
            </Link>
          </li>
        )}
      </Section>
      <Section title={t('side.account')}>
        {isLoggedIn && !isTrial && (
          <Suspense>
            <MemberSideLinks />
          </Suspense>
        )}
        {pathOn(modules, SITE_PATHS.favorites) && (
          <li>
            <Link to="/favorite" className={sideItem}>
              <HeartIcon width={16} height={16} />
              {t('side.favorites')}
            </Link>
          </li>
        )}
        {pathOn(modules, SITE_PATHS.recent) && (
          <li>
            <Link to="/recent" className={sideItem}>
              <ClockIcon width={16} height={16} />
              {t('side.recent')}
            </Link>
          </li>
        )}
        {li(
          <RouteLink to={SITE_PATHS.betRecord} className={sideItem}>
            {t('side.bet_record')}
          </RouteLink>,
        )}
        {li(
          <RouteLink to={SITE_PATHS.promotions} className={sideItem}>
            {t('side.promotions')}
          </RouteLink>,
        )}
        {li(
          <RouteLink to={SITE_PATHS.pointMall} className={sideItem}>
            {t('side.point_mall')}
          </RouteLink>,
        )}
        {li(
          <RouteLink to={SITE_PATHS.missions} className={sideItem}>
            {t('side.missions')}
          </RouteLink>,
        )}
        {li(
          <RouteLink to={SITE_PATHS.rebate} className={sideItem}>
            {t('side.rebate')}
          </RouteLink>,
        )}
        {li(
          <RouteLink to={SITE_PATHS.rewards} className={sideItem}>
            {t('side.rewards')}
          </RouteLink>,
        )}
        {li(
          <RouteLink to={SITE_PATHS.vip} className={sideItem}>
            {t('side.vip')}
          </RouteLink>,
        )}
        {isAgent
          ? li(
              <RouteLink to={SITE_PATHS.agent} className={sideItem}>
                {t('side.agent')}
              </RouteLink>,
            )
          : referral &&
            !isTrial &&
            li(
              <RouteLink to={SITE_PATHS.invite} className={sideItem}>
                {t('side.invite')}
              </RouteLink>,
            )}
      </Section>
      <Section title={t('side.more')}>
        <li className="px-3 py-1">
          <LanguageSelect />
        </li>
        {li(
          <RouteLink to={SITE_PATHS.download} className={sideItem}>
            {t('side.app_download')}
          </RouteLink>,
        )}
        {customerService.length > 0 && (
          <li>
            <button
              type="button"
              className={sideItem}
              onClick={() => void openCustomerService(customerService)}
            >
              <HeadsetIcon width={16} height={16} />
              {t('side.customer_service')}
            </button>
          </li>
        )}
        {li(
          <RouteLink to={SITE_PATHS.help} className={sideItem}>
            {t('side.help')}
          </RouteLink>,
        )}
      </Section>
      <Section title={t('info.title')}>
        <InfoLinks itemClass={sideItem} />
      </Section>
    </div>
  );
}
