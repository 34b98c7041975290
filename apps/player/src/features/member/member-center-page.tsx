import { memberQueries } from '@platform/api-client/queries/member';
import { useApi } from '@platform/api-client/react';
import { openAuthDialog } from '@platform/auth';
import { formatDate } from '@platform/i18n';
import { useTranslation } from '@platform/i18n/react';
import { authSignOutTexts, SignOutDialog } from '@platform/auth/ui';
import { Button } from '@platform/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { LoaderArgs } from '../../lib/route-context';

/** Route loader of /member (its guard has already loaded the member). */
export const loader = ({ context }: LoaderArgs) =>
  context.queryClient.ensureQueryData(memberQueries(context.api).info());

/** /member: the member's account (account, nickname, registration date), the centre's first page. */
export function MemberCenterPage() {
  const { t } = useTranslation('auth');
  const api = useApi();
  const { data: member } = useSuspenseQuery(memberQueries(api).info());
  const [confirming, setConfirming] = useState(false);
  const rows: [string, string][] = [
    [t('member.account'), member.account],
    [t('member.nickname'), member.nickname ?? t('member.none')],
    [t('member.registered'), formatDate(member.regDate)],
  ];
  return (
    <section data-testid="member-center">
      <h1 className="font-display text-2xl font-bold text-fg">{t('member.title')}</h1>
      <dl className="mt-6 grid gap-px overflow-hidden rounded-lg border border-border bg-border sm:grid-cols-3">
        {rows.map(([label, value]) => (
          <div key={label} className="bg-surface p-4">
            <dt className="text-xs uppercase tracking-wide text-fg-muted">{label}</dt>
            <dd className="mt-1 break-all text-lg text-fg" dir="auto">
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button
          variant="secondary"
          onClick={() => openAuthDialog({ kind: 'change-password', forced: false })}
        >
          {t('member.change_password')}
        </Button>
        <Button variant="ghost" onClick={() => setConfirming(true)}>
          {t('logout.title')}
        </Button>
      </div>
      <SignOutDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        redirectTo="/"
        texts={authSignOutTexts(t)}
      />
    </section>
  );
}
