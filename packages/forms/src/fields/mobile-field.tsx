import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { type CountryOption, CountryPicker } from './country-picker';
import { describedBy, FieldFrame, INPUT_CLASS, isRequired } from './field-frame';

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
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <FieldFrame
      id={inputId}
      label={label}
      error={error}
      hint={hint}
      className={className}
      required={isRequired(input)}
    >
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
          {...describedBy(inputId, error, hint)}
          {...input}
        />
      </div>
    </FieldFrame>
  );
}
