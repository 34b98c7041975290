import { zodResolver } from '@hookform/resolvers/zod';
import { openIpVerificationFor, readRemembered, useCaptcha, useLogin } from '@platform/auth';
import { buildSmsLoginSchema, normaliseMobile } from '@platform/forms';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CaptchaInput, LoginFormEnd, PhoneNumberField, SmsCodeInput } from './auth-fields';
import { useAfterLogin, wantsCaptcha } from './use-after-login';
import { useCountries } from './use-countries';
import { useSendSms } from './use-send-sms';
import { useSiteFlags } from './use-site-flags';
import { useTranslate } from './use-translate';

type Values = z.input<ReturnType<typeof buildSmsLoginSchema>>;

/** Mobile number with its country, the SMS code (get-code button with countdown), remember me. */
export function LoginSmsForm({ onError }: { onError: (error: unknown) => void }) {
  const { t } = useTranslate();
  const flags = useSiteFlags();
  const remembered = useMemo(() => readRemembered(), []);
  const rememberedSms = remembered?.mode === 'sms' ? remembered : null;
  const { countries, country, choose } = useCountries(flags.countryHint);
  const captcha = useCaptcha(false);
  const schema = useMemo(
    () => buildSmsLoginSchema(t, { captcha: captcha.shown, mobileRule: flags.register.mobileNum }),
    [t, captcha.shown, flags.register.mobileNum],
  );
  const dialingCode = rememberedSms?.countryDialingCode ?? country?.countryDialingCode ?? '';
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      countryDialingCode: dialingCode,
      mobileNum: rememberedSms?.mobileNum ?? '',
      verificationCode: '',
      captcha: '',
      rememberMe: remembered !== null,
    },
  });
  useEffect(() => {
    if (!form.getValues('countryDialingCode') && country)
      form.setValue('countryDialingCode', country.countryDialingCode);
  }, [country, form]);
  const sendSms = useSendSms('/wps/verification/sms/noLogin', onError);
  const login = useLogin();
  const afterLogin = useAfterLogin();
  const { errors, isSubmitting } = form.formState;
  const selected =
    countries.find((c) => c.countryDialingCode === form.watch('countryDialingCode')) ?? country;

  const onSubmit = form.handleSubmit(async (v) => {
    const mobileNum = normaliseMobile(v.mobileNum);
    try {
      await login.mutateAsync({
        type: 'sms',
        countryDialingCode: v.countryDialingCode,
        mobileNum,
        verificationCode: v.verificationCode,
        rememberMe: v.rememberMe,
        ...(captcha.shown && v.captcha ? { captcha: v.captcha } : {}),
      });
      afterLogin();
    } catch (error) {
      const remember = v.rememberMe
        ? { mode: 'sms' as const, mobileNum, countryDialingCode: v.countryDialingCode }
        : null;
      if (openIpVerificationFor(error, { remember, forcesPasswordChange: false })) return;
      if (wantsCaptcha(error)) captcha.show();
      onError(error);
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-4"
      data-testid="login-sms-form"
    >
      <PhoneNumberField
        countries={countries}
        selected={selected}
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
