// The labelled controls of a table's filter form (read by the form on submit, by name).
import { useTranslation } from '@platform/i18n/react';
import type { InputHTMLAttributes } from 'react';

const label = 'flex flex-col gap-1 text-xs text-fg-secondary';
const control = 'rounded-md border border-border bg-surface px-2 py-1.5 text-sm text-fg';

/** A choice of values with "All" first (the empty value: no filter). */
export function FilterSelect({
  name,
  label: text,
  value,
  options,
}: {
  name: string;
  label: string;
  /** The current value from the URL ('' or undefined: all). */
  value: string | undefined;
  options: readonly { value: string; label: string }[];
}) {
  const { t } = useTranslation('agentConsole');
  return (
    <label className={label}>
      {text}
      <select name={name} defaultValue={value ?? ''} className={control}>
        <option value="">{t('filters.all')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A text, search or date field of the filter form. */
export function FilterInput({
  label: text,
  ...input
}: { label: string; name: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className={label}>
      {text}
      <input {...input} className={control} />
    </label>
  );
}
