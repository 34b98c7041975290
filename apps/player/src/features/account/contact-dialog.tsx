import type { components } from '@platform/api-client';
import { systemQueries } from '@platform/api-client/queries/system';
import { useApi } from '@platform/api-client/react';
import {
  type CountryOption,
  isValidMobile,
  MobileField,
  normaliseMobile,
  SmsCodeField,
  TextField,
} from '@platform/forms';
import { compareNames, regionName } from '@platform/i18n';
import { useLanguage, useTranslation } from '@platform/i18n/react';
import { Button, Modal } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { accountError } from './account-errors';
import { useBindEmail, useBindMobile, useSendBindCode } from './account.mutations';
import { Notice } from './account-ui';

type Security = components['schemas']['SecurityCenter'];
const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

function useCountryOptions(): CountryOption[] {
  const api = useApi();
  const { language } = useLanguage();
  const { data } = useQuery(systemQueries(api).countries());
  return useMemo(() => {
    const compare = compareNames(language);
    return (data ?? [])
      .map((c) => ({ ...c, name: regionName(c.countryCode, language, c.name) }))
      .sort((a, b) => compare(a.name, b.name));
  }, [data, language]);
}

/** Bind or change the mobile number or e-mail address with a code sent to it. */
export function ContactDialog({
  kind,
  security,
  onClose,
}: {
  kind: 'mobile' | 'email';
  security: Security;
  onClose: () => void;
}) {
  const { t } = useTranslation('account');
  const countries = useCountryOptions();
  const [country, setCountry] = useState<string | null>(null);
  const chosen =
    countries.find((c) => c.countryCode === country) ??
    countries.find((c) => c.countryDialingCode === security.countryDialingCode) ??
    countries.find((c) => c.countryCode === 'SG') ??
    countries[0];
  const [address, setAddress] = useState('');
  const [code, setCode] = useState('');
  const [google, setGoogle] = useState('');
  const [problem, setProblem] = useState<Record<string, string>>({});
  const sendCode = useSendBindCode();
  const bindMobile = useBindMobile();
  const bindEmail = useBindEmail();
  const bind = kind === 'mobile' ? bindMobile : bindEmail;
  const needsGoogle = security.googleAuth && security.googleAuthRequiredFor.includes('security');
  const dialing = chosen?.countryDialingCode ?? '';

  /** The number or address as typed is usable; else its inline error. */
  function checkAddress(): boolean {
    const ok = kind === 'mobile' ? isValidMobile(address, dialing) : EMAIL.test(address.trim());
    const message = t(kind === 'mobile' ? 'contact.invalid_mobile' : 'contact.invalid_email');
    setProblem((p) => ({ ...p, address: ok ? '' : message }));
    return ok;
  }

  async function send(): Promise<number | null> {
    if (!checkAddress()) return null;
    try {
      const sent = await sendCode.mutateAsync(
        kind === 'mobile'
          ? { kind, countryDialingCode: dialing, mobileNum: normaliseMobile(address) }
          : { kind, email: address.trim() },
      );
      return sent.expiredMinutes * 60;
    } catch {
      return null;
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const missing = t('contact.required');
    const next = {
      code: code.trim() ? '' : missing,
      google: needsGoogle && !google.trim() ? missing : '',
    };
    setProblem((p) => ({ ...p, ...next }));
    if (!checkAddress() || next.code || next.google) return;
    const extra = needsGoogle ? { googleCode: google.trim() } : {};
    if (kind === 'mobile') {
      bindMobile.mutate({
        countryDialingCode: dialing,
        mobileNum: normaliseMobile(address),
        verificationCode: code.trim(),
        ...extra,
      });
    } else {
      bindEmail.mutate({ email: address.trim(), verificationCode: code.trim(), ...extra });
    }
  }

  const error = sendCode.error ?? bind.error;
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(kind === 'mobile' ? 'contact.mobile_title' : 'contact.email_title')}
      description={t('contact.intro')}
      closeLabel={t('close')}
      width={460}
    >
      <form
        noValidate
        onSubmit={submit}
        className="flex flex-col gap-4"
        data-testid="contact-dialog"
      >
        {kind === 'mobile' ? (
          <MobileField
            label={t('contact.mobile')}
            countries={countries}
            country={chosen?.countryCode ?? ''}
            onCountryChange={(c) => setCountry(c.countryCode)}
            countryLabel={t('contact.country')}
            value={address}
            onChange={(e) => setAddress(e.target.value)}
            error={problem.address || undefined}
          />
        ) : (
          <TextField
            label={t('contact.email')}
            type="email"
            autoComplete="email"
            dir="ltr"
            maxLength={128}
            value={address}
            onChange={(e) => setAddress(e.target.value)}
            error={problem.address || undefined}
          />
        )}
        <SmsCodeField
          label={t('contact.code')}
          sendLabel={t('contact.get_code')}
          countdownLabel={(seconds) => t('contact.resend_in', { seconds })}
          onSend={send}
          maxLength={16}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={problem.code || undefined}
        />
        {needsGoogle && (
          <TextField
            label={t('contact.google_code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={16}
            value={google}
            onChange={(e) => setGoogle(e.target.value)}
            error={problem.google || undefined}
          />
        )}
        {error && <Notice kind="error">{accountError(error, t)}</Notice>}
        {bind.isSuccess && (
          <Notice kind="ok">
            {t(kind === 'mobile' ? 'contact.mobile_saved' : 'contact.email_saved')}
          </Notice>
        )}
        <Button type="submit" block loading={bind.isPending} loadingLabel={t('loading')}>
          {t('contact.submit')}
        </Button>
      </form>
    </Modal>
  );
}
