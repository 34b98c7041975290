import { type ComponentPropsWithRef, type ReactNode } from 'react';
import { FieldFrame, INPUT_CLASS, useField } from './field-frame';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'children'> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled text input with its inline error. Spread `register('name')` into it. */
export function TextField({ label, error, hint, id, className, ...input }: TextFieldProps) {
  const { inputId, frame, aria } = useField({ id, label, error, hint, className }, input);
  return (
    <FieldFrame {...frame}>
      <input id={inputId} className={INPUT_CLASS} {...aria} {...input} />
    </FieldFrame>
  );
}
