import { unwrap } from '@platform/api-client';
import { useIdempotentMutation } from '@platform/api-client/mutations/idempotent';
import { useApi } from '@platform/api-client/react';
import { TextField } from '@platform/forms';
import { useTranslation } from '@platform/i18n/react';
import { Button, Modal } from '@platform/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useFormat } from '../../components/use-format';
import { consoleError } from '../../lib/errors';

/**
 * Re-runs one contract's settlement of one closed period (one whose run failed, was short or
 * never happened): the server recomputes it from the bets and moves only the difference to
 * what was paid, so nothing is paid twice; the reason goes to the audit log. Confirmed in the
 * dialog; one idempotency key per intent, so a retried click moves nothing more.
 */
export function RerunDialog({
  contractId,
  period: initialPeriod,
  onClose,
}: {
  contractId: number;
  period: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('operatorConsole');
  const f = useFormat();
  const api = useApi();
  const queryClient = useQueryClient();
  const [period, setPeriod] = useState(initialPeriod);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState<'period' | 'reason' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const periodRef = useRef<HTMLInputElement>(null);
  const reasonRef = useRef<HTMLInputElement>(null);
  const rerun = useIdempotentMutation({
    intent: `operator.settlement.rerun:${contractId}`,
    mutationFn: (body: { contractId: number; period: string; reason: string }, key: string) =>
      unwrap(
        api.POST('/operator/settlements/rerun', {
          params: { header: { 'Idempotency-Key': key } },
          body,
        }),
      ),
    onSuccess: () => {
      setError(null);
      void queryClient.invalidateQueries({ queryKey: ['operator', 'settlements'] });
    },
    onError: (failure) => setError(consoleError(failure, t)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!period.trim()) {
      setMissing('period');
      periodRef.current?.focus();
      return;
    }
    if (!reason.trim()) {
      setMissing('reason');
      reasonRef.current?.focus();
      return;
    }
    rerun.mutate({ contractId, period: period.trim(), reason: reason.trim() });
  };
  const done = rerun.data;
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('agents.rerun_title', { id: contractId })}
      closeLabel={t('actions.cancel')}
      initialFocusRef={initialPeriod ? reasonRef : periodRef}
    >
      {done ? (
        <div className="flex flex-col gap-4" data-testid="rerun-result">
          <p role="status" className="text-fg">
            {t(`agents.rerun_outcome.${done.outcome}`, {
              difference: f.amount(done.difference),
              amount: f.amount(done.newAmount),
            })}
          </p>
          <div className="flex justify-end">
            <Button onClick={onClose}>{t('actions.close')}</Button>
          </div>
        </div>
      ) : (
        <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
          <p className="text-sm text-fg-secondary">{t('agents.rerun_text')}</p>
          <TextField
            ref={periodRef}
            label={t('agents.period')}
            hint={t('agents.period_hint')}
            name="period"
            dir="ltr"
            maxLength={32}
            value={period}
            error={missing === 'period' ? t('sign_in.required') : undefined}
            onChange={(e) => {
              setPeriod(e.target.value);
              if (e.target.value.trim()) setMissing(null);
            }}
          />
          <TextField
            ref={reasonRef}
            label={t('actions.reason')}
            name="reason"
            maxLength={500}
            value={reason}
            error={missing === 'reason' ? t('sign_in.required') : undefined}
            onChange={(e) => {
              setReason(e.target.value);
              if (e.target.value.trim()) setMissing(null);
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
            <Button type="submit" loading={rerun.isPending} data-testid="rerun-confirm">
              {t('agents.rerun')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
