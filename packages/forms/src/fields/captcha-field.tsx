import { type ComponentPropsWithRef, type ReactNode, useRef } from 'react';
import { FieldFrame, INPUT_CLASS, useField } from './field-frame';

/** A click on the image loads a new one only after more than this many milliseconds. */
export const CAPTCHA_REFRESH_MS = 1000;

export interface CaptchaFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'children'> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** The captcha PNG as bare base64 (as the platform sends it), or null while loading. */
  image: string | null;
  onRefresh: () => void;
  /** Accessible name of the image button, e.g. "New captcha image". */
  refreshLabel: string;
}

/** The captcha code input beside its image; clicking the image asks for a new one. */
export function CaptchaField({
  label,
  error,
  hint,
  id,
  className,
  image,
  onRefresh,
  refreshLabel,
  ...input
}: CaptchaFieldProps) {
  const { inputId, frame, aria } = useField({ id, label, error, hint, className }, input);
  const last = useRef(0);
  function refresh() {
    const now = Date.now();
    if (now - last.current <= CAPTCHA_REFRESH_MS) return;
    last.current = now;
    onRefresh();
  }
  return (
    <FieldFrame {...frame}>
      <div className="flex gap-2">
        <input
          id={inputId}
          autoComplete="off"
          autoCapitalize="characters"
          className={INPUT_CLASS}
          {...aria}
          {...input}
        />
        <button
          type="button"
          onClick={refresh}
          aria-label={refreshLabel}
          className="h-11 w-28 shrink-0 overflow-hidden rounded-md border border-border bg-surface-raised focus-visible:outline-2 focus-visible:outline-accent"
          data-testid="captcha-image"
        >
          {image ? (
            <img
              src={`data:image/png;base64,${image}`}
              alt=""
              className="h-full w-full object-contain"
            />
          ) : null}
        </button>
      </div>
    </FieldFrame>
  );
}
