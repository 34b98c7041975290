import { Modal } from '@platform/ui';
import type { ReactNode } from 'react';
import { useTranslate } from './use-translate';

export interface AuthModalProps {
  title: string;
  width?: number;
  /** Closed by its close button or Escape. */
  onClose: () => void;
  children: ReactNode;
}

/** The frame of the account popups over home (login, registration, forgot password). */
export function AuthModal({ title, width = 440, onClose, children }: AuthModalProps) {
  const { t } = useTranslate();
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      closeLabel={t('common.close')}
      width={width}
      className="auth-modal"
    >
      {children}
    </Modal>
  );
}
