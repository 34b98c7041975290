import { memberQueries } from '@platform/api-client/queries/member';
import { memberAccountQueries } from '@platform/api-client/queries/member-account';
import { useApi } from '@platform/api-client/react';
import { useTranslation } from '@platform/i18n/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { LoaderArgs } from '../../lib/route-context';
import { LIMITS_PATH } from './account-paths';
import { AccountOverview } from './account-overview';
import { Section } from './account-ui';
import { LoginHistory } from './login-history';
import { ProfileForm } from './profile-form';
import { SecurityList } from './security-list';

/** Route loader of /member: the account's overview, profile and security. */
export function loader({ context }: LoaderArgs) {
  const { queryClient, api } = context;
  const queries = memberAccountQueries(api);
  return Promise.all([
    queryClient.ensureQueryData(memberQueries(api).info()),
    queryClient.ensureQueryData(queries.profile()),
    queryClient.ensureQueryData(queries.securityCenter()),
    queryClient.prefetchQuery(queries.loginHistory(1)),
  ]);
}

/** /member, the menu's securityCenter: the member's account, profile, security and sign-ins. */
export function AccountPage() {
  const { t } = useTranslation('account');
  const api = useApi();
  const queries = memberAccountQueries(api);
  const { data: member } = useSuspenseQuery(memberQueries(api).info());
  const { data: profile } = useSuspenseQuery(queries.profile());
  const { data: security } = useSuspenseQuery(queries.securityCenter());
  return (
    <div className="flex flex-col gap-6" data-testid="account-page">
      <AccountOverview member={member} />
      <ProfileForm profile={profile} />
      <SecurityList security={security} />
      <LoginHistory />
      <Section
        title={t('responsible.title')}
        intro={t('responsible.intro')}
        testId="account-limits"
      >
        <Link
          to={LIMITS_PATH as '/'}
          className="inline-flex h-10 items-center rounded-full border border-accent px-4 text-sm font-semibold text-accent hover:bg-accent-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        >
          {t('responsible.open')}
        </Link>
      </Section>
    </div>
  );
}
