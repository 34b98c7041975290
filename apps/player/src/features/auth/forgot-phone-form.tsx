import { zodResolver } from '@hookform/resolvers/zod';
import { buildForgotPhoneSchema, normaliseMobile, PasswordField } from '@platform/forms';
import { Button } from '@platform/ui';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useResetPasswordByPhoneMutation } from './auth.mutations';
import { PhoneNumberField, SmsCodeInput } from './auth-fields';
import { useAfterLogin } from './use-after-login';
import { useCountries } from './use-countries';
import { useSendSms } from './use-send-sms';
import { useSiteFlags } from './use-site-flags';
import { useTranslate } from './use-translate';

interface Values {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
}

/** Country code, mobile, the SMS code with countdown, the new password; success signs in. */
export function ForgotPhoneForm({
  onError,
  onCodeError,
}: {
  onError: (error: unknown) => void;
  onCodeError: (error: unknown) => void;
}) {
  const { t } = useTranslate();
  const { mutateAsync: resetPassword } = useResetPasswordByPhoneMutation();
  const flags = useSiteFlags();
  const afterLogin = useAfterLogin();
  const { countries, country, choose } = useCountries(flags.countryHint);
  const schema = useMemo(
    () =>
      buildForgotPhoneSchema(t, {
        mobileNum: flags.register.mobileNum,
        password: flags.register.password,
      }),
    [t, flags.register],
  );
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { countryDialingCode: '', mobileNum: '', verificationCode: '', newPassword: '' },
  });
  useEffect(() => {
    if (!form.getValues('countryDialingCode') && country)
      form.setValue('countryDialingCode', country.countryDialingCode);
  }, [country, form]);
  const sendSms = useSendSms('/wps/member/password/sms', onCodeError, { lessHalfRoundTrip: true });
  const { errors, isSubmitting } = form.formState;
  const selected =
    countries.find((c) => c.countryDialingCode === form.watch('countryDialingCode')) ?? country;
  const onSubmit = form.handleSubmit(async (v) => {
    try {
      await resetPassword({
        countryDialingCode: v.countryDialingCode,
        mobileNum: normaliseMobile(v.mobileNum),
        verificationCode: v.verificationCode,
        newPassword: v.newPassword,
      });
      afterLogin();
    } catch (error) {
      onError(error);
    }
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-4"
      data-testid="forgot-phone-form"
    >
      <PhoneNumberField
        countries={countries}
        selected={selected}
        showCountry={flags.countryCode}
        onCountryChange={(c) => {
          choose(c);
          form.setValue('countryDialingCode', c.countryDialingCode);
        }}
        error={errors.mobileNum?.message}
        field={form.register('mobileNum')}
      />
      <SmsCodeInput
        onSend={() =>
          sendSms(
            () => form.trigger('mobileNum'),
            form.getValues('countryDialingCode'),
            form.getValues('mobileNum'),
          )
        }
        error={errors.verificationCode?.message}
        field={form.register('verificationCode')}
      />
      <PasswordField
        label={t('fields.new_password')}
        showLabel={t('fields.show_password')}
        hideLabel={t('fields.hide_password')}
        autoComplete="new-password"
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <Button
        type="submit"
        block
        size="lg"
        loading={isSubmitting}
        loadingLabel={t('common.please_wait')}
      >
        {t('forgot.submit')}
      </Button>
    </form>
  );
}
