import { useTranslation } from '@platform/i18n/react';
import { useMerchantTime } from '@platform/site';
import { useEffect, useId, useRef, useState } from 'react';
import { PERIOD_PRESETS, type PeriodPreset, rangeProblem } from '../lib/table-search';

export interface PeriodValue {
  period: PeriodPreset;
  from?: string;
  to?: string;
}

/** How long typing pauses before a valid typed range is applied. */
const TYPING_PAUSE_MS = 400;

const field = 'rounded-md border border-border bg-surface px-2 py-1 text-sm text-fg';

/**
 * Period presets (today ... last month) and a custom range of days. A typed range is a draft
 * until it is complete and valid (real days, from on or before to, at most 93 days): only then
 * is it applied, so the table keeps showing the last valid period while the agent types, and
 * the reason a range is not applied shows beside the fields. A date is typed segment by
 * segment, each keystroke a new value: a valid one is applied once typing pauses (or the field
 * is left), not the passing values on the way.
 */
export function PeriodPicker({
  value,
  onChange,
}: {
  value: PeriodValue;
  onChange: (value: PeriodValue) => void;
}) {
  const { t } = useTranslation('agentConsole');
  const id = useId();
  const today = useMerchantTime().date(Date.now(), '-');
  // The applied range, as the draft starts from it; a new applied range (back, a preset,
  // another page) starts a new draft.
  const applied = `${value.period}|${value.from ?? ''}|${value.to ?? ''}`;
  const [draft, setDraft] = useState({ applied, from: value.from ?? '', to: value.to ?? '' });
  const current =
    draft.applied === applied ? draft : { applied, from: value.from ?? '', to: value.to ?? '' };
  const problem = rangeProblem(current.from, current.to);
  // An unfinished date is not an error yet; a finished wrong one is.
  const message =
    problem === 'reversed'
      ? t('errors.period_invalid')
      : problem === 'too_long'
        ? t('errors.period_too_long')
        : null;
  // The valid draft waiting for a pause in typing.
  const pending = useRef<{ from: string; to: string } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const change = useRef(onChange);
  change.current = onChange;
  const flush = () => {
    clearTimeout(timer.current);
    const next = pending.current;
    pending.current = null;
    if (next) change.current({ period: 'custom', from: next.from, to: next.to });
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  const edit = (patch: { from?: string; to?: string }) => {
    const next = { ...current, ...patch };
    setDraft(next);
    clearTimeout(timer.current);
    pending.current = rangeProblem(next.from, next.to) === null ? next : null;
    if (pending.current) timer.current = setTimeout(flush, TYPING_PAUSE_MS);
  };
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-xs text-fg-secondary">
          {t('filters.period')}
        </label>
        <select
          id={id}
          value={value.period}
          onChange={(e) => {
            const period = e.target.value as PeriodPreset;
            onChange(
              period === 'custom'
                ? { period, from: value.from ?? today, to: value.to ?? today }
                : { period },
            );
          }}
          className="rounded-md border border-border bg-surface px-2 py-1.5 text-sm text-fg"
          data-testid="period"
        >
          {PERIOD_PRESETS.map((p) => (
            <option key={p} value={p}>
              {t(`periods.${p}`)}
            </option>
          ))}
        </select>
      </div>
      {value.period === 'custom' && (
        <>
          <label className="flex flex-col gap-1 text-xs text-fg-secondary">
            {t('filters.from')}
            <input
              type="date"
              value={current.from}
              max={current.to || undefined}
              onChange={(e) => edit({ from: e.target.value })}
              onBlur={flush}
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? `${id}-range` : undefined}
              className={field}
              data-testid="period-from"
            />
          </label>
          <label className="flex flex-col gap-1 text-xs text-fg-secondary">
            {t('filters.to')}
            <input
              type="date"
              value={current.to}
              min={current.from || undefined}
              onChange={(e) => edit({ to: e.target.value })}
              onBlur={flush}
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? `${id}-range` : undefined}
              className={field}
              data-testid="period-to"
            />
          </label>
          <p
            id={`${id}-range`}
            aria-live="polite"
            className="basis-full text-sm text-danger empty:hidden"
            data-testid="period-problem"
          >
            {message}
          </p>
        </>
      )}
    </div>
  );
}
