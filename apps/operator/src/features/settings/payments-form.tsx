// Payment channels and limits: the merchant's deposit and withdrawal channels in the order
// members see them, each offered or not with its smallest and largest amount, and the limits
// every member's withdrawals have. Finance staff and owners change them; other roles read them.
import { type components, unwrap } from '@platform/api-client';
import { useApi } from '@platform/api-client/react';
import { TextField } from '@platform/forms';
import { useTranslation } from '@platform/i18n/react';
import { Button } from '@platform/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { consoleError } from '../../lib/errors';
import { operatorQueries } from '../../lib/queries';
import { SettingsForm } from './settings-form';

type Payments = components['schemas']['OperatorPaymentSettings'];
type Input = components['schemas']['OperatorPaymentSettingsInput'];
interface Row {
  code: string;
  name: string;
  enabled: boolean;
  min: string;
  max: string;
}

/** A plain decimal with at most `decimals` places (the server checks it again). */
const amountPattern = (decimals: number) =>
  new RegExp(decimals > 0 ? `^\\d{1,15}(\\.\\d{1,${decimals}})?$` : '^\\d{1,15}$');

/** Compares two plain decimals exactly (no floating point). */
function compareAmounts(a: string, b: string): number {
  const [aw = '0', af = ''] = a.split('.');
  const [bw = '0', bf = ''] = b.split('.');
  const width = Math.max(af.length, bf.length);
  const x = BigInt(aw + af.padEnd(width, '0'));
  const y = BigInt(bw + bf.padEnd(width, '0'));
  return x < y ? -1 : x > y ? 1 : 0;
}

const isZero = (a: string) => compareAmounts(a, '0') === 0;

