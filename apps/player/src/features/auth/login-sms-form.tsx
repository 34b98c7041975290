import { zodResolver } from '@hookform/resolvers/zod';
import { readRemembered, useCaptcha } from '@platform/auth';
import { buildSmsLoginSchema, normaliseMobile } from '@platform/forms';
import { useCallback, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CaptchaInput, LoginFormEnd } from './auth-fields';
import { PhoneCodeFields } from './phone-code-fields';
import { useSendSms } from './use-send-sms';
import { useSiteFlags } from './use-site-flags';
import { useLoginSubmit } from './use-login-submit';
import { useTranslate } from './use-translate';

type Values = z.input<ReturnType<typeof buildSmsLoginSchema>>;

/** Mobile number with its country, the SMS code (get-code button with countdown), remember me. */
export function LoginSmsForm({ onError }: { onError: (error: unknown) => void }) {
  const { t } = useTranslate();
  const flags = useSiteFlags();
  const remembered = useMemo(() => readRemembered(), []);
  const rememberedSms = remembered?.mode === 'sms' ? remembered : null;
  const captcha = useCaptcha(false);
  const schema = useMemo(
    () => buildSmsLoginSchema(t, { captcha: captcha.shown, mobileRule: flags.register.mobileNum }),
    [t, captcha.shown, flags.register.mobileNum],
  );
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      countryDialingCode: rememberedSms?.countryDialingCode ?? '',
      mobileNum: rememberedSms?.mobileNum ?? '',
      verificationCode: '',
      captcha: '',
      rememberMe: remembered !== null,
    },
  });
  const setDialingCode = useCallback(
    (code: string) => form.setValue('countryDialingCode', code),
    [form],
  );
  const sendSms = useSendSms('/wps/verification/sms/noLogin', onError);
  const submit = useLoginSubmit(onError, captcha.show);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit((v) => {
    const mobileNum = normaliseMobile(v.mobileNum);
    return submit({
      request: {
        type: 'sms',
        countryDialingCode: v.countryDialingCode,
        mobileNum,
        verificationCode: v.verificationCode,
        rememberMe: v.rememberMe,
        ...(captcha.shown && v.captcha ? { captcha: v.captcha } : {}),
      },
      ip: {
        remember: v.rememberMe
          ? { mode: 'sms', mobileNum, countryDialingCode: v.countryDialingCode }
          : null,
        forcesPasswordChange: false,
      },
    });
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-4"
      data-testid="login-sms-form"
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
      {captcha.shown ? (
        <CaptchaInput
          captcha={captcha}
          error={errors.captcha?.message}
          field={form.register('captcha')}
        />
      ) : null}
      <LoginFormEnd remember={form.register('rememberMe')} submitting={isSubmitting} />
    </form>
  );
}
