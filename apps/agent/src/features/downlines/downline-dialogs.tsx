import type { components } from '@platform/api-client/schema';
import { agentQueries } from '@platform/api-client/queries/agent';
import { useApi } from '@platform/api-client/react';
import { PasswordField, TextField, useFocusFirstInvalid } from '@platform/forms';
import { useTranslation } from '@platform/i18n/react';
import { Button, Loader, Modal } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { agentErrorMessage } from '../../components/agent-error';
import { useFormat } from '../../components/use-format';
import { useTransferToDownline, useUpdateRebates } from './downlines.mutations';

type Row = components['schemas']['DownlineRow'];
type Rebate = components['schemas']['Rebate'];

const AMOUNT = /^(?:0|[1-9]\d{0,11})(?:\.\d{1,2})?$/;
const RATE = /^[0-9]{1,2}(\.[0-9]{1,2})?$/;
/** Exact comparison of two rates (at most two decimals), in hundredths. */
const hundredths = (rate: string) => {
  const [whole = '0', fraction = ''] = rate.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

/** A downline's details: account, upline, balance, team and this month's figures. */
export function DetailsDialog({ row, onClose }: { row: Row; onClose: () => void }) {
  const { t } = useTranslation('agentConsole');
  const api = useApi();
  const f = useFormat();
  const details = useQuery(agentQueries(api).downline(row.memberId));
  const d = details.data;
  const items: [string, string][] = d
    ? [
        [t('col.account'), d.account],
        [t('col.nickname'), d.nickname ?? '—'],
        [t('col.type'), t(`types.${d.type === 0 ? 'player' : 'agent'}`)],
        [t('col.level'), f.count(d.level)],
        [t('col.status'), t(`statuses.${d.status}`)],
        [t('col.upline'), d.upline.account],
        [t('col.registeredAt'), f.dateTime(d.registeredAt)],
        [t('col.lastLoginAt'), f.dateTime(d.lastLoginAt)],
        [t('col.balance'), f.money(d.balance)],
        [t('col.teamSize'), f.count(d.teamSize)],
        [t('col.directCount'), f.count(d.directCount)],
        [t('details.month_deposits'), f.money(d.month.deposits)],
        [t('details.month_valid_bets'), f.money(d.month.validBets)],
        [t('details.month_win_loss'), f.money(d.month.winLoss)],
        ...d.rebates.map((r): [string, string] => [
          t('details.rebate', { category: t(`category.${r.productType}`) }),
          `${r.rate}%`,
        ]),
      ]
    : [];
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('actions.details')}
      closeLabel={t('shell.close')}
      width={480}
    >
      {details.isPending ? (
        <Loader label={t('table.loading')} />
      ) : details.isError ? (
        <p role="alert" className="text-danger">
          {agentErrorMessage(details.error, t)}
        </p>
      ) : (
        <dl
          className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm"
          data-testid="downline-details"
        >
          {items.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-fg-secondary">{label}</dt>
              <dd className="text-fg tabular-nums" dir="auto">
                {value}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Modal>
  );
}

/** Transfer from the agent's balance to a downline, with the payment password. */
export function TransferDialog({ row, onClose }: { row: Row; onClose: () => void }) {
  const { t } = useTranslation('agentConsole');
  const f = useFormat();
  const transfer = useTransferToDownline();
  const [fieldError, setFieldError] = useState<{ amount?: string; password?: string }>({});
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const amount = String(data.get('amount') ?? '').trim();
    const paymentPassword = String(data.get('paymentPassword') ?? '');
    const remark = String(data.get('remark') ?? '').trim();
    const errors = {
      amount:
        AMOUNT.test(amount) && hundredths(amount) > 0 ? undefined : t('transfer.amount_invalid'),
      password: paymentPassword ? undefined : t('transfer.password_required'),
    };
    setFieldError(errors);
    if (errors.amount || errors.password) return;
    const body = { memberId: row.memberId, amount, paymentPassword, ...(remark ? { remark } : {}) };
    transfer.mutate({ body });
  };
  const done = transfer.data;
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('transfer.title', { account: row.account })}
      closeLabel={t('shell.close')}
      width={440}
    >
      {done ? (
        <div className="flex flex-col gap-3" role="status" data-testid="transfer-done">
          <p className="text-fg">
            {t('transfer.done', { amount: f.money(done.amount), account: row.account })}
          </p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 text-sm">
            <dt className="text-fg-secondary">{t('transfer.my_balance')}</dt>
            <dd className="tabular-nums" data-testid="my-balance">
              {f.money(done.balance)}
            </dd>
            <dt className="text-fg-secondary">
              {t('transfer.their_balance', { account: row.account })}
            </dt>
            <dd className="tabular-nums" data-testid="their-balance">
              {f.money(done.downlineBalance)}
            </dd>
          </dl>
          <Button onClick={onClose}>{t('shell.close')}</Button>
        </div>
      ) : (
        <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
          <p className="text-sm text-fg-secondary">
            {t('transfer.current', { account: row.account, balance: f.money(row.balance) })}
          </p>
          <TextField
            name="amount"
            label={t('transfer.amount')}
            inputMode="decimal"
            autoComplete="off"
            error={fieldError.amount}
            dir="ltr"
          />
          <PasswordField
            name="paymentPassword"
            label={t('transfer.payment_password')}
            autoComplete="off"
            error={fieldError.password}
            showLabel={t('transfer.show')}
            hideLabel={t('transfer.hide')}
          />
          <TextField name="remark" label={t('transfer.remark')} maxLength={100} />
          {transfer.isError && (
            <p role="alert" className="text-sm text-danger" data-testid="form-error">
              {agentErrorMessage(transfer.error, t)}
            </p>
          )}
          <Button type="submit" loading={transfer.isPending}>
            {t('transfer.submit')}
          </Button>
        </form>
      )}
    </Modal>
  );
}

