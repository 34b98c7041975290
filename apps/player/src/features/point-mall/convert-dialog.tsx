import type { components } from '@platform/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordField, TextField } from '@platform/forms';
import { useTranslation } from '@platform/i18n/react';
import { Button, Modal, Notice } from '@platform/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { pointError } from './point-errors';
import { useConvertPoints } from './point-mall.mutations';
import { toMinor, useFormats } from './use-formats';

type Config = components['schemas']['PointConfig'];
type Conversion = components['schemas']['PointConversion'];

const WHOLE = /^[0-9]{1,12}$/;

function convertSchema(config: Config, balance: number) {
  const { minPoints, step } = config.conversion;
  return z.object({
    points: z.string().superRefine((raw, ctx) => {
      const text = raw.trim();
      const problem = !WHOLE.test(text)
        ? 'convert.format'
        : Number(text) <= 0
          ? 'convert.zero'
          : Number(text) > balance
            ? 'convert.over'
            : Number(text) < minPoints || Number(text) % step !== 0
              ? 'convert.minimum'
              : null;
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
    password: z.string().min(1, 'redeem.password_required'),
  });
}
type Values = z.input<ReturnType<typeof convertSchema>>;

/** Points to balance at the merchant's rate, with the account password. */
export function ConvertDialog({
  open,
  onOpenChange,
  config,
  points,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  config: Config;
  points: number;
}) {
  const { t } = useTranslation('pointMall');
  const format = useFormats(config.currencySymbol);
  const convert = useConvertPoints();
  const [done, setDone] = useState<Conversion | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(convertSchema(config, points)),
    defaultValues: { points: '', password: '' },
  });
  const { errors } = form.formState;
  const typed = form.watch('points').trim();
  const receive = WHOLE.test(typed)
    ? (BigInt(typed) * toMinor(config.conversion.amount)) / BigInt(config.conversion.points)
    : 0n;
  const vars = {
    min: format.points(config.conversion.minPoints),
    step: format.points(config.conversion.step),
    balance: format.points(points),
  };
  const message = (m: string | undefined) => m && t(m, vars);
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setDone(null);
      convert.reset();
      form.reset({ points: '', password: '' });
    }
  };
  return (
    <Modal
      open={open}
      onOpenChange={close}
      title={t('convert.title')}
      description={t('convert.rate', {
        points: format.points(config.conversion.points),
        amount: format.money(config.conversion.amount),
      })}
      closeLabel={t('redeem.close')}
      width={420}
    >
      {done ? (
        <div className="flex flex-col gap-4" data-testid="convert-done">
          <Notice kind="ok">
            {t('convert.done', {
              points: format.points(done.points),
              amount: format.money(done.amount),
            })}
          </Notice>
          <Button className="self-end" onClick={() => close(false)}>
            {t('redeem.close')}
          </Button>
        </div>
      ) : (
        <form
          noValidate
          className="flex flex-col gap-4"
          data-testid="convert-form"
          onSubmit={form.handleSubmit((v) => {
            if (convert.isPending) return;
            convert.mutate(
              {
                body: { points: Number(v.points.trim()), password: v.password },
              },
              { onSuccess: setDone },
            );
          })}
        >
          <div className="flex items-start gap-2">
            <TextField
              label={t('convert.points')}
              inputMode="numeric"
              autoComplete="off"
              dir="ltr"
              className="flex-1"
              hint={t('convert.hint', vars)}
              error={message(errors.points?.message)}
              data-testid="convert-points"
              {...form.register('points')}
            />
            <Button
              type="button"
              variant="secondary"
              className="mt-6 h-11 shrink-0"
              onClick={() =>
                form.setValue('points', String(points - (points % config.conversion.step)), {
                  shouldValidate: true,
                })
              }
            >
              {t('convert.all')}
            </Button>
          </div>
          <p className="text-sm text-fg-secondary" aria-live="polite" data-testid="convert-receive">
            {t('convert.receive', { amount: format.minor(receive) })}
          </p>
          <PasswordField
            label={t('redeem.password')}
            hint={t('redeem.password_hint')}
            aria-required
            showLabel={t('password.show')}
            hideLabel={t('password.hide')}
            error={message(errors.password?.message)}
            data-testid="convert-password"
            {...form.register('password')}
          />
          {convert.error && (
            <Notice kind="error">{pointError(convert.error, t, format.money)}</Notice>
          )}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={() => close(false)}>
              {t('redeem.cancel')}
            </Button>
            <Button
              type="submit"
              loading={convert.isPending}
              loadingLabel={t('loading')}
              data-testid="convert-submit"
            >
              {t('convert.submit')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
