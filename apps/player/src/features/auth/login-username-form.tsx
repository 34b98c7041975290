import { zodResolver } from '@hookform/resolvers/zod';
import { readRemembered, useCaptcha } from '@platform/auth';
import { buildPasswordLoginSchema, PasswordField, TextField } from '@platform/forms';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CaptchaInput, LoginFormEnd } from './auth-fields';
import { useLoginSubmit } from './use-login-submit';
import { useTranslate } from './use-translate';

type Values = z.input<ReturnType<typeof buildPasswordLoginSchema>>;

/** Username and password (trimmed), the captcha when the server asks, remember me. */
export function LoginUsernameForm({ onError }: { onError: (error: unknown) => void }) {
  const { t } = useTranslate();
  const captcha = useCaptcha(false);
  const schema = useMemo(
    () => buildPasswordLoginSchema(t, { captcha: captcha.shown }),
    [t, captcha.shown],
  );
  const remembered = useMemo(() => readRemembered(), []);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      username: remembered?.mode === 'username' ? (remembered.username ?? '') : '',
      password: '',
      captcha: '',
      rememberMe: remembered !== null,
    },
  });
  const submit = useLoginSubmit(onError, () => {
    captcha.show();
    form.setValue('captcha', '');
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    submit({
      request: {
        type: 'username',
        username: values.username,
        password: values.password,
        rememberMe: values.rememberMe,
        ...(captcha.shown && values.captcha ? { captcha: values.captcha } : {}),
      },
      ip: {
        remember: values.rememberMe ? { mode: 'username', username: values.username } : null,
        forcesPasswordChange: true,
      },
    }),
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-4"
      data-testid="login-username-form"
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
        <CaptchaInput
          captcha={captcha}
          error={errors.captcha?.message}
          field={form.register('captcha')}
        />
      ) : null}
      <LoginFormEnd remember={form.register('rememberMe')} submitting={isSubmitting} />
    </form>
  );
}
