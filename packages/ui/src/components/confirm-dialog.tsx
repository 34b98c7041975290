import { useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from './button';
import { Modal } from './modal';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  /** Texts arrive translated. */
  confirmLabel: string;
  cancelLabel: string;
  /** Read by screen readers while `onConfirm` is pending, e.g. "Please wait". */
  loadingLabel?: string;
  /**
   * Runs on the confirm button. If it returns a promise the button shows a spinner and the
   * dialog cannot be dismissed until it settles. Close the dialog from here (set `open` to
   * false) once the work succeeds. A rejection only ends the loading state: the dialog stays
   * open for a retry, and the error is the caller's to report (e.g. the mutation's onError).
   */
  onConfirm: () => void | PromiseLike<unknown>;
  /** Runs on the cancel button and on Escape; close the dialog from here. */
  onCancel: () => void;
  /** Styles the confirm button as dangerous and puts initial focus on cancel instead. */
  destructive?: boolean;
  width?: number | string;
  className?: string;
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | undefined)?.then === 'function';
}

/** Asks the user to confirm an action, e.g. signing out. Fully controlled through `open`. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  loadingLabel,
  onConfirm,
  onCancel,
  destructive = false,
  width,
  className,
}: ConfirmDialogProps) {
  const [pending, setPending] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  async function handleConfirm() {
    const result = onConfirm();
    if (!isThenable(result)) return;
    setPending(true);
    try {
      await result;
    } catch {
      // Deliberately swallowed: see `onConfirm`. Keeps the dialog usable for a retry.
    } finally {
      setPending(false);
    }
  }

  function handleOpenChange(next: boolean) {
    if (!next && !pending) onCancel();
  }

  return (
    <Modal
      open={open}
      onOpenChange={handleOpenChange}
      title={title}
      description={message}
      showClose={false}
      width={width}
      className={className}
      initialFocusRef={destructive ? cancelRef : confirmRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" disabled={pending} onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button
            ref={confirmRef}
            variant={destructive ? 'danger' : 'primary'}
            loading={pending}
            loadingLabel={loadingLabel}
            onClick={() => void handleConfirm()}
          >
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
