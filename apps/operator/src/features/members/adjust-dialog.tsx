import { TextField } from '@platform/forms';
import { useTranslation } from '@platform/i18n/react';
import { Button, Modal } from '@platform/ui';
import { type FormEvent, useRef, useState } from 'react';

/** A signed exact amount with at most two decimals, or whole points; not zero (the server checks again). */
const PATTERN = { money: /^-?\d{1,13}(\.\d{1,2})?$/, points: /^-?\d{1,12}$/ };
const TEXTS = {
  money: {
    title: 'member_page.adjust_title',
    amount: 'member_page.adjust_amount',
    invalid: 'member_page.amount_invalid',
    confirm: 'member_page.adjust',
  },
  points: {
    title: 'member_page.points_title',
    amount: 'member_page.points_amount',
    invalid: 'member_page.points_invalid',
    confirm: 'member_page.adjust_points',
  },
};

/** A balance or points adjustment: a signed amount and a reason; keeps what was typed on a refusal. */
export function AdjustDialog({
  unit = 'money',
  account,
  onConfirm,
  onClose,
  error,
  busy,
}: {
  unit?: 'money' | 'points';
  account: string;
  onConfirm: (amount: string, reason: string) => void;
  onClose: () => void;
  error: string | null;
  busy: boolean;
}) {
  const { t } = useTranslation('operatorConsole');
  const texts = TEXTS[unit];
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<'amount' | 'reason' | null>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  const reasonRef = useRef<HTMLInputElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = amount.trim();
    if (!PATTERN[unit].test(value) || /^-?0*(\.0*)?$/.test(value)) {
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
      title={t(texts.title, { account })}
      closeLabel={t('actions.cancel')}
      initialFocusRef={amountRef}
    >
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        <TextField
          ref={amountRef}
          label={t(texts.amount)}
          name="amount"
          inputMode={unit === 'money' ? 'decimal' : 'numeric'}
          dir="ltr"
          maxLength={16}
          value={amount}
          error={invalid === 'amount' ? t(texts.invalid) : undefined}
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
            {t(texts.confirm)}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
