import { memberAccountQueries } from '@platform/api-client/queries/member-account';
import { useApi } from '@platform/api-client/react';
import { useTranslation } from '@platform/i18n/react';
import { Button, ConfirmDialog, cx } from '@platform/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Paginator } from '../../components/paginator';
import { accountError } from './account-errors';
import { useSignOutOthers } from './account.mutations';
import { Notice, Section } from './account-ui';
import { useMerchantTime } from '@platform/site';

/** The last 90 days of sign-ins (device, IP, method, still signed in?) and "sign out others". */
export function LoginHistory() {
  const { t } = useTranslation('account');
  const time = useMerchantTime();
  const api = useApi();
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState(false);
  const { data } = useQuery({
    ...memberAccountQueries(api).loginHistory(page),
    placeholderData: keepPreviousData,
  });
  const signOut = useSignOutOthers();
  return (
    <Section title={t('history.title')} intro={t('history.intro')} testId="login-history">
      {data && data.content.length === 0 && (
        <p className="text-sm text-fg-muted">{t('history.empty')}</p>
      )}
      <ul className="divide-y divide-border">
        {data?.content.map((entry) => (
          <li
            key={entry.id}
            className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:gap-4"
            data-testid="login-entry"
          >
            <span className="text-sm text-fg sm:w-44">
              <span className="sr-only">{t('history.time')}: </span>
              <bdi dir="ltr">{time.dateTime(entry.at)}</bdi>
            </span>
            <span className="flex-1 text-sm text-fg-secondary">
              <span className="sr-only">{t('history.device')}: </span>
              {entry.device ?? t('history.unknown')}
              <span aria-hidden="true"> · </span>
              <span className="sr-only">{t('history.ip')}: </span>
              <bdi dir="ltr">{entry.ip ?? t('history.unknown')}</bdi>
              <span aria-hidden="true"> · </span>
              <span className="sr-only">{t('history.method')}: </span>
              {t(`history.methods.${entry.method}`)}
            </span>
            <span
              className={cx(
                'self-start rounded-full px-2 py-0.5 text-xs font-semibold sm:self-center',
                entry.current
                  ? 'bg-accent-soft text-accent'
                  : entry.active
                    ? 'bg-success/15 text-success'
                    : 'bg-surface-hover text-fg-secondary',
              )}
            >
              <span className="sr-only">{t('history.status')}: </span>
              {entry.current
                ? t('history.current')
                : entry.active
                  ? t('history.active')
                  : t('history.ended')}
            </span>
          </li>
        ))}
      </ul>
      {data && data.totalPages > 1 && (
        <nav aria-label={t('page_of', { page, total: data.totalPages })} className="mt-4">
          <Paginator page={page} totalPages={data.totalPages} onChange={setPage} />
        </nav>
      )}
      {signOut.isSuccess && (
        <Notice kind="ok">{t('history.signed_out', { count: signOut.data.signedOut })}</Notice>
      )}
      {signOut.error && <Notice kind="error">{accountError(signOut.error, t)}</Notice>}
      <Button variant="secondary" className="mt-4" onClick={() => setConfirming(true)}>
        {t('history.sign_out_others')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('history.sign_out_confirm_title')}
        message={t('history.sign_out_confirm')}
        confirmLabel={t('history.sign_out_others')}
        cancelLabel={t('cancel')}
        loadingLabel={t('loading')}
        onConfirm={() => signOut.mutateAsync().then(() => setConfirming(false))}
        onCancel={() => setConfirming(false)}
      />
    </Section>
  );
}
