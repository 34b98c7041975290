import type { components } from '@platform/api-client';
import { cashierQueries } from '@platform/api-client/queries/cashier';
import { useApi } from '@platform/api-client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { SelectField, TextField } from '@platform/forms';
import { useTranslation } from '@platform/i18n/react';
import { Button } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { cashierError } from './cashier-errors';
import { useBindBankCard } from './cashier.mutations';
import { FocusedNotice, Notice, Section } from './cashier-ui';

type BankCard = components['schemas']['BankCard'];

const cardSchema = z.object({
  bankCode: z.string().min(1, 'cards.bank_required'),
  accountName: z.string().refine((v) => v.trim() !== '', 'cards.holder_required'),
  accountNumber: z
    .string()
    .refine((v) => /^\d{6,30}$/.test(v.replace(/[\s-]/g, '')), 'cards.number_invalid'),
  branch: z.string(),
});
type CardValues = z.input<typeof cardSchema>;

function BindCardForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('cashier');
  const api = useApi();
  const banks = useQuery(cashierQueries(api).banks());
  const bind = useBindBankCard();
  const form = useForm<CardValues>({
    resolver: zodResolver(cardSchema),
    defaultValues: { bankCode: '', accountName: '', accountNumber: '', branch: '' },
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      data-testid="bind-card-form"
      className="mt-4 flex flex-col gap-4 rounded-md border border-border p-4"
      onSubmit={form.handleSubmit((v) =>
        bind.mutate(
          {
            bankCode: v.bankCode,
            accountName: v.accountName.trim(),
            accountNumber: v.accountNumber.replace(/[\s-]/g, ''),
            ...(v.branch.trim() && { branch: v.branch.trim() }),
          },
          { onSuccess: onDone },
        ),
      )}
    >
      <SelectField
        label={t('cards.bank')}
        aria-required
        error={errors.bankCode?.message && t(errors.bankCode.message)}
        data-testid="card-bank"
        {...form.register('bankCode')}
      >
        <option value="">{t('cards.choose_bank')}</option>
        {banks.data?.map((b) => (
          <option key={b.code} value={b.code}>
            {b.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('cards.holder')}
        hint={t('cards.holder_hint')}
        autoComplete="name"
        dir="auto"
        maxLength={64}
        aria-required
        error={errors.accountName?.message && t(errors.accountName.message)}
        data-testid="card-holder"
        {...form.register('accountName')}
      />
      <TextField
        label={t('cards.number')}
        inputMode="numeric"
        autoComplete="off"
        dir="ltr"
        maxLength={40}
        aria-required
        error={errors.accountNumber?.message && t(errors.accountNumber.message)}
        data-testid="card-number"
        {...form.register('accountNumber')}
      />
      <TextField label={t('cards.branch')} dir="auto" maxLength={64} {...form.register('branch')} />
      {bind.error && <Notice kind="error">{cashierError(bind.error, t)}</Notice>}
      <Button
        type="submit"
        loading={bind.isPending}
        loadingLabel={t('loading')}
        className="self-start"
      >
        {t('cards.bind')}
      </Button>
    </form>
  );
}

/** The member's bank cards (numbers masked by the server) and the form to bind one. */
export function BankCards({ cards }: { cards: readonly BankCard[] }) {
  const { t } = useTranslation('cashier');
  const [binding, setBinding] = useState(false);
  const [bound, setBound] = useState(false);
  return (
    <Section title={t('cards.title')} testId="bank-cards">
      {cards.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('cards.empty')}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {cards.map((c) => (
            <li
              key={c.id}
              className="rounded-lg bg-[image:var(--ui-gradient-accent)] p-4 text-accent-contrast"
              data-testid="bank-card"
            >
              <p className="text-sm font-semibold">{c.bankName}</p>
              <p className="mt-3 font-mono text-lg tracking-wider" dir="ltr">
                {c.accountNumber}
              </p>
              <p className="mt-1 text-sm" dir="auto">
                {c.accountName}
              </p>
            </li>
          ))}
        </ul>
      )}
      {bound && !binding && (
        <div className="mt-3">
          <FocusedNotice>{t('cards.bound')}</FocusedNotice>
        </div>
      )}
      {binding ? (
        <BindCardForm
          onDone={() => {
            setBinding(false);
            setBound(true);
          }}
        />
      ) : (
        <Button
          variant="secondary"
          className="mt-4"
          onClick={() => {
            setBinding(true);
            setBound(false);
          }}
          data-testid="bind-card"
        >
          {t('cards.bind')}
        </Button>
      )}
    </Section>
  );
}
