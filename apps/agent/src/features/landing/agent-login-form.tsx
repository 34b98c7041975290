import { zodResolver } from '@hookform/resolvers/zod';
import {
  closeAuthDialog,
  openIpVerificationFor,
  readRemembered,
  useAuthDialog,
  useCaptcha,
  useLogin,
} from '@platform/auth';
import {
  buildPasswordLoginSchema,
  CaptchaField,
  CheckboxField,
  PasswordField,
  TextField,
  type Translate,
} from '@platform/forms';
import { useTranslation } from '@platform/i18n/react';
import { errorMessage } from '@platform/site';
import { IpVerificationDialog } from '@platform/auth/ui';
import { Button } from '@platform/ui';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

type Values = z.input<ReturnType<typeof buildPasswordLoginSchema>>;

/**
 * Agent sign-in: only agents get in ('Non-agents cannot log in'); success goes to /agentHome.
 * From an unregistered IP the shared IP verification dialog finishes the sign-in first.
 */
export function AgentLoginForm() {
  const { t: tr } = useTranslation('auth');
  const t = useCallback<Translate>((key, options) => String(tr(key, options as never)), [tr]);
  const navigate = useNavigate();
  const captcha = useCaptcha(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const schema = useMemo(
    () => buildPasswordLoginSchema(t, { captcha: captcha.shown }),
    [t, captcha.shown],
  );
  const remembered = useMemo(() => readRemembered(), []);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      username: remembered?.username ?? '',
      password: '',
      captcha: '',
      rememberMe: remembered !== null,
    },
  });
  const login = useLogin();
  const dialog = useAuthDialog();
  const toHome = () => void navigate({ to: '/agentHome' });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (v) => {
    setServerError(null);
    try {
      await login.mutateAsync({
        type: 'username',
        username: v.username,
        password: v.password,
        rememberMe: v.rememberMe,
        entry: 'agent',
        ...(captcha.shown && v.captcha ? { captcha: v.captcha } : {}),
      });
      await navigate({ to: '/agentHome' });
    } catch (error) {
      const remember = v.rememberMe ? { mode: 'username' as const, username: v.username } : null;
      if (openIpVerificationFor(error, { remember, forcesPasswordChange: true })) return;
      if ((error as { value?: { captcha?: boolean } }).value?.captcha) {
        captcha.show();
        form.setValue('captcha', '');
      }
      setServerError(errorMessage(error, tr));
    }
  });

  // The dialog sits outside the form: React events bubble through portals, and its submit
  // must not submit the sign-in form again.
  return (
    <>
      <form
        onSubmit={onSubmit}
        noValidate
        className="mt-6 flex flex-col gap-4"
        data-testid="agent-login-form"
      >
        <TextField
          label={t('fields.username')}
          autoComplete="username"
          error={errors.username?.message}
          {...form.register('username')}
        />
        <PasswordField
          label={t('fields.password')}
          showLabel={t('fields.show_password')}
          hideLabel={t('fields.hide_password')}
          error={errors.password?.message}
          {...form.register('password')}
        />
        {captcha.shown ? (
          <CaptchaField
            label={t('fields.captcha')}
            image={captcha.image}
            onRefresh={captcha.refresh}
            refreshLabel={t('fields.captcha_refresh')}
            error={errors.captcha?.message}
            {...form.register('captcha')}
          />
        ) : null}
        <CheckboxField label={t('login.remember')} {...form.register('rememberMe')} />
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
      {dialog?.kind === 'ip-verification' ? (
        <IpVerificationDialog
          verification={dialog}
          onClose={closeAuthDialog}
          onVerified={toHome}
          errorText={errorMessage}
        />
      ) : null}
    </>
  );
}
