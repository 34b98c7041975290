import { type ComponentPropsWithRef, type ReactNode, useState } from 'react';
import { FieldFrame, INPUT_CLASS, useField } from './field-frame';

export interface PasswordFieldProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'type' | 'children'
> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** Accessible names of the toggle (already translated). */
  showLabel: string;
  hideLabel: string;
}

/** A password input with a show/hide toggle. */
export function PasswordField({
  label,
  error,
  hint,
  id,
  className,
  showLabel,
  hideLabel,
  ...input
}: PasswordFieldProps) {
  const { inputId, frame, aria } = useField({ id, label, error, hint, className }, input);
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame {...frame}>
      <div className="relative">
        <input
          id={inputId}
          type={visible ? 'text' : 'password'}
          autoComplete="current-password"
          className={`${INPUT_CLASS} pe-11`}
          {...aria}
          {...input}
        />
        <button
          type="button"
          className="absolute inset-y-0 end-0 grid w-11 place-items-center rounded-md text-fg-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-accent"
          aria-label={visible ? hideLabel : showLabel}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          <svg
            width="20"
            height="20"
            viewBox="0 0 24 24"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
            <circle cx="12" cy="12" r="3" />
            {visible ? null : <path d="M3 3l18 18" />}
          </svg>
        </button>
      </div>
    </FieldFrame>
  );
}
