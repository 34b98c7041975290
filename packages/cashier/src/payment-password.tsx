import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordField } from '@platform/forms';
import { useTranslation } from '@platform/i18n/react';
import { Button } from '@platform/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { cashierError } from './cashier-errors';
import { useSavePaymentPassword } from './cashier.mutations';
import { FocusedNotice, Notice, Section } from './cashier-ui';

const SIX_DIGITS = /^\d{6}$/;

function passwordSchema(changing: boolean) {
  return z
    .object({
      oldPaymentPassword: z.string().refine((v) => !changing || v !== '', 'password.required'),
      paymentPassword: z.string().regex(SIX_DIGITS, 'password.rule'),
      confirmPaymentPassword: z.string(),
    })
    .refine((v) => v.paymentPassword === v.confirmPaymentPassword, {
      path: ['confirmPaymentPassword'],
      message: 'password.mismatch',
    });
}
type Values = z.input<ReturnType<typeof passwordSchema>>;

/** Set the 6-digit payment password once; afterwards change it with the current one. */
export function PaymentPassword({ isSet }: { isSet: boolean }) {
  const { t } = useTranslation('cashier');
  const [changing, setChanging] = useState(false);
  const [saved, setSaved] = useState(false);
  const save = useSavePaymentPassword();
  const form = useForm<Values>({
    resolver: zodResolver(passwordSchema(isSet)),
    defaultValues: { oldPaymentPassword: '', paymentPassword: '', confirmPaymentPassword: '' },
  });
  const { errors } = form.formState;
  const err = (m: string | undefined) => m && t(m);
  const showForm = !isSet || changing;
  return (
    <Section title={t('password.title')} testId="payment-password">
      {isSet && <p className="text-sm text-fg-secondary">{t('password.is_set')}</p>}
      {!isSet && <p className="mb-4 text-sm text-fg-secondary">{t('password.set_intro')}</p>}
      {saved && <FocusedNotice>{t('password.saved')}</FocusedNotice>}
      {isSet && !changing && (
        <Button
          variant="secondary"
          className="mt-3"
          onClick={() => {
            setChanging(true);
            setSaved(false);
          }}
        >
          {t('password.change')}
        </Button>
      )}
      {showForm && (
        <form
          noValidate
          className="mt-3 grid gap-4 sm:grid-cols-2"
          data-testid="payment-password-form"
          onSubmit={form.handleSubmit((v) =>
            save.mutate(
              isSet
                ? v
                : {
                    paymentPassword: v.paymentPassword,
                    confirmPaymentPassword: v.confirmPaymentPassword,
                  },
              {
                onSuccess: () => {
                  form.reset();
                  setChanging(false);
                  setSaved(true);
                },
              },
            ),
          )}
        >
          {isSet && (
            <PasswordField
              label={t('password.old')}
              inputMode="numeric"
              autoComplete="off"
              aria-required
              showLabel={t('password.show')}
              hideLabel={t('password.hide')}
              error={err(errors.oldPaymentPassword?.message)}
              className="sm:col-span-2"
              {...form.register('oldPaymentPassword')}
            />
          )}
          <PasswordField
            label={t(isSet ? 'password.new' : 'password.title')}
            inputMode="numeric"
            autoComplete="off"
            aria-required
            maxLength={6}
            showLabel={t('password.show')}
            hideLabel={t('password.hide')}
            hint={t('password.rule')}
            error={err(errors.paymentPassword?.message)}
            data-testid="payment-password-new"
            {...form.register('paymentPassword')}
          />
          <PasswordField
            label={t('password.confirm')}
            inputMode="numeric"
            autoComplete="off"
            aria-required
            maxLength={6}
            showLabel={t('password.show')}
            hideLabel={t('password.hide')}
            error={err(errors.confirmPaymentPassword?.message)}
            data-testid="payment-password-confirm"
            {...form.register('confirmPaymentPassword')}
          />
          {save.error && (
            <div className="sm:col-span-2">
              <Notice kind="error">{cashierError(save.error, t)}</Notice>
            </div>
          )}
          <Button
            type="submit"
            loading={save.isPending}
            loadingLabel={t('loading')}
            className="self-start"
          >
            {t(isSet ? 'password.change' : 'password.set')}
          </Button>
        </form>
      )}
    </Section>
  );
}
