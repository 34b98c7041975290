import { SelectField, TextField } from '@platform/forms';
import { useTranslation } from '@platform/i18n/react';
import { Button, Modal } from '@platform/ui';
import { type FormEvent, useRef, useState } from 'react';

export interface Resolution {
  outcome: 'paid' | 'refunded';
  refundAmount?: string;
  note: string;
}

/**
 * Resolving a disputed withdrawal: the payout stands (paid) or money returns to the member
 * (refunded, all of it unless an amount is given), with a note for the audit log. Keeps what
 * was typed when the server refuses, and shows the refusal.
 */
export function ResolveDialog({
  title,
  summary,
  onConfirm,
  onClose,
  error,
  busy,
}: {
  title: string;
  summary: string;
  onConfirm: (resolution: Resolution) => void;
  onClose: () => void;
  error: string | null;
  busy: boolean;
}) {
  const { t } = useTranslation('operatorConsole');
  const [outcome, setOutcome] = useState<Resolution['outcome']>('paid');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const noteRef = useRef<HTMLInputElement>(null);
  const selectRef = useRef<HTMLSelectElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) {
      setMissing(true);
      noteRef.current?.focus();
      return;
    }
    const refund = amount.trim();
    onConfirm({
      outcome,
      note: note.trim(),
      ...(outcome === 'refunded' && refund ? { refundAmount: refund } : {}),
    });
  };
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      closeLabel={t('actions.cancel')}
      initialFocusRef={selectRef}
    >
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        <p className="text-sm text-fg-secondary">{summary}</p>
        <SelectField
          ref={selectRef}
          label={t('disputes.outcome')}
          name="outcome"
          value={outcome}
          onChange={(e) => setOutcome(e.target.value === 'refunded' ? 'refunded' : 'paid')}
        >
          <option value="paid">{t('disputes.outcome_paid')}</option>
          <option value="refunded">{t('disputes.outcome_refunded')}</option>
        </SelectField>
        {outcome === 'refunded' && (
          <TextField
            label={t('disputes.refund_amount')}
            hint={t('disputes.refund_hint')}
            name="refundAmount"
            inputMode="decimal"
            dir="ltr"
            maxLength={40}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
        )}
        <TextField
          ref={noteRef}
          label={t('disputes.note')}
          name="note"
          maxLength={200}
          value={note}
          error={missing ? t('sign_in.required') : undefined}
          onChange={(e) => {
            setNote(e.target.value);
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
          <Button type="submit" loading={busy} data-testid="resolve-confirm">
            {t('actions.resolve')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
