import { type ComponentPropsWithRef, type ReactNode } from 'react';
import { type CountryOption, CountryPicker } from './country-picker';
import { FieldFrame, INPUT_CLASS, useField } from './field-frame';

export interface MobileFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'children'> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  countries: readonly CountryOption[];
  /** Selected country (ISO code). */
  country: string;
  onCountryChange: (country: CountryOption) => void;
  countryLabel: string;
  /** Hide the picker (login country code off): the number is then for `country`. */
  showCountry?: boolean;
}

/** A mobile number with its country dialling-code picker (flag and code). */
export function MobileField(props: MobileFieldProps) {
  const {
    label,
    error,
    hint,
    id,
    className,
    countries,
    country,
    onCountryChange,
    countryLabel,
    showCountry = true,
    ...input
  } = props;
  const { inputId, frame, aria } = useField({ id, label, error, hint, className }, input);
  return (
    <FieldFrame {...frame}>
      <div className="flex gap-2" dir="ltr">
        {showCountry ? (
          <CountryPicker
            countries={countries}
            value={country}
            onChange={onCountryChange}
            label={countryLabel}
            disabled={input.disabled}
          />
        ) : null}
        <input
          id={inputId}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          className={INPUT_CLASS}
          {...aria}
          {...input}
        />
      </div>
    </FieldFrame>
  );
}