/** One list of channels: offered, smallest and largest amount, and the order (up and down). */
function ChannelTable({
  caption,
  rows,
  onChange,
  testId,
}: {
  caption: string;
  rows: Row[];
  onChange: (rows: Row[]) => void;
  testId: string;
}) {
  const { t } = useTranslation('operatorConsole');
  const cell = 'px-2 py-1 text-start';
  const input =
    'w-28 rounded-md border border-border-strong bg-bg px-2 py-1 text-sm text-fg disabled:opacity-60';
  const change = (i: number, part: Partial<Row>) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, ...part } : r)));
  const move = (i: number, by: -1 | 1) => {
    const next = [...rows];
    const [row] = next.splice(i, 1);
    next.splice(i + by, 0, row!);
    onChange(next);
  };
  return (
    <div className="overflow-x-auto">
      <table className="text-sm" data-testid={testId}>
        <caption className="pb-1 text-start font-medium text-fg">{caption}</caption>
        <thead>
          <tr className="text-fg-secondary">
            <th scope="col" className={`${cell} font-medium`}>
              {t('settings.payments_channel')}
            </th>
            <th scope="col" className={`${cell} font-medium`}>
              {t('settings.payments_offered')}
            </th>
            <th scope="col" className={`${cell} font-medium`}>
              {t('settings.payments_min')}
            </th>
            <th scope="col" className={`${cell} font-medium`}>
              {t('settings.payments_max')}
            </th>
            <th scope="col" className={`${cell} font-medium`}>
              {t('settings.payments_order')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={r.code}>
              <th scope="row" className={`${cell} font-medium whitespace-nowrap`}>
                {r.name}{' '}
                <span className="font-mono text-xs text-fg-muted" dir="ltr">
                  {r.code}
                </span>
              </th>
              <td className={cell}>
                <input
                  type="checkbox"
                  aria-label={`${r.name} ${t('settings.payments_offered')}`}
                  checked={r.enabled}
                  onChange={(e) => change(i, { enabled: e.target.checked })}
                />
              </td>
              {(['min', 'max'] as const).map((end) => (
                <td key={end} className={cell}>
                  <input
                    name={`${testId}-${r.code}-${end}`}
                    aria-label={`${r.name} ${t(end === 'min' ? 'settings.payments_min' : 'settings.payments_max')}`}
                    inputMode="decimal"
                    dir="ltr"
                    value={r[end]}
                    onChange={(e) => change(i, { [end]: e.target.value })}
                    className={input}
                  />
                </td>
              ))}
              <td className={`${cell} whitespace-nowrap`}>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={i === 0}
                  aria-label={t('settings.payments_up', { name: r.name })}
                  onClick={() => move(i, -1)}
                >
                  ↑
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={i === rows.length - 1}
                  aria-label={t('settings.payments_down', { name: r.name })}
                  onClick={() => move(i, 1)}
                >
                  ↓
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const rowOf = (c: Row): Row => ({
  code: c.code,
  name: c.name,
  enabled: c.enabled,
  min: c.min,
  max: c.max,
});

/** The channels and limits once loaded; kept as typed until saved. */
function PaymentsFields({ settings, mayEdit }: { settings: Payments; mayEdit: boolean }) {
  const { t } = useTranslation('operatorConsole');
  const api = useApi();
  const queryClient = useQueryClient();
  const [deposits, setDeposits] = useState(() => settings.depositChannels.map(rowOf));
  const [withdrawals, setWithdrawals] = useState(() => settings.withdraw.channels.map(rowOf));
  const [min, setMin] = useState(settings.withdraw.min);
  const [max, setMax] = useState(settings.withdraw.max);
  const [dailyCount, setDailyCount] = useState(String(settings.withdraw.dailyCount));
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const mutation = useMutation({
    mutationFn: (body: Input) => unwrap(api.PUT('/operator/settings/payments', { body })),
    onSuccess: (saved) => {
      queryClient.setQueryData(operatorQueries(api).paymentSettings().queryKey, saved);
      setOutcome({ ok: true, text: t('settings.saved') });
    },
    onError: (failure) => setOutcome({ ok: false, text: consoleError(failure, t) }),
  });
  const save = () => {
    const pattern = amountPattern(settings.decimals);
    const ranges = [...deposits, ...withdrawals, { min, max }].map((r) => ({
      min: r.min.trim(),
      max: r.max.trim(),
    }));
    if (ranges.some((r) => !pattern.test(r.min) || !pattern.test(r.max))) {
      setOutcome({ ok: false, text: t('settings.bad_amount') });
      return;
    }
    if (ranges.some((r) => isZero(r.min) || compareAmounts(r.min, r.max) > 0)) {
      setOutcome({ ok: false, text: t('settings.payments_bad_range') });
      return;
    }
    const count = dailyCount.trim();
    if (!/^\d{1,4}$/.test(count) || Number(count) < 1 || Number(count) > 1000) {
      setOutcome({ ok: false, text: t('settings.payments_bad_count') });
      return;
    }
    const out = (r: Row) => ({
      code: r.code,
      enabled: r.enabled,
      min: r.min.trim(),
      max: r.max.trim(),
    });
    mutation.mutate({
      depositChannels: deposits.map(out),
      withdraw: {
        min: min.trim(),
        max: max.trim(),
        dailyCount: Number(count),
        channels: withdrawals.map(out),
      },
    });
  };
  return (
    <SettingsForm
      title={t('settings.payments')}
      testId="payments-form"
      mayEdit={mayEdit}
      busy={mutation.isPending}
      outcome={outcome}
      onSubmit={save}
    >
      <ChannelTable
        caption={t('settings.payments_deposits', { currency: settings.currency })}
        rows={deposits}
        onChange={setDeposits}
        testId="deposit-channels"
      />
      <ChannelTable
        caption={t('settings.payments_withdrawals', { currency: settings.currency })}
        rows={withdrawals}
        onChange={setWithdrawals}
        testId="withdraw-channels"
      />
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          label={t('settings.payments_withdraw_min')}
          name="withdrawMin"
          inputMode="decimal"
          dir="ltr"
          value={min}
          onChange={(e) => setMin(e.target.value)}
        />
        <TextField
          label={t('settings.payments_withdraw_max')}
          name="withdrawMax"
          inputMode="decimal"
          dir="ltr"
          value={max}
          onChange={(e) => setMax(e.target.value)}
        />
        <TextField
          label={t('settings.payments_daily_count')}
          name="dailyCount"
          inputMode="numeric"
          dir="ltr"
          value={dailyCount}
          onChange={(e) => setDailyCount(e.target.value)}
        />
      </div>
      <p className="text-sm text-fg-secondary">{t('settings.payments_vip_hint')}</p>
    </SettingsForm>
  );
}

export function PaymentsForm({ mayEdit }: { mayEdit: boolean }) {
  const { t } = useTranslation('operatorConsole');
  const api = useApi();
  const settings = useQuery(operatorQueries(api).paymentSettings());
  if (settings.isError) {
    return (
      <p role="alert" className="text-danger">
        {consoleError(settings.error, t)}
      </p>
    );
  }
  return settings.isSuccess ? <PaymentsFields settings={settings.data} mayEdit={mayEdit} /> : null;
}
