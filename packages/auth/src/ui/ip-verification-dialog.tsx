import type { MemberInfo } from '@platform/api-client';
import { SmsCodeField, TextField } from '@platform/forms';
import type { TFunction } from '@platform/i18n';
import { useTranslation } from '@platform/i18n/react';
import { Button, Modal, WarningPopup } from '@platform/ui';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import type { IpVerification } from '../auth-dialogs';
import { codeTarget, type IpMethod, sendsCode } from '../ip-verification';
import { useIpVerification } from '../ip-verification.mutations';

export interface IpVerificationDialogProps {
  /** The pending sign-in (the `ip-verification` auth dialog). */
  verification: IpVerification;
  /** Escape or the close button: the sign-in is abandoned. */
  onClose: () => void;
  /** The answer was accepted and the session has started (token stored, member info loaded). */
  onVerified: (member: MemberInfo) => void;
  /** The app's one mapping of errors to words (`errorMessage`), for the warning popup. */
  errorText: (error: unknown, t: TFunction) => string;
}

/**
 * Sign-in from an unregistered IP, on the player site and the agent console alike: pick one of
 * the account's methods (SMS or e-mail code, bank account name, Google code) and answer it.
 * Texts from the `auth` namespace; server errors in a warning popup, the answer kept.
 */
export function IpVerificationDialog({
  verification,
  onClose,
  onVerified,
  errorText,
}: IpVerificationDialogProps) {
  const { t } = useTranslation('auth');
  const { sendCode, verify } = useIpVerification(verification);
  const { challenge } = verification;
  const [method, setMethod] = useState<IpMethod>(challenge.methods[0] ?? 'sms');
  const [answer, setAnswer] = useState('');
  const [empty, setEmpty] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const fail = (error: unknown) => setFailure(errorText(error, t));

  async function send(): Promise<number | null> {
    if (!sendsCode(method)) return null;
    try {
      return await sendCode(method);
    } catch (error) {
      fail(error);
      return null;
    }
  }
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!answer.trim()) return setEmpty(true);
    setBusy(true);
    try {
      const member = await verify(method, answer);
      onClose();
      onVerified(member);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  }
  const target = codeTarget(challenge, method);
  const input = {
    value: answer,
    onChange: (e: ChangeEvent<HTMLInputElement>) => (setAnswer(e.target.value), setEmpty(false)),
    error: empty ? t('auth:validation.required') : undefined,
  };
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('ip.title')}
      description={t(challenge.reason === 'two_factor' ? 'ip.text_two_factor' : 'ip.text')}
      closeLabel={t('common.close')}
      width={440}
      className="auth-modal"
    >
      <form
        onSubmit={(e) => void submit(e)}
        noValidate
        className="flex flex-col gap-4"
        data-testid="ip-verification"
      >
        <fieldset className="flex flex-wrap gap-3">
          <legend className="mb-2 text-sm font-medium text-fg-secondary">
            {t('ip.methods_label')}
          </legend>
          {challenge.methods.map((m) => (
            <label key={m} className="flex items-center gap-2 text-sm text-fg">
              <input
                type="radio"
                name="ip-method"
                value={m}
                checked={method === m}
                onChange={() => (setMethod(m), setAnswer(''))}
                className="accent-(--ui-color-accent)"
              />
              {t(`ip.method_${m}`)}
            </label>
          ))}
        </fieldset>
        {sendsCode(method) ? (
          <SmsCodeField
            key={method}
            label={t('fields.code')}
            hint={
              target ? t(method === 'sms' ? 'ip.sms_to' : 'ip.email_to', { target }) : undefined
            }
            sendLabel={t('fields.get_code')}
            countdownLabel={(seconds) => t('fields.resend_in', { seconds })}
            onSend={send}
            {...input}
          />
        ) : (
          <TextField
            key={method}
            label={t(method === 'bank' ? 'ip.bank_label' : 'ip.google_label')}
            inputMode={method === 'google' ? 'numeric' : 'text'}
            autoComplete="off"
            {...input}
          />
        )}
        <Button type="submit" block size="lg" loading={busy} loadingLabel={t('common.please_wait')}>
          {t('ip.submit')}
        </Button>
      </form>
      <WarningPopup
        open={failure !== null}
        title={t('common.warning')}
        message={failure ?? ''}
        confirmLabel={t('common.confirm')}
        onConfirm={() => setFailure(null)}
      />
    </Modal>
  );
}
