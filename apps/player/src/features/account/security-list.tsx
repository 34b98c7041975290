import type { components } from '@platform/api-client';
import { openAuthDialog } from '@platform/auth';
import { useTranslation } from '@platform/i18n/react';
import { Button } from '@platform/ui';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { WITHDRAW_PATH } from './account-paths';
import { Section } from './account-ui';
import { ContactDialog } from './contact-dialog';
import { GoogleAuthDialog } from './google-auth-dialog';
import { GoogleDisableDialog } from './google-disable-dialog';
import { useMerchantTime } from '@platform/site';

type Security = components['schemas']['SecurityCenter'];
type Open = 'mobile' | 'email' | 'google' | 'google-off' | null;

const action =
  'inline-flex h-9 shrink-0 items-center rounded-full border border-border px-4 text-sm font-semibold text-fg hover:border-accent hover:text-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';

function Row({
  label,
  value,
  children,
  testId,
}: {
  label: string;
  value: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3" data-testid={testId}>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium text-fg">{label}</p>
        <p className="text-sm text-fg-secondary">{value}</p>
      </div>
      {children}
    </li>
  );
}

/** Passwords, bound contacts and Google Authenticator, each with what can be done about it. */
export function SecurityList({ security }: { security: Security }) {
  const { t } = useTranslation(['account', 'auth']);
  const time = useMerchantTime();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const places = security.googleAuthRequiredFor.map((p) => t(`security.place_${p}`)).join(', ');
  return (
    <Section title={t('security.title')} testId="security">
      <ul className="divide-y divide-border">
        <Row
          label={t('security.password')}
          value={t('security.password_changed', { date: time.date(security.passwordChangedAt) })}
          testId="security-password"
        >
          <Button
            variant="secondary"
            size="sm"
            onClick={() => openAuthDialog({ kind: 'change-password', forced: false })}
          >
            {t('auth:member.change_password')}
          </Button>
        </Row>
        <Row
          label={t('security.payment_password')}
          value={security.paymentPassword ? t('security.payment_set') : t('not_set')}
          testId="security-payment"
        >
          <Link to={WITHDRAW_PATH as '/'} className={action}>
            {security.paymentPassword ? t('security.payment_manage') : t('security.payment_setup')}
          </Link>
        </Row>
        <Row
          label={t('security.mobile')}
          value={
            security.mobile ? (
              <bdi dir="ltr">{`+${security.countryDialingCode ?? ''} ${security.mobile}`}</bdi>
            ) : (
              t('security.not_bound')
            )
          }
          testId="security-mobile"
        >
          <Button variant="secondary" size="sm" onClick={() => setOpen('mobile')}>
            {security.mobile ? t('security.change') : t('security.bind')}
          </Button>
        </Row>
        <Row
          label={t('security.email')}
          value={security.email ? <bdi dir="ltr">{security.email}</bdi> : t('security.not_bound')}
          testId="security-email"
        >
          <Button variant="secondary" size="sm" onClick={() => setOpen('email')}>
            {security.email ? t('security.change') : t('security.bind')}
          </Button>
        </Row>
        <Row
          label={t('security.google')}
          value={
            security.googleAuth
              ? `${t('security.google_on')}${places ? ` · ${t('security.google_required', { places })}` : ''}`
              : t('security.google_off')
          }
          testId="security-google"
        >
          {security.googleAuth ? (
            <Button variant="ghost" size="sm" onClick={() => setOpen('google-off')}>
              {t('security.google_disable')}
            </Button>
          ) : (
            <Button variant="secondary" size="sm" onClick={() => setOpen('google')}>
              {t('security.google_setup')}
            </Button>
          )}
        </Row>
      </ul>
      {(open === 'mobile' || open === 'email') && (
        <ContactDialog kind={open} security={security} onClose={close} />
      )}
      {open === 'google' && <GoogleAuthDialog onClose={close} />}
      {open === 'google-off' && <GoogleDisableDialog onClose={close} />}
    </Section>
  );
}
