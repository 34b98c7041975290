import { zodResolver } from '@hookform/resolvers/zod';
import { useHumanCheck } from '@platform/auth';
import { buildForgotEmailSchema, TextField } from '@platform/forms';
import { Button } from '@platform/ui';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useResetPasswordByEmailMutation } from './auth.mutations';
import { useSiteFlags } from './use-site-flags';
import { useTranslate } from './use-translate';

interface Values {
  username: string;
  email: string;
}

/** Username and e-mail; the answer never says whether they match an account. */
export function ForgotEmailForm({
  onSent,
  onError,
}: {
  onSent: () => void;
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslate();
  const { mutateAsync: sendReset } = useResetPasswordByEmailMutation();
  const humanCheck = useHumanCheck();
  const { register: rules } = useSiteFlags();
  const schema = useMemo(
    () => buildForgotEmailSchema(t, { username: rules.username, email: rules.email }),
    [t, rules],
  );
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { username: '', email: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (v) => {
    try {
      const altcha = await humanCheck();
      await sendReset({ username: v.username, email: v.email, altcha });
      onSent();
    } catch (error) {
      onError(error);
    }
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-4"
      data-testid="forgot-email-form"
    >
      <TextField
        label={t('fields.username')}
        autoComplete="username"
        error={errors.username?.message}
        {...form.register('username')}
      />
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <Button
        type="submit"
        block
        size="lg"
        loading={isSubmitting}
        loadingLabel={t('common.verifying')}
      >
        {t('forgot.submit')}
      </Button>
    </form>
  );
}
