import type { ReactNode } from 'react';
import { WarningIcon } from '../icons/warning-icon';
import { cx } from '../lib/cx';
import { Button } from './button';
import { Modal } from './modal';

export interface WarningPopupProps {
  open: boolean;
  /** Names the dialog, e.g. a translated "Warning". */
  title: ReactNode;
  /** What went wrong, e.g. the translated server error 'Invalid invitation code'. */
  message: ReactNode;
  /** Text of the only button (already translated). */
  confirmLabel: string;
  /** The user acknowledged (button or Escape); close the popup from here. */
  onConfirm: () => void;
  width?: number | string;
  className?: string;
}

/** A warning the user must acknowledge: icon, message, one confirm button. */
export function WarningPopup({
  open,
  title,
  message,
  confirmLabel,
  onConfirm,
  width,
  className,
}: WarningPopupProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onConfirm();
      }}
      title={title}
      description={message}
      showClose={false}
      width={width}
      className={cx('ui-warning-popup', className)}
      footer={
        <Button variant="primary" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      }
    >
      {/* The message is the dialog's description, so it is read with the title; CSS shows the
          icon above it. */}
      <WarningIcon className="ui-warning-popup__icon" />
    </Modal>
  );
}
