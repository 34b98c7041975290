import {
  closeAuthDialog,
  openIpVerificationFor,
  playBreakMessage,
  readRemembered,
  useAuthDialog,
  useCaptcha,
  useLogin,
} from '@platform/auth';
import {
  CaptchaField,
  CheckboxField,
  MESSAGE_KEYS,
  PasswordField,
  TextField,
  type Translate,
} from '@platform/forms';
import type * as AuthUiModule from '@platform/auth/ui';
import { useTranslation } from '@platform/i18n/react';
import { errorMessage, useMerchantTimeZone } from '@platform/site';
import { Button } from '@platform/ui';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { afterSignIn } from '../../lib/return-to';
import { type ChangeEvent, type FormEvent, useCallback, useMemo, useRef, useState } from 'react';

type AuthUi = typeof AuthUiModule;
const loadAuthUi = (): Promise<AuthUi | null> => import('@platform/auth/ui').catch(() => null);

interface Values {
  username: string;
  password: string;
  captcha: string;
  rememberMe: boolean;
}
type TextName = 'username' | 'password' | 'captcha';
type Errors = Partial<Record<TextName, string>>;

/**
 * The sign-in rules (the same as the shared password sign-in schema, without its validation
 * library on the landing page's first visit): username and password required once trimmed,
 * the captcha too when shown. The values sent are trimmed.
 */
function validate(v: Values, t: Translate, captchaShown: boolean): Errors {
  const errors: Errors = {};
  if (!v.username.trim()) errors.username = t(MESSAGE_KEYS.loginRequired);
  if (!v.password.trim()) errors.password = t(MESSAGE_KEYS.loginRequired);
  if (captchaShown && !v.captcha.trim()) errors.captcha = t(MESSAGE_KEYS.required);
  return errors;
}

/**
 * Agent sign-in: only agents get in ('Non-agents cannot log in'); success goes to the console
 * page a signed-out link asked for (the landing's `redirect`), else /agentHome.
 * From an unregistered IP the shared IP verification dialog finishes the sign-in first.
 */
export function AgentLoginForm() {
  const { t: tr } = useTranslation('auth');
  const timeZone = useMerchantTimeZone();
  const t = useCallback<Translate>((key, options) => String(tr(key, options as never)), [tr]);
  const navigate = useNavigate();
  const captcha = useCaptcha(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const remembered = useMemo(() => readRemembered(), []);
  const [values, setValues] = useState<Values>(() => ({
    username: remembered?.username ?? '',
    password: '',
    captcha: '',
    rememberMe: remembered !== null,
  }));
  // Checked on submit; once submitted, a field is checked again as it changes.
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const inputs = useRef<Partial<Record<TextName, HTMLInputElement | null>>>({});
  const login = useLogin();
  const dialog = useAuthDialog();
  // The IP verification dialog (and its dialog library) is not part of the first visit: its
  // module loads beside each sign-in request and is in place before the dialog opens, so the
  // dialog renders at once, as if it had been there all along.
  const [dialogUi, setDialogUi] = useState<AuthUi | null>(null);
  const search = useSearch({ from: '/agent' });
  const target = afterSignIn(search);
  const toHome = () => void navigate({ href: target });

  const field = (name: TextName) => ({
    name,
    value: values[name],
    error: errors[name],
    ref: (element: HTMLInputElement | null) => {
      inputs.current[name] = element;
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      if (submitted) setErrors((e) => ({ ...e, [name]: validate(next, t, captcha.shown)[name] }));
    },
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    setSubmitted(true);
    const found = validate(values, t, captcha.shown);
    setErrors(found);
    const invalid = (['username', 'password', 'captcha'] as const).find((n) => found[n]);
    if (invalid) {
      inputs.current[invalid]?.focus();
      return;
    }
    const v = {
      ...values,
      username: values.username.trim(),
      password: values.password.trim(),
      captcha: values.captcha.trim(),
    };
    setSubmitting(true);
    setServerError(null);
    const ui = loadAuthUi();
    try {
      await login.mutateAsync({
        type: 'username',
        username: v.username,
        password: v.password,
        rememberMe: v.rememberMe,
        entry: 'agent',
        ...(captcha.shown && v.captcha ? { captcha: v.captcha } : {}),
      });
      await navigate({ href: target });
    } catch (error) {
      const remember = v.rememberMe ? { mode: 'username' as const, username: v.username } : null;
      const loaded = await ui;
      if (loaded) setDialogUi(() => loaded);
      if (loaded && openIpVerificationFor(error, { remember, forcesPasswordChange: true })) return;
      if ((error as { value?: { captcha?: boolean } }).value?.captcha) {
        captcha.show();
        setValues((current) => ({ ...current, captcha: '' }));
      }
      setServerError(playBreakMessage(error, tr, timeZone) ?? errorMessage(error, tr));
    } finally {
      setSubmitting(false);
    }
  };

  // The dialog sits outside the form: React events bubble through portals, and its submit
  // must not submit the sign-in form again.
  return (
    <>
      <form
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        className="mt-6 flex flex-col gap-4"
        data-testid="agent-login-form"
      >
        <TextField label={t('fields.username')} autoComplete="username" {...field('username')} />
        <PasswordField
          label={t('fields.password')}
          showLabel={t('fields.show_password')}
          hideLabel={t('fields.hide_password')}
          {...field('password')}
        />
        {captcha.shown ? (
          <CaptchaField
            label={t('fields.captcha')}
            image={captcha.image}
            onRefresh={captcha.refresh}
            refreshLabel={t('fields.captcha_refresh')}
            {...field('captcha')}
          />
        ) : null}
        <CheckboxField
          label={t('login.remember')}
          name="rememberMe"
          checked={values.rememberMe}
          onChange={(event) => {
            const { checked } = event.target;
            setValues((v) => ({ ...v, rememberMe: checked }));
          }}
        />
        {serverError ? (
          <p
            role="alert"
            className="rounded-md border border-danger bg-danger-soft px-3 py-2 text-sm text-fg"
            data-testid="agent-login-error"
          >
            {serverError}
          </p>
        ) : null}
        <Button
          type="submit"
          block
          size="lg"
          loading={isSubmitting}
          loadingLabel={t('common.please_wait')}
        >
          {t('login.submit')}
        </Button>
      </form>
      {dialog?.kind === 'ip-verification' && dialogUi ? (
        <dialogUi.IpVerificationDialog
          verification={dialog}
          onClose={closeAuthDialog}
          onVerified={toHome}
          errorText={errorMessage}
        />
      ) : null}
    </>
  );
}
