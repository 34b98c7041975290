import { type components, unwrap } from '@platform/api-client';
import { useApi } from '@platform/api-client/react';
import { TextField } from '@platform/forms';
import { useTranslation } from '@platform/i18n/react';
import { Button } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { renderSVG } from 'uqr';
import { consoleError } from '../../lib/errors';

type Session = components['schemas']['StaffSessionWithCodes'];

/**
 * Two-factor enrolment: the authenticator secret as a QR code (and as text), a code from the
 * app to confirm it, then the recovery codes, shown once, before the console opens.
 */
export function EnrolStep({
  challenge,
  onDone,
  onRestart,
}: {
  challenge: string;
  onDone: (session: Session) => void;
  onRestart: () => void;
}) {
  const { t } = useTranslation('operatorConsole');
  const api = useApi();
  const setup = useQuery({
    queryKey: ['operator', 'enrolment', challenge],
    queryFn: () => unwrap(api.POST('/operator/session/enrolment', { body: { challenge } })),
    staleTime: Infinity,
    gcTime: 0,
  });
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [session, setSession] = useState<Session | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  if (session) {
    return (
      <div className="flex flex-col gap-4" data-testid="recovery-codes">
        <h2 className="text-lg font-semibold text-fg">{t('enrol.codes_heading')}</h2>
        <p className="text-sm text-fg-muted">{t('enrol.codes_intro')}</p>
        <ul className="grid grid-cols-2 gap-2 font-mono text-sm" dir="ltr">
          {session.recoveryCodes.map((c) => (
            <li key={c} className="rounded bg-surface-raised px-2 py-1 text-fg">
              {c}
            </li>
          ))}
        </ul>
        <Button onClick={() => onDone(session)} block>
          {t('enrol.continue')}
        </Button>
      </div>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^[0-9]{6}$/.test(code.trim())) {
      setError(t('sign_in.code_invalid'));
      return inputRef.current?.focus();
    }
    setError(undefined);
    setBusy(true);
    setServerError(null);
    try {
      setSession(
        await unwrap(
          api.POST('/operator/session/enrolment/confirm', {
            body: { challenge, code: code.trim() },
          }),
        ),
      );
    } catch (failure) {
      setServerError(consoleError(failure, t));
    } finally {
      setBusy(false);
    }
  };

  if (setup.isError) {
    return (
      <div className="flex flex-col gap-4">
        <p role="alert" className="text-sm text-danger">
          {consoleError(setup.error, t)}
        </p>
        <Button variant="secondary" onClick={onRestart}>
          {t('sign_in.start_over')}
        </Button>
      </div>
    );
  }
  if (!setup.data) return <p>{t('loading')}</p>;
  const svg = renderSVG(setup.data.otpauthUri, { border: 2 });
  return (
    <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate>
      <h2 className="text-lg font-semibold text-fg">{t('enrol.heading')}</h2>
      <p className="text-sm text-fg-muted">{t('enrol.scan')}</p>
      <img
        src={`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`}
        alt={t('enrol.qr_alt')}
        className="mx-auto w-48 rounded bg-white"
        data-testid="enrol-qr"
      />
      <p className="text-sm text-fg-muted">
        {t('enrol.secret')}{' '}
        <code dir="ltr" className="break-all text-fg" data-testid="enrol-secret">
          {setup.data.secret}
        </code>
      </p>
      <TextField
        ref={inputRef}
        label={t('sign_in.code')}
        hint={t('sign_in.code_hint')}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        error={error}
        onChange={(e) => setCode(e.target.value)}
      />
      {serverError && (
        <p role="alert" className="text-sm text-danger" data-testid="sign-in-error">
          {serverError}
        </p>
      )}
      <Button type="submit" loading={busy} block>
        {t('enrol.confirm')}
      </Button>
    </form>
  );
}
