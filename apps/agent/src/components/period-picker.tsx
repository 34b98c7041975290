import { useTranslation } from '@platform/i18n/react';
import { useId } from 'react';
import { PERIOD_PRESETS, type PeriodPreset } from '../lib/table-search';

export interface PeriodValue {
  period: PeriodPreset;
  from?: string;
  to?: string;
}

/** Period presets (today ... last month) and a custom range of days. */
export function PeriodPicker({
  value,
  onChange,
}: {
  value: PeriodValue;
  onChange: (value: PeriodValue) => void;
}) {
  const { t } = useTranslation('agentConsole');
  const id = useId();
  const today = new Date().toISOString().slice(0, 10);
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
              value={value.from ?? ''}
              max={value.to}
              onChange={(e) => onChange({ ...value, from: e.target.value })}
              className="rounded-md border border-border bg-surface px-2 py-1 text-sm text-fg"
            />
          </label>
          <label className="flex flex-col gap-1 text-xs text-fg-secondary">
            {t('filters.to')}
            <input
              type="date"
              value={value.to ?? ''}
              min={value.from}
              onChange={(e) => onChange({ ...value, to: e.target.value })}
              className="rounded-md border border-border bg-surface px-2 py-1 text-sm text-fg"
            />
          </label>
        </>
      )}
    </div>
  );
}
