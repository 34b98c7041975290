import { useTranslation } from '@platform/i18n/react';
import { CountBadge } from '@platform/ui';
import { RouteLink } from '../../components/route-link';
import { SITE_PATHS } from '../../lib/site-paths';
import { sideItem } from './side-menu-content';
import { useUnreadCount } from './use-unread-count';

/** The side menu's cashier entries of a real member: deposit, withdraw, messages (unread badge). */
export function MemberSideLinks() {
  const { t } = useTranslation('shell');
  const unread = useUnreadCount();
  return (
    <>
      <li>
        <RouteLink to={SITE_PATHS.deposit} className={sideItem}>
          {t('member.deposit')}
        </RouteLink>
      </li>
      <li>
        <RouteLink to={SITE_PATHS.withdraw} className={sideItem}>
          {t('member.withdraw')}
        </RouteLink>
      </li>
      <li>
        <RouteLink to={SITE_PATHS.messages} className={sideItem} data-testid="side-messages">
          <span className="flex-1">{t('member.messages')}</span>
          <CountBadge count={unread} label={t('member.unread', { n: unread })} />
        </RouteLink>
      </li>
    </>
  );
}
