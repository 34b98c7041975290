import { TextField } from '@platform/forms';
import { useTranslation } from '@platform/i18n/react';
import { Button, Modal } from '@platform/ui';
import { type FormEvent, useRef, useState } from 'react';

/**
 * A confirmation that asks for a reason (reject, lock): keeps what was typed when the server
 * refuses, and shows the refusal.
 */
export function ReasonDialog({
  title,
  confirmLabel,
  onConfirm,
  onClose,
  error,
  busy,
}: {
  title: string;
  confirmLabel: string;
  onConfirm: (reason: string) => void;
  onClose: () => void;
  error: string | null;
  busy: boolean;
}) {
  const { t } = useTranslation('operatorConsole');
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setMissing(true);
      inputRef.current?.focus();
      return;
    }
    onConfirm(reason.trim());
  };
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      closeLabel={t('actions.cancel')}
      initialFocusRef={inputRef}
    >
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        <TextField
          ref={inputRef}
          label={t('actions.reason')}
          name="reason"
          maxLength={200}
          value={reason}
          error={missing ? t('sign_in.required') : undefined}
          onChange={(e) => {
            setReason(e.target.value);
            if (e.target.value.trim()) setMissing(false);
          }}
        />
        {error && (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={busy} data-testid="reason-confirm">
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
