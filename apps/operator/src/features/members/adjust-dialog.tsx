import { TextField } from '@platform/forms';
import { useTranslation } from '@platform/i18n/react';
import { Button, Modal } from '@platform/ui';
import { type FormEvent, useRef, useState } from 'react';

/** A signed exact amount with at most two decimals, not zero (the server checks it again). */
const AMOUNT = /^-?\d{1,13}(\.\d{1,2})?$/;

/** A balance adjustment: a signed amount and a reason; keeps what was typed on a refusal. */
export function AdjustDialog({
  account,
  onConfirm,
  onClose,
  error,
  busy,
}: {
  account: string;
  onConfirm: (amount: string, reason: string) => void;
  onClose: () => void;
  error: string | null;
  busy: boolean;
}) {
  const { t } = useTranslation('operatorConsole');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<'amount' | 'reason' | null>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  const reasonRef = useRef<HTMLInputElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = amount.trim();
    if (!AMOUNT.test(value) || /^-?0*(\.0*)?$/.test(value)) {
      setInvalid('amount');
      amountRef.current?.focus();
      return;
    }
    if (!reason.trim()) {
      setInvalid('reason');
      reasonRef.current?.focus();
      return;
    }
    setInvalid(null);
    onConfirm(value, reason.trim());
  };
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('member_page.adjust_title', { account })}
      closeLabel={t('actions.cancel')}
      initialFocusRef={amountRef}
    >
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        <TextField
          ref={amountRef}
          label={t('member_page.adjust_amount')}
          name="amount"
          inputMode="decimal"
          dir="ltr"
          maxLength={16}
          value={amount}
          error={invalid === 'amount' ? t('member_page.amount_invalid') : undefined}
          onChange={(e) => setAmount(e.target.value)}
        />
        <TextField
          ref={reasonRef}
          label={t('actions.reason')}
          name="reason"
          maxLength={200}
          value={reason}
          error={invalid === 'reason' ? t('sign_in.required') : undefined}
          onChange={(e) => setReason(e.target.value)}
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
          <Button type="submit" loading={busy} data-testid="adjust-confirm">
            {t('member_page.adjust')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
