import { type components, unwrap } from '@platform/api-client';
import { useApi } from '@platform/api-client/react';
import { PasswordField, TextField } from '@platform/forms';
import { LanguageSelect, useTranslation } from '@platform/i18n/react';
import { Button } from '@platform/ui';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, lazy, Suspense, useRef, useState } from 'react';
import { consoleError } from '../../lib/errors';
import { saveStaffSession } from '../../lib/staff-session';

type Session = components['schemas']['StaffSession'];
type Stage = { kind: 'password' } | { kind: 'totp' | 'enrol'; challenge: string };

// Enrolment (and its QR code) is no part of the usual sign-in: it loads when it is needed.
const EnrolStep = lazy(() => import('./enrol-step').then((m) => ({ default: m.EnrolStep })));

/** Staff sign-in: the password, then an authenticator or recovery code (or enrolment first). */
export function SignInPage() {
  const { t } = useTranslation('operatorConsole');
  const [stage, setStage] = useState<Stage>({ kind: 'password' });
  const navigate = useNavigate();
  const signedIn = (session: Session) => {
    saveStaffSession({
      token: session.token,
      loginName: session.staff.loginName,
      role: session.staff.role,
      permissions: session.staff.permissions,
    });
    void navigate({ to: '/dashboard' });
  };
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col justify-center gap-6 p-4">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-fg">{t('title')}</h1>
        <LanguageSelect />
      </div>
      <section className="rounded-lg border border-border bg-surface p-5">
        {stage.kind === 'password' && <PasswordStep onNext={setStage} />}
        {stage.kind === 'totp' && (
          <CodeStep
            challenge={stage.challenge}
            onDone={signedIn}
            onRestart={() => setStage({ kind: 'password' })}
          />
        )}
        {stage.kind === 'enrol' && (
          <Suspense fallback={<p>{t('loading')}</p>}>
            <EnrolStep
              challenge={stage.challenge}
              onDone={signedIn}
              onRestart={() => setStage({ kind: 'password' })}
            />
          </Suspense>
        )}
      </section>
    </main>
  );
}

function PasswordStep({ onNext }: { onNext: (stage: Stage) => void }) {
  const { t } = useTranslation('operatorConsole');
  const api = useApi();
  const [loginName, setLoginName] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ loginName?: string; password?: string }>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(loginName.trim() ? {} : { loginName: t('sign_in.required') }),
      ...(password ? {} : { password: t('sign_in.required') }),
    };
    setErrors(found);
    if (found.loginName) return nameRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    setBusy(true);
    setServerError(null);
    try {
      const step = await unwrap(
        api.POST('/operator/session', { body: { loginName: loginName.trim(), password } }),
      );
      onNext({ kind: step.stage, challenge: step.challenge });
    } catch (error) {
      setServerError(consoleError(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={onSubmit}
      noValidate
      data-testid="staff-sign-in-form"
    >
      <h2 className="text-lg font-semibold text-fg">{t('sign_in.heading')}</h2>
      <TextField
        ref={nameRef}
        label={t('sign_in.login_name')}
        name="loginName"
        autoComplete="username"
        value={loginName}
        error={errors.loginName}
        onChange={(e) => setLoginName(e.target.value)}
      />
      <PasswordField
        ref={passwordRef}
        label={t('sign_in.password')}
        name="password"
        autoComplete="current-password"
        value={password}
        error={errors.password}
        showLabel={t('sign_in.show_password')}
        hideLabel={t('sign_in.hide_password')}
        onChange={(e) => setPassword(e.target.value)}
      />
      {serverError && (
        <p role="alert" className="text-sm text-danger" data-testid="sign-in-error">
          {serverError}
        </p>
      )}
      <Button type="submit" loading={busy} block>
        {t('sign_in.submit')}
      </Button>
    </form>
  );
}

function CodeStep({
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
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = value.trim();
    const valid = recovery ? typed.length >= 10 : /^[0-9]{6}$/.test(typed);
    if (!valid) {
      setError(t(recovery ? 'sign_in.recovery_invalid' : 'sign_in.code_invalid'));
      return inputRef.current?.focus();
    }
    setError(undefined);
    setBusy(true);
    setServerError(null);
    try {
      onDone(
        await unwrap(
          api.POST('/operator/session/verify', {
            body: recovery ? { challenge, recoveryCode: typed } : { challenge, code: typed },
          }),
        ),
      );
    } catch (failure) {
      setServerError(consoleError(failure, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate>
      <h2 className="text-lg font-semibold text-fg">{t('sign_in.second_step')}</h2>
      <TextField
        ref={inputRef}
        key={recovery ? 'recovery' : 'code'}
        label={t(recovery ? 'sign_in.recovery_code' : 'sign_in.code')}
        hint={recovery ? undefined : t('sign_in.code_hint')}
        name={recovery ? 'recoveryCode' : 'code'}
        inputMode={recovery ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        value={value}
        error={error}
        onChange={(e) => setValue(e.target.value)}
      />
      {serverError && (
        <p role="alert" className="text-sm text-danger" data-testid="sign-in-error">
          {serverError}
        </p>
      )}
      <Button type="submit" loading={busy} block>
        {t('sign_in.verify')}
      </Button>
      <div className="flex flex-wrap justify-between gap-2">
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={() => {
            setRecovery(!recovery);
            setValue('');
            setError(undefined);
          }}
        >
          {t(recovery ? 'sign_in.use_code' : 'sign_in.use_recovery')}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onRestart}>
          {t('sign_in.start_over')}
        </Button>
      </div>
    </form>
  );
}
