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
  registerRequired,
  TextField,
  useFocusFirstInvalid,
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
  const required = registerRequired(options);
  const schema = useMemo(
    () => buildRegisterSchema({ ...options, t }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- options is rebuilt each render from these
    [t, mode, rules, captchaOn, urlAffiliateCode],
  );
  const form = useForm<RegisterFormValues>({
    resolver: zodResolver(schema) as never,
    // Each field is checked when the visitor leaves it, then as they correct it.
    mode: 'onTouched',
    // Submit focuses the first invalid field in the order shown (see below).
    shouldFocusError: false,
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
  // A field's registration, marked aria-required when the schema requires it.
  const field = (name: keyof RegisterFormValues) => ({
    ...form.register(name),
    ...(required.has(name) ? { 'aria-required': true as const } : {}),
  });
  // After a refused submit, the first invalid field (in the order shown) takes the focus.
  const { ref: formRef, onInvalid: refuse } = useFocusFirstInvalid();
  const password = (name: 'password' | 'confirmPassword', label: string) => (
    <PasswordField
      label={t(label)}
      showLabel={t('fields.show_password')}
      hideLabel={t('fields.hide_password')}
      autoComplete="new-password"
      error={errors[name]?.message}
      {...field(name)}
    />
  );

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    // Terms first, then the fields: an unticked box stops the submit, but every field says
    // what it still needs.
    if (!form.getValues('terms')) {
      await form.trigger();
      form.setError('terms', { message: t('auth:validation.terms') });
      refuse();
      return;
    }
    await form.handleSubmit(submit, refuse)();
  }

  return (
    <form
      ref={formRef}
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
          {...field('username')}
        />
      ) : null}
      {layout.mobileNum ? (
        <PhoneCodeFields
          countryHint={flags.countryHint}
          showCountry={flags.countryCode}
          dialingCode={form.watch('countryDialingCode') ?? ''}
          onDialingCode={setDialingCode}
          mobile={field('mobileNum')}
          mobileError={errors.mobileNum?.message}
          {...(layout.verificationCode
            ? {
                code: {
                  field: field('verificationCode'),
                  error: errors.verificationCode?.message,
                  onSend: (dialingCode: string) =>
                    phone.send(
                      () => {
                        // Touched, so the number is checked again as it is typed (an error
                        // under it clears before the next click, not under the pointer).
                        form.setValue('mobileNum', form.getValues('mobileNum') ?? '', {
                          shouldTouch: true,
                        });
                        return form.trigger('mobileNum');
                      },
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
        required={required}
        errors={errors}
      />
      {layout.affiliateCode ? (
        <TextField
          label={t('fields.affiliate')}
          error={errors.affiliateCode?.message}
          {...field('affiliateCode')}
        />
      ) : null}
      {referralCode ? (
        <TextField label={t('fields.referral')} readOnly {...form.register('referralCode')} />
      ) : null}
      {layout.captcha ? (
        <CaptchaInput captcha={captcha} error={errors.captcha?.message} field={field('captcha')} />
      ) : null}
      <CheckboxField
        label={<TermsLabel age={settings?.minAge ?? 18} />}
        error={errors.terms?.message}
        {...field('terms')}
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
