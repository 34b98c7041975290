import { TextField } from '@platform/forms';
import { useTranslation } from '@platform/i18n/react';
import { Button, Modal } from '@platform/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { renderSVG } from 'uqr';
import { accountError } from './account-errors';
import { useConfirmGoogleAuth, useStartGoogleAuth } from './account.mutations';
import { Notice } from './account-ui';

const SIX_DIGITS = /^\d{6}$/;

/** Set up Google Authenticator: scan the QR code (or type the key), then confirm with a code. */
export function GoogleAuthDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('account');
  const start = useStartGoogleAuth();
  const confirm = useConfirmGoogleAuth();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { mutate: begin } = start;
  useEffect(() => begin(), [begin]);
  const setup = start.data;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!SIX_DIGITS.test(code.trim())) return setProblem(t('google.code_rule'));
    setProblem(null);
    confirm.mutate(code.trim());
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('google.title')}
      closeLabel={t('close')}
      width={460}
    >
      {confirm.isSuccess ? (
        <div className="flex flex-col gap-4">
          <Notice kind="ok">{t('google.enabled')}</Notice>
          <Button onClick={onClose}>{t('close')}</Button>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={submit}
          className="flex flex-col gap-4"
          data-testid="google-setup"
        >
          <ol className="list-decimal space-y-2 ps-5 text-sm text-fg-secondary">
            <li>{t('google.step1')}</li>
            <li>{t('google.step2')}</li>
          </ol>
          {setup && (
            <div className="flex flex-col items-center gap-3">
              <img
                src={`data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(setup.otpauthUri, { border: 2 }))}`}
                alt={t('google.qr_label')}
                width={200}
                height={200}
                className="size-48 rounded-md bg-white p-1"
              />
              <p className="text-sm text-fg-secondary">
                {t('google.key')}:{' '}
                <code dir="ltr" className="break-all font-mono text-fg" data-testid="google-secret">
                  {setup.secret.replace(/(.{4})(?=.)/g, '$1 ')}
                </code>
              </p>
            </div>
          )}
          <p className="text-sm text-fg-secondary">{t('google.step3')}</p>
          <TextField
            label={t('google.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            dir="ltr"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={problem ?? undefined}
          />
          {(start.error ?? confirm.error) && (
            <Notice kind="error">{accountError(start.error ?? confirm.error, t)}</Notice>
          )}
          <Button
            type="submit"
            block
            disabled={!setup}
            loading={confirm.isPending}
            loadingLabel={t('loading')}
          >
            {t('google.confirm')}
          </Button>
        </form>
      )}
    </Modal>
  );
}
