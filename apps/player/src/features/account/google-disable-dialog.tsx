import { TextField } from '@platform/forms';
import { useTranslation } from '@platform/i18n/react';
import { Button, Modal } from '@platform/ui';
import { type FormEvent, useState } from 'react';
import { accountError } from './account-errors';
import { useDisableGoogleAuth } from './account.mutations';
import { Notice } from './account-ui';

/** Turn Google Authenticator off with a current code. */
export function GoogleDisableDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('account');
  const disable = useDisableGoogleAuth();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) return setProblem(t('google.code_rule'));
    setProblem(null);
    disable.mutate(code.trim(), { onSuccess: onClose });
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('google.disable_title')}
      description={t('google.disable_intro')}
      closeLabel={t('close')}
      width={420}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
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
        {disable.error && <Notice kind="error">{accountError(disable.error, t)}</Notice>}
        <Button
          type="submit"
          variant="danger"
          block
          loading={disable.isPending}
          loadingLabel={t('loading')}
        >
          {t('google.disable')}
        </Button>
      </form>
    </Modal>
  );
}
