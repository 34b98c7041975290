import { useSession } from '@platform/auth';
import { useTranslation } from '@platform/i18n/react';
import { RouteLink } from '../../components/route-link';
import { SITE_PATHS } from '../../lib/site-paths';
import { AvatarMenu } from './avatar-menu';
import { BalanceDisplay } from './balance-display';

const action = 'hidden h-9 items-center rounded-full px-4 text-sm font-semibold sm:inline-flex';

/** Signed in: balance, deposit and withdraw (once those pages exist) and the avatar menu. */
export function MemberBar() {
  const { t } = useTranslation('shell');
  const { isTrial } = useSession();
  return (
    <div className="flex items-center gap-2" data-testid="member-bar">
      {!isTrial && <BalanceDisplay />}
      <RouteLink
        to={SITE_PATHS.deposit}
        className={`${action} bg-[image:var(--ui-gradient-accent)] text-accent-contrast`}
      >
        {t('member.deposit')}
      </RouteLink>
      <RouteLink
        to={SITE_PATHS.withdraw}
        className={`${action} border border-border text-fg hover:border-border-strong`}
      >
        {t('member.withdraw')}
      </RouteLink>
      <AvatarMenu />
    </div>
  );
}
