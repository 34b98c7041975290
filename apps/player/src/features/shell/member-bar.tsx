import { openAuthDialog, useSession } from '@platform/auth';
import { useTranslation } from '@platform/i18n/react';
import { RouteLink } from '../../components/route-link';
import { SITE_PATHS } from '../../lib/site-paths';
import { AvatarMenu } from './avatar-menu';
import { BalanceDisplay } from './balance-display';

const action = 'hidden h-9 items-center rounded-full px-4 text-sm font-semibold sm:inline-flex';
const primary = `${action} bg-[image:var(--ui-gradient-accent)] text-accent-contrast`;
const secondary = `${action} border border-border text-fg hover:border-border-strong`;

/**
 * Signed in: balance, deposit and withdraw (once those pages exist) and the avatar menu. A trial
 * account has no balance; its deposit and withdraw say it needs a real account.
 */
export function MemberBar() {
  const { t } = useTranslation('shell');
  const { isTrial } = useSession();
  const trial = () => openAuthDialog({ kind: 'need-true-account' });
  return (
    <div className="flex items-center gap-2" data-testid="member-bar">
      {!isTrial && <BalanceDisplay />}
      {isTrial ? (
        <>
          <button type="button" className={primary} onClick={trial} data-testid="header-deposit">
            {t('member.deposit')}
          </button>
          <button type="button" className={secondary} onClick={trial} data-testid="header-withdraw">
            {t('member.withdraw')}
          </button>
        </>
      ) : (
        <>
          <RouteLink to={SITE_PATHS.deposit} className={primary} data-testid="header-deposit">
            {t('member.deposit')}
          </RouteLink>
          <RouteLink to={SITE_PATHS.withdraw} className={secondary} data-testid="header-withdraw">
            {t('member.withdraw')}
          </RouteLink>
        </>
      )}
      <AvatarMenu />
    </div>
  );
}
