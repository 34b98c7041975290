import type { MemberInfo } from '@platform/api-client';
import { authSignOutTexts, SignOutDialog } from '@platform/auth/ui';
import { useTranslation } from '@platform/i18n/react';
import { Button } from '@platform/ui';
import { useState } from 'react';
import { AvatarDialog } from './avatar-dialog';
import { MemberPicture } from './member-picture';
import { useMerchantTime } from '@platform/site';

/** The page heading with the member's picture, name and registration date. */
export function AccountOverview({ member }: { member: MemberInfo }) {
  const { t } = useTranslation(['account', 'auth']);
  const time = useMerchantTime();
  const [picking, setPicking] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  return (
    <section
      className="flex flex-wrap items-center gap-4 rounded-lg border border-border bg-surface p-4 sm:p-6"
      data-testid="member-center"
      aria-labelledby="account-title"
    >
      <div className="flex flex-col items-center gap-1">
        <MemberPicture
          url={member.avatarUrl ?? null}
          name={member.nickname || member.account}
          size={72}
        />
        <button
          type="button"
          onClick={() => setPicking(true)}
          className="rounded-md px-2 py-1 text-xs font-semibold text-accent hover:bg-accent-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
          data-testid="avatar-change"
        >
          {t('avatar.change')}
        </button>
      </div>
      <div className="min-w-[10rem] flex-1">
        <h1 id="account-title" className="font-display text-2xl font-bold text-fg">
          {t('title')}
        </h1>
        <p className="break-words text-lg text-fg">
          {member.nickname ? `${member.nickname} · ` : ''}
          <span data-testid="account-name">{member.account}</span>
        </p>
        <p className="text-sm text-fg-muted">
          {t('registered', { date: time.date(member.regDate) })}
        </p>
      </div>
      <Button variant="ghost" className="ms-auto" onClick={() => setSigningOut(true)}>
        {t('sign_out')}
      </Button>
      {picking && <AvatarDialog onClose={() => setPicking(false)} />}
      <SignOutDialog
        open={signingOut}
        onClose={() => setSigningOut(false)}
        redirectTo="/"
        texts={authSignOutTexts((key) => t(`auth:${key}`))}
      />
    </section>
  );
}