/** Change a downline's rebate rates, each at most the agent's own for that product type. */
export function RebatesDialog({ row, onClose }: { row: Row; onClose: () => void }) {
  const { t } = useTranslation('agentConsole');
  const api = useApi();
  const mine = useQuery(agentQueries(api).rebates());
  const details = useQuery(agentQueries(api).downline(row.memberId));
  const update = useUpdateRebates();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const current = new Map((details.data?.rebates ?? []).map((r) => [r.productType, r.rate]));
  // A refused submit focuses the first invalid field.
  const { ref: formRef, onInvalid: refuse } = useFocusFirstInvalid();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next: Record<string, string> = {};
    const rebates: Rebate[] = [];
    for (const s of mine.data?.settings ?? []) {
      const rate = String(data.get(s.productType) ?? '').trim() || '0';
      if (!RATE.test(rate)) next[s.productType] = t('rebates.invalid');
      else if (hundredths(rate) > hundredths(s.maxRate))
        next[s.productType] = t('rebates.too_high', { max: s.maxRate });
      else rebates.push({ productType: s.productType, rate });
    }
    setErrors(next);
    if (Object.keys(next).length === 0)
      update.mutate({ memberId: row.memberId, rebates }, { onSuccess: onClose });
    else refuse();
  };
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('rebates.title', { account: row.account })}
      closeLabel={t('shell.close')}
      width={480}
    >
      {mine.isPending || details.isPending ? (
        <Loader label={t('table.loading')} />
      ) : (
        <form ref={formRef} className="flex flex-col gap-3" onSubmit={submit} noValidate>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {(mine.data?.settings ?? []).map((s) => (
              <TextField
                key={s.productType}
                name={s.productType}
                label={t(`category.${s.productType}`)}
                hint={t('rebates.max', { max: s.maxRate })}
                defaultValue={current.get(s.productType) ?? '0'}
                inputMode="decimal"
                error={errors[s.productType]}
                dir="ltr"
              />
            ))}
          </div>
          {update.isError && (
            <p role="alert" className="text-sm text-danger">
              {agentErrorMessage(update.error, t)}
            </p>
          )}
          <Button type="submit" loading={update.isPending}>
            {t('rebates.save')}
          </Button>
        </form>
      )}
    </Modal>
  );
}
