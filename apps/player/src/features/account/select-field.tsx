import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';

const SELECT_CLASS =
  'h-11 w-full min-w-0 rounded-md border border-border-strong bg-bg px-3 text-base text-fg focus:border-accent focus:outline-2 focus:outline-offset-1 focus:outline-accent aria-invalid:border-danger';

export interface SelectFieldProps extends ComponentPropsWithRef<'select'> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled native select with its inline error or hint (keyboard and screen readers as is). */
export function SelectField({ label, error, hint, children, ...select }: SelectFieldProps) {
  const id = useId();
  const note = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-fg-secondary">
        {label}
      </label>
      <select
        id={id}
        className={SELECT_CLASS}
        aria-invalid={error ? true : undefined}
        aria-describedby={note}
        {...select}
      >
        {children}
      </select>
      {error ? (
        <p id={note} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : hint ? (
        <p id={note} className="text-xs text-fg-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
