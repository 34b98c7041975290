import type { ReactNode } from 'react';

export interface FieldFrameProps {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** Label above, control, then the hint or the inline error (announced by screen readers). */
export function FieldFrame({ id, label, error, hint, children, className }: FieldFrameProps) {
  return (
    <div className={`flex flex-col gap-1 ${className ?? ''}`}>
      <label htmlFor={id} className="text-sm font-medium text-fg-secondary">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger" data-field-error="">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-xs text-fg-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** aria attributes tying an input to its error or hint. */
export function describedBy(id: string, error: string | undefined, hint: ReactNode) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  } as const;
}

export const INPUT_CLASS =
  'h-11 w-full min-w-0 rounded-md border border-border-strong bg-bg px-3 text-base text-fg placeholder:text-fg-muted focus:border-accent focus:outline-2 focus:outline-offset-1 focus:outline-accent aria-invalid:border-danger disabled:opacity-60';
