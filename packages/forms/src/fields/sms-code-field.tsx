import { type ComponentPropsWithRef, type ReactNode, useRef, useState } from 'react';
import { FieldFrame, INPUT_CLASS, useField } from './field-frame';
import { useCountdown } from './use-countdown';

/** Sends at most once per this many milliseconds. */
export const SEND_THROTTLE_MS = 1000;

export interface SmsCodeFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'children'> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  sendLabel: string;
  /** Button text while counting down, e.g. `Resend in 59 s`. */
  countdownLabel: (seconds: number) => string;
  /**
   * Validates the number, sends the code and resolves to the countdown in seconds
   * (expiredMinutes x 60), or null when nothing was sent.
   */
  onSend: () => Promise<number | null>;
  /** The button waits (disabled) while the number cannot be checked yet (its country loads). */
  sendDisabled?: boolean | undefined;
}

/** The code input with a get-code button that counts down after each send. */
export function SmsCodeField({
  label,
  error,
  hint,
  id,
  className,
  sendLabel,
  countdownLabel,
  onSend,
  sendDisabled = false,
  ...input
}: SmsCodeFieldProps) {
  const { inputId, frame, aria } = useField({ id, label, error, hint, className }, input);
  const { seconds, start } = useCountdown();
  const [sending, setSending] = useState(false);
  // What the polite status says: the wait once, when it starts, not every second of it.
  const [announced, setAnnounced] = useState('');
  const lastSend = useRef(0);

  async function send() {
    const now = Date.now();
    if (sendDisabled || sending || seconds > 0 || now - lastSend.current < SEND_THROTTLE_MS) return;
    lastSend.current = now;
    setSending(true);
    try {
      const countdown = await onSend();
      if (countdown !== null && countdown > 0) {
        start(countdown);
        setAnnounced(countdownLabel(countdown));
      }
      // Nothing sent (number invalid, or refused): the next click may try at once.
      else lastSend.current = 0;
    } finally {
      setSending(false);
    }
  }

  return (
    <FieldFrame {...frame}>
      <div className="flex gap-2">
        <input
          id={inputId}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={255}
          className={INPUT_CLASS}
          {...aria}
          {...input}
        />
        <button
          type="button"
          className="h-11 shrink-0 rounded-md border border-accent px-3 text-sm font-semibold text-accent hover:bg-accent-soft disabled:border-border disabled:text-fg-muted"
          disabled={sendDisabled || sending || seconds > 0}
          onClick={() => void send()}
          data-testid="send-code"
        >
          {seconds > 0 ? countdownLabel(seconds) : sendLabel}
        </button>
        <span role="status" className="sr-only">
          {seconds > 0 ? announced : ''}
        </span>
      </div>
    </FieldFrame>
  );
}
