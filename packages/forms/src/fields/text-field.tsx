import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { describedBy, FieldFrame, INPUT_CLASS, isRequired } from './field-frame';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'children'> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled text input with its inline error. Spread `register('name')` into it. */
export function TextField({ label, error, hint, id, className, ...input }: TextFieldProps) {
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
      <input
        id={inputId}
        className={INPUT_CLASS}
        {...describedBy(inputId, error, hint)}
        {...input}
      />
    </FieldFrame>
  );
}
