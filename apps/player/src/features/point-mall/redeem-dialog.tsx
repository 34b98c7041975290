import type { components } from '@platform/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordField, TextField } from '@platform/forms';
import { useTranslation } from '@platform/i18n/react';
import { Button, Modal, Notice } from '@platform/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { pointError } from './point-errors';
import { useRedeemReward } from './point-mall.mutations';
import type { Formats } from './use-formats';

type Reward = components['schemas']['PointReward'];
type Redemption = components['schemas']['PointRedemption'];

const schema = (max: number) =>
  z.object({
    quantity: z
      .string()
      .trim()
      .refine(
        (v) => /^[0-9]{1,3}$/.test(v) && Number(v) >= 1 && Number(v) <= max,
        'redeem.quantity_invalid',
      ),
    remark: z.string().max(200, 'redeem.remark_too_long'),
    password: z.string().min(1, 'redeem.password_required'),
  });
type Values = z.input<ReturnType<typeof schema>>;

/**
 * Redeem one reward: quantity, an optional remark (where to send an item), the account
 * password. One Idempotency-Key per attempt; a refusal keeps what was typed.
 */
export function RedeemDialog({
  reward,
  format,
  points,
  onClose,
  onHistory,
}: {
  reward: Reward;
  format: Formats;
  points: number;
  onClose: () => void;
  onHistory: () => void;
}) {
  const { t } = useTranslation('pointMall');
  const redeem = useRedeemReward();
  const [done, setDone] = useState<Redemption | null>(null);
  const max = Math.max(
    1,
    Math.min(reward.maxPerRedemption, reward.stock ?? reward.maxPerRedemption),
  );
  const form = useForm<Values>({
    resolver: zodResolver(schema(max)),
    defaultValues: { quantity: '1', remark: '', password: '' },
  });
  const { errors } = form.formState;
  const quantityText = form.watch('quantity');
  const quantity = /^[0-9]{1,3}$/.test(quantityText.trim()) ? Number(quantityText) : 0;
  const total = reward.pointsRequired * quantity;
  const step = (by: number) =>
    form.setValue('quantity', String(Math.min(max, Math.max(1, (quantity || 1) + by))), {
      shouldValidate: true,
    });
  const message = (m: string | undefined) => m && t(m, { max: format.points(max) });

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('redeem.title', { name: reward.name })}
      closeLabel={t('redeem.close')}
      width={440}
    >
      {done ? (
        <div className="flex flex-col gap-4" data-testid="redeem-done">
          <Notice kind="ok">
            {t('redeem.done', { points: format.points(-done.changedPoints) })}
          </Notice>
          <div className="flex flex-wrap gap-2">
            <Button onClick={onHistory} data-testid="redeem-history">
              {t('redeem.view_history')}
            </Button>
            <Button variant="secondary" onClick={onClose}>
              {t('redeem.close')}
            </Button>
          </div>
        </div>
      ) : (
        <form
          noValidate
          className="flex flex-col gap-4"
          data-testid="redeem-form"
          onSubmit={form.handleSubmit((v) => {
            if (redeem.isPending) return;
            redeem.mutate(
              {
                body: {
                  rewardId: reward.id,
                  quantity: Number(v.quantity),
                  password: v.password,
                  remark: v.remark.trim() || null,
                },
              },
              { onSuccess: setDone },
            );
          })}
        >
          <p className="text-sm text-fg-secondary">
            {t('reward.points', { points: format.points(reward.pointsRequired) })}
            {reward.value && ` · ${t('reward.value', { amount: format.money(reward.value) })}`}
          </p>
          <div className="flex items-start gap-2">
            <Button
              type="button"
              variant="secondary"
              className="mt-6 h-11 shrink-0"
              aria-label={t('redeem.less')}
              onClick={() => step(-1)}
              disabled={quantity <= 1}
            >
              −
            </Button>
            <TextField
              label={t('redeem.quantity')}
              inputMode="numeric"
              autoComplete="off"
              dir="ltr"
              className="flex-1"
              hint={t('redeem.quantity_hint', { max: format.points(max) })}
              error={message(errors.quantity?.message)}
              data-testid="redeem-quantity"
              {...form.register('quantity')}
            />
            <Button
              type="button"
              variant="secondary"
              className="mt-6 h-11 shrink-0"
              aria-label={t('redeem.more')}
              onClick={() => step(1)}
              disabled={quantity >= max}
            >
              +
            </Button>
          </div>
          <TextField
            label={t('redeem.remark')}
            hint={reward.type === 'item' ? t('redeem.remark_hint') : undefined}
            maxLength={200}
            error={message(errors.remark?.message)}
            data-testid="redeem-remark"
            {...form.register('remark')}
          />
          <PasswordField
            label={t('redeem.password')}
            hint={t('redeem.password_hint')}
            aria-required
            showLabel={t('password.show')}
            hideLabel={t('password.hide')}
            error={message(errors.password?.message)}
            data-testid="redeem-password"
            {...form.register('password')}
          />
          <dl className="grid grid-cols-2 gap-1 rounded-md bg-surface-hover p-3 text-sm">
            <dt className="text-fg-secondary">{t('redeem.total')}</dt>
            <dd className="text-end font-semibold text-fg" data-testid="redeem-total">
              {format.points(total)}
            </dd>
            <dt className="text-fg-secondary">{t('redeem.after')}</dt>
            <dd
              className={`text-end font-semibold ${points - total < 0 ? 'text-danger' : 'text-fg'}`}
            >
              {format.points(points - total)}
            </dd>
          </dl>
          {redeem.error && (
            <Notice kind="error">{pointError(redeem.error, t, format.money)}</Notice>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="secondary" onClick={onClose}>
              {t('redeem.cancel')}
            </Button>
            <Button
              type="submit"
              loading={redeem.isPending}
              loadingLabel={t('loading')}
              data-testid="redeem-submit"
            >
              {t('redeem.submit')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
