import { useTranslation } from '@platform/i18n/react';
import { daysIncluded } from '@platform/tables';
import { Button } from '@platform/ui';
import { useId, useState } from 'react';
import { type PeriodSearch, RECORD_PRESETS, type RecordPreset } from './records-search';

export interface PeriodInfo {
  /** The days the last answer covered (merchant's zone) and the merchant's longest period. */
  from: string;
  to: string;
  maxRangeDays: number;
}

const field =
  'rounded-md border border-border bg-surface px-2 py-1.5 text-sm text-fg focus-visible:outline-2 focus-visible:outline-accent';

/**
 * The period of a records page: the last 7 or 30 days (applied at once) or a custom range of
 * days (applied with its button once both days are there, in order, and within the merchant's
 * longest period). What was typed stays while an error says what to change.
 */
export function PeriodFilter({
  value,
  info,
  serverError,
  onApply,
}: {
  value: PeriodSearch;
  info: PeriodInfo | undefined;
  /** A refused period, already in words. */
  serverError?: string | undefined;
  onApply: (next: PeriodSearch) => void;
}) {
  const { t } = useTranslation('records');
  const id = useId();
  const preset: RecordPreset = value.period ?? 'last7';
  const [choice, setChoice] = useState<RecordPreset>(preset);
  const [from, setFrom] = useState(value.from ?? info?.from ?? '');
  const [to, setTo] = useState(value.to ?? info?.to ?? '');
  const [error, setError] = useState<string | null>(null);
  const max = info?.maxRangeDays ?? 90;
  const apply = () => {
    if (!from || !to) return setError(t('period.missing'));
    if (from > to) return setError(t('errors.records_period_invalid'));
    if (daysIncluded(from, to) > max)
      return setError(t('errors.records_period_too_long', { maxDays: max }));
    setError(null);
    onApply({ period: 'custom', from, to });
  };
  const shownError = error ?? serverError;
  return (
    <div className="flex flex-wrap items-end gap-2" data-testid="period-filter">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-preset`} className="text-xs text-fg-secondary">
          {t('period.label')}
        </label>
        <select
          id={`${id}-preset`}
          value={choice}
          onChange={(e) => {
            const next = e.target.value as RecordPreset;
            setChoice(next);
            setError(null);
            if (next === 'last7') onApply({});
            if (next === 'last30') onApply({ period: 'last30' });
            if (next === 'custom') {
              setFrom((f) => f || info?.from || '');
              setTo((x) => x || info?.to || '');
            }
          }}
          className={field}
          data-testid="period"
        >
          {RECORD_PRESETS.map((p) => (
            <option key={p} value={p} disabled={p === 'last30' && max < 30}>
              {t(`period.${p}`)}
            </option>
          ))}
        </select>
      </div>
      {choice === 'custom' && (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            apply();
          }}
          noValidate
        >
          <label className="flex flex-col gap-1 text-xs text-fg-secondary">
            {t('period.from')}
            <input
              type="date"
              value={from}
              max={to || undefined}
              onChange={(e) => setFrom(e.target.value)}
              className={field}
              aria-invalid={Boolean(shownError)}
              aria-describedby={shownError ? `${id}-error` : undefined}
              data-testid="period-from"
            />
          </label>
          <label className="flex flex-col gap-1 text-xs text-fg-secondary">
            {t('period.to')}
            <input
              type="date"
              value={to}
              min={from || undefined}
              onChange={(e) => setTo(e.target.value)}
              className={field}
              aria-invalid={Boolean(shownError)}
              aria-describedby={shownError ? `${id}-error` : undefined}
              data-testid="period-to"
            />
          </label>
          <Button type="submit" size="sm" data-testid="period-apply">
            {t('period.apply')}
          </Button>
        </form>
      )}
      {shownError && (
        <p
          id={`${id}-error`}
          role="alert"
          className="basis-full text-sm text-danger"
          data-testid="period-error"
        >
          {shownError}
        </p>
      )}
    </div>
  );
}
