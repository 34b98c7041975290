import type { components } from '@platform/api-client';
import { TextField } from '@platform/forms';
import { formatMoney } from '@platform/i18n';
import { useLanguage, useTranslation } from '@platform/i18n/react';
import { Button } from '@platform/ui';
import { type FormEvent, useState } from 'react';
import { accountError } from './account-errors';
import { useSetPlayLimits } from './account.mutations';
import { Notice, Section } from './account-ui';
import { limitProblem, limitValue } from './limit-amount';
import { useMerchantTime } from '@platform/site';

type PlayLimits = components['schemas']['PlayLimits'];
type Limit = components['schemas']['DepositLimit'];
const KINDS = ['loss', 'wager'] as const;
const PERIODS = ['daily', 'weekly', 'monthly'] as const;
type Kind = (typeof KINDS)[number];
type Period = (typeof PERIODS)[number];
type Values = Record<`${Kind}.${Period}`, string>;

/** The amounts in force: a raise waiting for its cooling-off shows beside them, not in them. */
const inForce = (limits: PlayLimits) =>
  Object.fromEntries(
    KINDS.flatMap((k) => PERIODS.map((p) => [`${k}.${p}`, limits[k][p].amount ?? ''])),
  ) as Values;

/** Loss and wager limits per day, week and month; raises wait for the cooling-off. */
export function PlayLimitsForm({ limits, symbol }: { limits: PlayLimits; symbol: string }) {
  const { t } = useTranslation('account');
  const time = useMerchantTime();
  const { language } = useLanguage();
  const money = (amount: string) => formatMoney(amount, language, { symbol });
  const save = useSetPlayLimits();
  const [values, setValues] = useState<Values>(() => inForce(limits));
  const [shown, setShown] = useState(false);
  const problems = Object.fromEntries(
    Object.entries(values).map(([key, raw]) => [key, limitProblem(raw)]),
  ) as Record<keyof Values, ReturnType<typeof limitProblem>>;

  function submit(event: FormEvent) {
    event.preventDefault();
    setShown(true);
    if (Object.values(problems).some((p) => p !== null)) return;
    const set = (kind: Kind) => ({
      daily: limitValue(values[`${kind}.daily`]),
      weekly: limitValue(values[`${kind}.weekly`]),
      monthly: limitValue(values[`${kind}.monthly`]),
    });
    save.mutate(
      { loss: set('loss'), wager: set('wager') },
      { onSuccess: (saved) => setValues(inForce(saved)) },
    );
  }

  const status = (kind: Kind, limit: Limit) => {
    const lines: string[] = [];
    if (limit.amount !== null) {
      const used = kind === 'loss' && limit.used.startsWith('-') ? '0.00' : limit.used;
      lines.push(
        t(`responsible.used_${kind}`, { used: money(used), left: money(limit.left ?? '0') }),
      );
    }
    if (limit.pendingEffectiveAt !== null) {
      const date = `\u2066${time.dateTime(limit.pendingEffectiveAt)}\u2069`;
      lines.push(
        limit.pendingAmount === null
          ? t('responsible.pending_removal', { date })
          : t('responsible.pending', { amount: money(limit.pendingAmount), date }),
      );
    }
    return lines;
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6" data-testid="play-limits">
      {KINDS.map((kind) => (
        <Section
          key={kind}
          title={t(`responsible.${kind}_title`)}
          intro={t(`responsible.${kind}_intro`)}
        >
          <div className="grid gap-4 sm:grid-cols-3">
            {PERIODS.map((period) => {
              const key = `${kind}.${period}` as const;
              const problem = shown ? problems[key] : null;
              return (
                <div key={period}>
                  <TextField
                    label={t(`responsible.${period}`)}
                    inputMode="decimal"
                    autoComplete="off"
                    dir="ltr"
                    maxLength={40}
                    placeholder={t('responsible.no_limit')}
                    hint={t('responsible.blank_hint')}
                    error={problem ? t(`errors.amount_${problem}`, { decimals: 2 }) : undefined}
                    value={values[key]}
                    onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
                    data-testid={`limit-${kind}-${period}`}
                  />
                  {status(kind, limits[kind][period]).map((line) => (
                    <p
                      key={line}
                      className="mt-1 text-xs text-fg-secondary"
                      data-testid={`limit-${kind}-${period}-status`}
                    >
                      {line}
                    </p>
                  ))}
                </div>
              );
            })}
          </div>
        </Section>
      ))}
      {save.error && <Notice kind="error">{accountError(save.error, t)}</Notice>}
      {save.isSuccess && <Notice kind="ok">{t('responsible.limits_saved')}</Notice>}
      <Button
        type="submit"
        className="self-start"
        loading={save.isPending}
        loadingLabel={t('loading')}
      >
        {t('responsible.save_limits')}
      </Button>
    </form>
  );
}
