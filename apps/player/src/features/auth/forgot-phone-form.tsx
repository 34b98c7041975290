import { zodResolver } from '@hookform/resolvers/zod';
import { buildForgotPhoneSchema, normaliseMobile, PasswordField } from '@platform/forms';
import { Button } from '@platform/ui';
import { useCallback, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useResetPasswordByPhoneMutation } from './auth.mutations';
import { PhoneCodeFields } from './phone-code-fields';
import { useAfterLogin } from './use-after-login';
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
  const setDialingCode = useCallback(
    (code: string) => form.setValue('countryDialingCode', code),
    [form],
  );
  const sendSms = useSendSms('/wps/member/password/sms', onCodeError, { lessHalfRoundTrip: true });
  const { errors, isSubmitting } = form.formState;
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
      <PhoneCodeFields
        countryHint={flags.countryHint}
        showCountry={flags.countryCode}
        dialingCode={form.watch('countryDialingCode')}
        onDialingCode={setDialingCode}
        mobile={form.register('mobileNum')}
        mobileError={errors.mobileNum?.message}
        code={{
          field: form.register('verificationCode'),
          error: errors.verificationCode?.message,
          onSend: (dialingCode) =>
            sendSms(() => form.trigger('mobileNum'), dialingCode, form.getValues('mobileNum')),
        }}
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
