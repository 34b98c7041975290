import { zodResolver } from '@hookform/resolvers/zod';
import { accountQueries } from '@platform/api-client/queries/account';
import { useApi } from '@platform/api-client/react';
import { useCaptcha } from '@platform/auth';
import {
  buildRegisterSchema,
  CheckboxField,
  PasswordField,
  type RegisterMode,
  registerLayout,
  TextField,
} from '@platform/forms';
import { useTranslation } from '@platform/i18n/react';
import { Button } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { CaptchaInput } from './auth-fields';
import { PhoneCodeFields } from './phone-code-fields';
import { phoneErrorText } from './phone-verifier';
import { RegisterOptionalFields } from './register-optional-fields';
import { EMPTY_REGISTER_VALUES, type RegisterFormValues } from './register-values';
import { TermsLabel } from './terms-label';
import { useRegisterSubmit } from './use-register-submit';
import { usePhoneVerifier } from './use-phone-verifier';
import { useSiteFlags } from './use-site-flags';
import { useTranslate } from './use-translate';

interface Props {
  mode: RegisterMode;
  referralCode: string | undefined;
  urlAffiliateCode: string | null;
  onError: (error: unknown) => void;
  onInvalidInvitation: () => void;
}

/** The registration form of one mode; a new captcha comes with each mode (tab). */
export function RegisterForm({
  mode,
  referralCode,
  urlAffiliateCode,
  onError,
  onInvalidInvitation,
}: Props) {
  const { t } = useTranslate();
  const { t: translate } = useTranslation('auth');
  const api = useApi();
  const flags = useSiteFlags();
  const { data: settings } = useQuery(accountQueries(api).settings());
  const rules = flags.register;
  const captchaOn = flags.captcha && rules.captcha?.enabled !== false;
  const captcha = useCaptcha(captchaOn);
  const options = {
    rules,
    mode,
    captcha: captchaOn,
    mobilePassword: flags.mobilePassword,
    smsCode: flags.registerSms,
    affiliate: flags.affiliate && urlAffiliateCode === null,
  };
  const layout = registerLayout(options);
  const schema = useMemo(
    () => buildRegisterSchema({ ...options, t }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- options is rebuilt each render from these
    [t, mode, rules, captchaOn, urlAffiliateCode],
  );
  const form = useForm<RegisterFormValues>({
    resolver: zodResolver(schema) as never,
    defaultValues: { ...EMPTY_REGISTER_VALUES, referralCode: referralCode ?? '' },
  });
  const setDialingCode = useCallback(
    (code: string) => form.setValue('countryDialingCode', code),
    [form],
  );
  // Firebase failures stop silently, with an inline text where the catalogue has one.
  const onPhoneError = useCallback(
    (code: string) => {
      const message = phoneErrorText(code, translate);
      const field =
        code === 'auth/invalid-phone-number' || code === 'auth/missing-phone-number'
          ? 'mobileNum'
          : 'verificationCode';
      if (message) form.setError(field, { message });
    },
    [form, translate],
  );
  const phone = usePhoneVerifier(onError, onPhoneError);
  const submit = useRegisterSubmit({
    mode,
    layout,
    urlAffiliateCode,
    onInvalidInvitation,
    onError,
    phone,
    onPhoneError,
    onCaptchaRejected: () => {
      captcha.refresh();
      form.setValue('captcha', '');
    },
  });
  const { errors, isSubmitting } = form.formState;
  const password = (name: 'password' | 'confirmPassword', label: string) => (
    <PasswordField
      label={t(label)}
      showLabel={t('fields.show_password')}
      hideLabel={t('fields.hide_password')}
      autoComplete="new-password"
      error={errors[name]?.message}
      {...form.register(name)}
    />
  );

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    // Terms first, then the fields.
    if (!form.getValues('terms')) {
      form.setError('terms', { message: t('auth:validation.terms') });
      form.setFocus('terms');
      return;
    }
    await form.handleSubmit(submit)();
  }

  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      className="flex flex-col gap-4"
      data-testid={`register-${mode}-form`}
    >
      {layout.username ? (
        <TextField
          label={t('fields.username')}
          autoComplete="username"
          error={errors.username?.message}
          {...form.register('username')}
        />
      ) : null}
      {layout.mobileNum ? (
        <PhoneCodeFields
          countryHint={flags.countryHint}
          dialingCode={form.watch('countryDialingCode') ?? ''}
          onDialingCode={setDialingCode}
          mobile={form.register('mobileNum')}
          mobileError={errors.mobileNum?.message}
          {...(layout.verificationCode
            ? {
                code: {
                  field: form.register('verificationCode'),
                  error: errors.verificationCode?.message,
                  onSend: (dialingCode: string) =>
                    phone.send(
                      () => form.trigger('mobileNum'),
                      dialingCode,
                      form.getValues('mobileNum') ?? '',
                    ),
                },
              }
            : {})}
        />
      ) : null}
      {layout.password ? password('password', 'fields.password') : null}
      {layout.password ? password('confirmPassword', 'fields.confirm_password') : null}
      <RegisterOptionalFields
        fields={layout.optional}
        paymentPassword={layout.paymentPassword}
        register={form.register}
        errors={errors}
      />
      {layout.affiliateCode ? (
        <TextField
          label={t('fields.affiliate')}
          error={errors.affiliateCode?.message}
          {...form.register('affiliateCode')}
        />
      ) : null}
      {referralCode ? (
        <TextField label={t('fields.referral')} readOnly {...form.register('referralCode')} />
      ) : null}
      {layout.captcha ? (
        <CaptchaInput
          captcha={captcha}
          error={errors.captcha?.message}
          field={form.register('captcha')}
        />
      ) : null}
      <CheckboxField
        label={<TermsLabel age={settings?.minAge ?? 18} />}
        error={errors.terms?.message}
        {...form.register('terms')}
      />
      <Button
        type="submit"
        block
        size="lg"
        loading={isSubmitting}
        loadingLabel={t('common.verifying')}
      >
        {t('register.submit')}
      </Button>
    </form>
  );
}
