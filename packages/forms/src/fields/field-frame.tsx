import { type ReactNode, useId } from 'react';
import { errorIdOf, FieldError } from './field-error';

export interface FieldFrameProps {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
  className?: string;
  /** Marks the label (the input itself carries aria-required). */
  required?: boolean;
}

/** Label above, control, then the hint or the inline error (announced by screen readers). */
export function FieldFrame({
  id,
  label,
  error,
  hint,
  children,
  className,
  required,
}: FieldFrameProps) {
  return (
    <div className={`flex flex-col gap-1 ${className ?? ''}`}>
      <div className="text-sm font-medium text-fg-secondary">
        <label htmlFor={id}>{label}</label>
        {required ? <RequiredMark /> : null}
      </div>
      {children}
      {error ? (
        <FieldError inputId={id}>{error}</FieldError>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-xs text-fg-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The visual mark of a required field, beside its label rather than in it (the label stays the
 * field's name; screen readers hear aria-required instead).
 */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ms-0.5 text-danger" data-required-mark="">
      *
    </span>
  );
}

/** Whether the input's props ask for an answer (aria-required). */
export const isRequired = (input: { 'aria-required'?: boolean | 'true' | 'false' | undefined }) =>
  input['aria-required'] === true || input['aria-required'] === 'true';

/** aria attributes tying an input to its error or hint. */
export function describedBy(id: string, error: string | undefined, hint: ReactNode) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorIdOf(id) : hint ? `${id}-hint` : undefined,
  } as const;
}

export const INPUT_CLASS =
  'h-11 w-full min-w-0 rounded-md border border-border-strong bg-bg px-3 text-base text-fg placeholder:text-fg-muted focus:border-accent focus:outline-2 focus:outline-offset-1 focus:outline-accent aria-invalid:border-danger disabled:opacity-60';

interface FieldOptions {
  id?: string | undefined;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string | undefined;
}

/**
 * What a field needs: its input's id (the caller's, else a generated one), the props of its
 * frame, and the aria attributes that tie the input to its error or hint.
 */
export function useField(
  { id, label, error, hint, className }: FieldOptions,
  input: Parameters<typeof isRequired>[0],
) {
  const generated = useId();
  const inputId = id ?? generated;
  return {
    inputId,
    frame: { id: inputId, label, error, hint, className, required: isRequired(input) },
    aria: describedBy(inputId, error, hint),
  };
}
