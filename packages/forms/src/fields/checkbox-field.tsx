import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { errorAria, FieldError } from './field-error';
import { isRequired, RequiredMark } from './field-frame';

export interface CheckboxFieldProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'type' | 'children'
> {
  label: ReactNode;
  error?: string | undefined;
}

/** A checkbox with its label beside it and the inline error below. */
export function CheckboxField({ label, error, id, className, ...input }: CheckboxFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={`flex flex-col gap-1 ${className ?? ''}`}>
      <div className="flex items-start gap-2">
        <input
          id={inputId}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-(--ui-color-accent)"
          {...errorAria(inputId, error)}
          {...input}
        />
        <div className="text-sm text-fg-secondary">
          <label htmlFor={inputId}>{label}</label>
          {isRequired(input) ? <RequiredMark /> : null}
        </div>
      </div>
      <FieldError inputId={inputId}>{error}</FieldError>
    </div>
  );
}
