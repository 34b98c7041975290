import type { components } from '@platform/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import { checkImages, MAX_IMAGES, TextField } from '@platform/forms';
import { useTranslation } from '@platform/i18n/react';
import { Button } from '@platform/ui';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { amountProblem } from '@platform/rules';
import { cashierError } from './cashier-errors';
import { useConfirmReceipt } from './cashier.mutations';
import { Notice, useMoney } from './cashier-ui';

type Withdrawal = components['schemas']['Withdrawal'];
const ANSWERS = ['received', 'partly_received', 'not_received'] as const;

function receiptSchema(amount: string) {
  return z
    .object({
      answer: z.enum(ANSWERS),
      receivedAmount: z.string(),
      comment: z.string().max(140, 'receipt.comment_too_long'),
    })
    .superRefine((v, ctx) => {
      if (v.answer !== 'partly_received') return;
      const problem = amountProblem(v.receivedAmount, { decimals: 2, max: amount });
      if (problem)
        ctx.addIssue({ code: 'custom', path: ['receivedAmount'], message: `amount.${problem}` });
    });
}
type Values = z.input<ReturnType<typeof receiptSchema>>;

const REFUSAL = {
  type: 'receipt.image_type',
  size: 'receipt.image_size',
  count: 'receipt.image_count',
} as const;

/** Received, partly received or not received (the last two with up to three proof images). */
export function ReceiptForm({ withdrawal, symbol }: { withdrawal: Withdrawal; symbol: string }) {
  const { t } = useTranslation('cashier');
  const money = useMoney(symbol);
  const confirm = useConfirmReceipt();
  const ids = { group: useId(), file: useId() };
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [fileErrors, setFileErrors] = useState<string[]>([]);
  const previews = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(() => () => previews.forEach((u) => URL.revokeObjectURL(u)), [previews]);
  const form = useForm<Values>({
    resolver: zodResolver(receiptSchema(withdrawal.amount)),
    defaultValues: { answer: 'received', receivedAmount: '', comment: '' },
  });
  const answer = form.watch('answer');
  const needsProof = answer !== 'received';
  const { errors } = form.formState;
  const pick = async (picked: File[]) => {
    const { accepted, refused } = await checkImages(files.length, picked);
    setFiles((f) => [...f, ...accepted]);
    setFileErrors(refused.map((r) => t(REFUSAL[r.reason], { name: r.name })));
  };
  return (
    <form
      noValidate
      className="mt-3 flex flex-col gap-3 rounded-md border border-border p-3"
      data-testid="receipt-form"
      onSubmit={form.handleSubmit((v) => {
        if (needsProof && files.length === 0) {
          setFileErrors([t('receipt.proof_required')]);
          return;
        }
        confirm.mutate({
          id: withdrawal.id,
          answer: v.answer,
          ...(v.answer === 'partly_received' && { receivedAmount: v.receivedAmount.trim() }),
          ...(v.comment.trim() && { comment: v.comment.trim() }),
          files: needsProof ? files : [],
        });
      })}
    >
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-fg">{t('receipt.title')}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2" id={ids.group}>
          {ANSWERS.map((a) => (
            <label key={a} className="flex items-center gap-2 text-sm text-fg">
              <input
                type="radio"
                value={a}
                className="accent-(--ui-color-accent)"
                data-testid={`receipt-${a}`}
                {...form.register('answer')}
              />
              {t(`receipt.${a}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {answer === 'partly_received' && (
        <TextField
          label={t('receipt.received_amount')}
          inputMode="decimal"
          dir="ltr"
          aria-required
          error={
            errors.receivedAmount?.message &&
            t(errors.receivedAmount.message, {
              decimals: 2,
              max: money(withdrawal.amount),
              min: money('0.01'),
            })
          }
          {...form.register('receivedAmount')}
        />
      )}
      {needsProof && (
        <div>
          <label htmlFor={ids.file} className="mb-1 block text-sm font-medium text-fg-secondary">
            {t('receipt.proof')}
          </label>
          <div className="flex flex-wrap gap-2">
            {files.map((file, i) => (
              <figure
                key={`${file.name}-${i}`}
                className="relative size-20 overflow-hidden rounded-md border border-border"
              >
                <img src={previews[i]} alt={file.name} className="h-full w-full object-cover" />
                <button
                  type="button"
                  onClick={() => setFiles((f) => f.filter((_, j) => j !== i))}
                  aria-label={t('receipt.remove_proof', { name: file.name })}
                  className="absolute end-1 top-1 grid size-6 place-items-center rounded-full bg-bg/80 text-fg hover:bg-danger"
                >
                  ×
                </button>
              </figure>
            ))}
            {files.length < MAX_IMAGES && (
              <button
                type="button"
                onClick={() => input.current?.click()}
                className="grid size-20 place-items-center rounded-md border border-dashed border-border-strong text-xs text-fg-secondary hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-accent"
              >
                {t('receipt.add_proof')}
              </button>
            )}
            <input
              ref={input}
              id={ids.file}
              type="file"
              accept="image/png,image/jpeg"
              multiple
              className="sr-only"
              data-testid="receipt-file"
              onChange={(e) => {
                void pick([...(e.target.files ?? [])]);
                e.target.value = '';
              }}
            />
          </div>
          {fileErrors.length > 0 && (
            <ul role="alert" className="mt-2 space-y-1 text-sm text-danger">
              {fileErrors.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      <TextField
        label={t('receipt.comment')}
        dir="auto"
        maxLength={140}
        error={errors.comment?.message && t(errors.comment.message)}
        {...form.register('comment')}
      />
      {confirm.error && <Notice kind="error">{cashierError(confirm.error, t)}</Notice>}
      <Button
        type="submit"
        loading={confirm.isPending}
        loadingLabel={t('loading')}
        className="self-start"
        data-testid="receipt-submit"
      >
        {t('receipt.submit')}
      </Button>
    </form>
  );
}
