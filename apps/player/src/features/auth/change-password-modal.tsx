import { zodResolver } from '@hookform/resolvers/zod';
import { clearPasswordChange, useLogout } from '@platform/auth';
import { buildChangePasswordSchema, PasswordField } from '@platform/forms';
import { Button, Modal } from '@platform/ui';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useChangePasswordMutation } from './auth.mutations';
import { useErrorPopup } from './use-error-popup';
import { useSiteFlags } from './use-site-flags';
import { useTranslate } from './use-translate';

type Values = z.input<ReturnType<typeof buildChangePasswordSchema>>;

/**
 * Change password. Forced right after a sign-in with the default or an expired password:
 * then no old password is asked and the only way out is to sign out. Success signs in again,
 * closes and goes home; a failure keeps the popup open with the message.
 */
export function ChangePasswordModal({ forced, onClose }: { forced: boolean; onClose: () => void }) {
  const { t } = useTranslate();
  const { mutateAsync: changePassword } = useChangePasswordMutation();
  const navigate = useNavigate();
  const logout = useLogout();
  const { register: rules } = useSiteFlags();
  const { popup, show } = useErrorPopup();
  const schema = useMemo(
    () => buildChangePasswordSchema(t, { askOld: !forced, passwordRule: rules.password }),
    [t, forced, rules],
  );
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const field = (name: keyof Values, label: string, autoComplete: string) => (
    <PasswordField
      label={t(label)}
      showLabel={t('fields.show_password')}
      hideLabel={t('fields.hide_password')}
      autoComplete={autoComplete}
      error={errors[name]?.message}
      {...form.register(name)}
    />
  );
  const onSubmit = form.handleSubmit(async (v) => {
    try {
      await changePassword({
        newPassword: v.newPassword,
        confirmNewPassword: v.confirmNewPassword,
        ...(forced ? {} : { oldPassword: v.oldPassword }),
      });
      clearPasswordChange();
      onClose();
      await navigate({ to: '/' });
    } catch (error) {
      show(error);
    }
  });
  const signOut = async () => {
    await logout.mutateAsync().catch(() => undefined);
    onClose();
    await navigate({ to: '/' });
  };
  return (
    <Modal
      open
      onOpenChange={(open) => !open && !forced && onClose()}
      title={t(forced ? 'change_password.forced_title' : 'change_password.title')}
      description={forced ? t('change_password.forced_text') : undefined}
      showClose={!forced}
      closeLabel={t('common.close')}
      width={440}
      className="auth-modal"
    >
      <form
        onSubmit={onSubmit}
        noValidate
        className="flex flex-col gap-4"
        data-testid="change-password-form"
      >
        {forced ? null : field('oldPassword', 'fields.old_password', 'current-password')}
        {field('newPassword', 'fields.new_password', 'new-password')}
        {field('confirmNewPassword', 'fields.confirm_new_password', 'new-password')}
        <Button
          type="submit"
          block
          size="lg"
          loading={isSubmitting}
          loadingLabel={t('common.please_wait')}
        >
          {t('change_password.submit')}
        </Button>
        {forced ? (
          <Button variant="ghost" block onClick={() => void signOut()}>
            {t('change_password.sign_out')}
          </Button>
        ) : null}
      </form>
      {popup}
    </Modal>
  );
}
