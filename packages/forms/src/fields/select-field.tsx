import { type ComponentPropsWithRef, type ReactNode } from 'react';
import { FieldFrame, useField } from './field-frame';

export interface SelectFieldProps extends ComponentPropsWithRef<'select'> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
}

const SELECT_CLASS =
  'h-11 w-full min-w-0 rounded-md border border-border-strong bg-bg px-3 text-base text-fg focus:border-accent focus:outline-2 focus:outline-offset-1 focus:outline-accent aria-invalid:border-danger disabled:opacity-60';

/** A labelled select with its inline error or hint. Spread `register('name')` into it. */
export function SelectField({
  label,
  error,
  hint,
  id,
  className,
  children,
  ...select
}: SelectFieldProps) {
  const { inputId, frame, aria } = useField({ id, label, error, hint, className }, select);
  return (
    <FieldFrame {...frame}>
      <select id={inputId} className={SELECT_CLASS} {...aria} {...select}>
        {children}
      </select>
    </FieldFrame>
  );
}
