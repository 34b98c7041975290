import { type OptionalRegisterField, PasswordField, TextField } from '@platform/forms';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { RegisterFormValues } from './register-values';
import { useTranslate } from './use-translate';

const LABELS: Record<OptionalRegisterField, string> = {
  payeeName: 'fields.payee_name',
  email: 'fields.email',
  qqNum: 'fields.qq',
  recommenderId: 'fields.recommender',
  line: 'fields.line',
  whatsapp: 'fields.whatsapp',
  facebook: 'fields.facebook',
  wechat: 'fields.wechat',
  idNumber: 'fields.id_number',
};

const INPUT_MODE: Partial<Record<OptionalRegisterField, 'email' | 'numeric' | 'tel'>> = {
  email: 'email',
  qqNum: 'numeric',
  whatsapp: 'tel',
};

interface Props {
  fields: readonly OptionalRegisterField[];
  paymentPassword: boolean;
  register: UseFormRegister<RegisterFormValues>;
  /** The fields the schema requires (marked before submit). */
  required: ReadonlySet<string>;
  errors: FieldErrors<RegisterFormValues>;
}

/** The config-driven fields, each shown only when its rule is enabled. */
export function RegisterOptionalFields({
  fields,
  paymentPassword,
  register,
  required,
  errors,
}: Props) {
  const { t } = useTranslate();
  return (
    <>
      {fields.map((field) => (
        <TextField
          key={field}
          label={t(LABELS[field])}
          inputMode={INPUT_MODE[field]}
          autoComplete={field === 'email' ? 'email' : field === 'payeeName' ? 'name' : 'off'}
          error={errors[field]?.message}
          aria-required={required.has(field) || undefined}
          {...register(field)}
        />
      ))}
      {paymentPassword ? (
        <PasswordField
          label={t('fields.payment_password')}
          showLabel={t('fields.show_password')}
          hideLabel={t('fields.hide_password')}
          autoComplete="off"
          error={errors.paymentPassword?.message}
          aria-required={required.has('paymentPassword') || undefined}
          {...register('paymentPassword')}
        />
      ) : null}
    </>
  );
}
