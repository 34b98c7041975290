import type { Announcement } from '@platform/api-client';
import { useTranslation } from '@platform/i18n/react';
import { Link } from '@tanstack/react-router';
import { RouteLink } from '../../components/route-link';
import { CATEGORY_PATHS } from '../../lib/categories';
import { useVendorLanes } from '../../lib/use-vendor-lanes';
import { categoryOf, PROMOTION_TARGETS } from './promotion-categories';

const action = 'ui-button ui-button--primary ui-button--md self-start';

/**
 * A promotion's call to action besides the raffle claim: play the category it names (when the
 * site has games there), or open the page it is about (when that page exists).
 */
export function PromotionAction({ promotion }: { promotion: Announcement }) {
  const { t } = useTranslation('content');
  const { categories } = useVendorLanes();
  const category = categoryOf(promotion);
  const target = PROMOTION_TARGETS[category];
  if (!target) return null;
  if ('game' in target) {
    if (!categories.includes(target.game)) return null;
    return (
      <Link to={CATEGORY_PATHS[target.game]} className={action} data-testid="promotion-action">
        {t(`promotions.go.${category}`)}
      </Link>
    );
  }
  return (
    <RouteLink to={target.page} className={action} data-testid="promotion-action">
      {t(`promotions.go.${category}`)}
    </RouteLink>
  );
}
