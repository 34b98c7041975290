import { useEffect } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PhoneNumberField, SmsCodeInput } from './auth-fields';
import { useCountries } from './use-countries';

export interface PhoneCodeFieldsProps {
  /** The site's guess at the visitor's country (preselected when offered). */
  countryHint: string | null | undefined;
  showCountry?: boolean;
  /** The form's dialling code (watched), and how the form takes a new one. */
  dialingCode: string;
  onDialingCode: (code: string) => void;
  mobile: UseFormRegisterReturn;
  mobileError: string | undefined;
  /** The SMS code with its get-code button; absent when the form asks for no code. */
  code?: {
    field: UseFormRegisterReturn;
    error: string | undefined;
    /** Sends a code to the number with this dialling code; resolves to the countdown. */
    onSend: (dialingCode: string) => Promise<number | null>;
  };
}

/**
 * The mobile number with its dialling-code picker and the SMS code under it, as the login,
 * registration and forgot-password forms ask for them. Until the visitor picks a country, the
 * form's dialling code is the preselected country's.
 */
export function PhoneCodeFields({
  countryHint,
  showCountry,
  dialingCode,
  onDialingCode,
  mobile,
  mobileError,
  code,
}: PhoneCodeFieldsProps) {
  const { countries, country, choose } = useCountries(countryHint);
  useEffect(() => {
    if (!dialingCode && country) onDialingCode(country.countryDialingCode);
  }, [country, dialingCode, onDialingCode]);
  const selected = countries.find((c) => c.countryDialingCode === dialingCode) ?? country;
  return (
    <>
      <PhoneNumberField
        countries={countries}
        selected={selected}
        {...(showCountry === undefined ? {} : { showCountry })}
        onCountryChange={(c) => {
          choose(c);
          onDialingCode(c.countryDialingCode);
        }}
        error={mobileError}
        field={mobile}
      />
      {code ? (
        <SmsCodeInput
          onSend={() => code.onSend(dialingCode)}
          // Until the countries arrive the number has no country to be checked against: a
          // click then would call a valid number invalid.
          sendDisabled={!dialingCode}
          error={code.error}
          field={code.field}
        />
      ) : null}
    </>
  );
}
