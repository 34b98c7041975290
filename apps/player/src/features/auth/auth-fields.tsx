// The fields the account forms share, with their translated labels: the mobile number with
// its dialling-code picker, the SMS code with its get-code button, the image captcha, and
// the end of the login forms (remember me and submit).
import {
  CaptchaField,
  CheckboxField,
  type CountryOption,
  MobileField,
  SmsCodeField,
} from '@platform/forms';
import { Button } from '@platform/ui';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { useCaptcha } from '@platform/auth';
import { useTranslate } from './use-translate';

export function PhoneNumberField({
  countries,
  selected,
  onCountryChange,
  showCountry,
  error,
  field,
}: {
  countries: readonly CountryOption[];
  selected: CountryOption | undefined;
  /** The visitor picked a country: the form takes its dialling code. */
  onCountryChange: (country: CountryOption) => void;
  showCountry?: boolean;
  error: string | undefined;
  field: UseFormRegisterReturn;
}) {
  const { t } = useTranslate();
  return (
    <MobileField
      label={t('fields.mobile')}
      countryLabel={t('fields.country_code')}
      {...(showCountry === undefined ? {} : { showCountry })}
      countries={countries}
      country={selected?.countryCode ?? ''}
      onCountryChange={onCountryChange}
      error={error}
      {...field}
    />
  );
}

export function SmsCodeInput({
  onSend,
  error,
  field,
  sendDisabled,
}: {
  onSend: () => Promise<number | null>;
  error: string | undefined;
  field: UseFormRegisterReturn;
  /** While the number's country is still loading (it cannot be checked yet). */
  sendDisabled?: boolean;
}) {
  const { t } = useTranslate();
  return (
    <SmsCodeField
      label={t('fields.code')}
      sendLabel={t('fields.get_code')}
      countdownLabel={(seconds) => t('fields.resend_in', { seconds })}
      onSend={onSend}
      sendDisabled={sendDisabled}
      error={error}
      {...field}
    />
  );
}

export function CaptchaInput({
  captcha,
  error,
  field,
}: {
  captcha: ReturnType<typeof useCaptcha>;
  error: string | undefined;
  field: UseFormRegisterReturn;
}) {
  const { t } = useTranslate();
  return (
    <CaptchaField
      label={t('fields.captcha')}
      image={captcha.image}
      onRefresh={captcha.refresh}
      refreshLabel={t('fields.captcha_refresh')}
      error={error}
      {...field}
    />
  );
}

/** Remember me and the submit button of both login forms. */
export function LoginFormEnd({
  remember,
  submitting,
}: {
  remember: UseFormRegisterReturn;
  submitting: boolean;
}) {
  const { t } = useTranslate();
  return (
    <>
      <CheckboxField label={t('login.remember')} {...remember} />
      <Button
        type="submit"
        block
        size="lg"
        loading={submitting}
        loadingLabel={t('common.please_wait')}
      >
        {t('login.submit')}
      </Button>
    </>
  );
}
