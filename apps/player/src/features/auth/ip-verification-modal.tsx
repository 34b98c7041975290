import { unwrap } from '@platform/api-client';
import { useApi } from '@platform/api-client/react';
import { type AuthDialog, completeLogin } from '@platform/auth';
import { SmsCodeField, TextField } from '@platform/forms';
import { Button, Modal } from '@platform/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAfterLogin } from './use-after-login';
import { useErrorPopup } from './use-error-popup';
import { useTranslate } from './use-translate';

type Dialog = Extract<AuthDialog, { kind: 'ip-verification' }>;
type Method = Dialog['challenge']['methods'][number];

/** Sign-in from an unregistered IP: SMS or e-mail code, bank account name, or Google code. */
export function IpVerificationModal({ dialog, onClose }: { dialog: Dialog; onClose: () => void }) {
  const { t } = useTranslate();
  const api = useApi();
  const queryClient = useQueryClient();
  const afterLogin = useAfterLogin();
  const { popup, show } = useErrorPopup();
  const { challenge } = dialog;
  const [method, setMethod] = useState<Method>(challenge.methods[0] ?? 'sms');
  const [answer, setAnswer] = useState('');
  const [empty, setEmpty] = useState(false);
  const [busy, setBusy] = useState(false);

  async function send(): Promise<number | null> {
    if (method !== 'sms' && method !== 'email') return null;
    try {
      const { expiredMinutes } = await unwrap(api.POST('/wps/session/login/verification/code', { body: { ticket: challenge.ticket, method } }));
      return expiredMinutes * 60;
    } catch (error) {
      show(error);
      return null;
    }
  }
  async function verify(event: React.FormEvent) {
    event.preventDefault();
    if (!answer.trim()) return setEmpty(true);
    setBusy(true);
    try {
      const result = await unwrap(api.POST('/wps/session/login/verification', { body: { ticket: challenge.ticket, method, answer: answer.trim() } }));
      await completeLogin(api, queryClient, result, { remember: dialog.remember, forcesPasswordChange: dialog.forcesPasswordChange });
      onClose();
      afterLogin();
    } catch (error) {
      show(error);
    } finally {
      setBusy(false);
    }
  }
  const target = method === 'sms' ? challenge.mobile : challenge.email;
  const error = empty ? t('errors:validation.required') : undefined;
  const input = { value: answer, onChange: (e: React.ChangeEvent<HTMLInputElement>) => (setAnswer(e.target.value), setEmpty(false)), error };
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={t('ip.title')} description={t('ip.text')} closeLabel={t('common.close')} width={440} className="auth-modal">
      <form onSubmit={(e) => void verify(e)} noValidate className="flex flex-col gap-4" data-testid="ip-verification">
        <fieldset className="flex flex-wrap gap-3">
          <legend className="mb-2 text-sm font-medium text-fg-secondary">{t('ip.methods_label')}</legend>
          {challenge.methods.map((m) => (
            <label key={m} className="flex items-center gap-2 text-sm text-fg">
              <input type="radio" name="ip-method" value={m} checked={method === m} onChange={() => (setMethod(m), setAnswer(''))} className="accent-(--ui-color-accent)" />
              {t(`ip.method_${m}`)}
            </label>
          ))}
        </fieldset>
        {method === 'sms' || method === 'email' ? (
          <SmsCodeField
            key={method}
            label={t('fields.code')}
            hint={target ? t(method === 'sms' ? 'ip.sms_to' : 'ip.email_to', { target }) : undefined}
            sendLabel={t('fields.get_code')}
            countdownLabel={(seconds) => t('fields.resend_in', { seconds })}
            onSend={send}
            {...input}
          />
        ) : (
          <TextField key={method} label={t(method === 'bank' ? 'ip.bank_label' : 'ip.google_label')} inputMode={method === 'google' ? 'numeric' : 'text'} autoComplete="off" {...input} />
        )}
        <Button type="submit" block size="lg" loading={busy} loadingLabel={t('common.please_wait')}>
          {t('ip.submit')}
        </Button>
      </form>
      {popup}
    </Modal>
  );
}
