import { useTranslation } from '@platform/i18n/react';
import { Button, cx } from '@platform/ui';
import { useId, useState } from 'react';
import { type BonusSearch, PRESETS, SOURCE_KINDS } from './reward-search';

const control =
  'h-9 rounded-md border border-border bg-bg-elevated px-2 text-sm text-fg focus-visible:outline-2 focus-visible:outline-accent';

/** The period (last 7 or 30 days, or a custom range) and the source of the bonus details. */
export function BonusFilters({
  search,
  onSearch,
}: {
  search: BonusSearch;
  onSearch: (next: BonusSearch) => void;
}) {
  const { t } = useTranslation('rewards');
  const id = useId();
  // The custom dates are typed here and applied together (a half-typed range is not sent).
  const [from, setFrom] = useState(search.from ?? '');
  const [to, setTo] = useState(search.to ?? '');
  const [missing, setMissing] = useState(false);
  const apply = () => {
    if (!from || !to) return setMissing(true);
    setMissing(false);
    onSearch({ ...search, page: 1, preset: 'custom', from, to });
  };
  return (
    <div className="flex flex-col gap-3" data-testid="bonus-filters">
      <div role="group" aria-label={t('bonus.range')} className="flex flex-wrap gap-1">
        {PRESETS.map((p) => (
          <button
            key={p}
            type="button"
            aria-pressed={search.preset === p}
            onClick={() =>
              p === 'custom'
                ? onSearch({ ...search, preset: 'custom', from: search.from, to: search.to })
                : onSearch({ page: 1, preset: p, kind: search.kind })
            }
            className={cx(
              'h-8 rounded-full border px-3 text-sm focus-visible:outline-2 focus-visible:outline-accent',
              search.preset === p
                ? 'border-accent bg-accent-soft font-semibold text-accent'
                : 'border-border text-fg-secondary hover:bg-surface-hover',
            )}
          >
            {t(`bonus.preset.${p}`)}
          </button>
        ))}
      </div>
      <div className="flex flex-wrap items-end gap-3">
        {search.preset === 'custom' && (
          <form
            className="flex flex-wrap items-end gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              apply();
            }}
          >
            <label className="flex flex-col gap-1 text-xs text-fg-muted" htmlFor={`${id}-from`}>
              {t('bonus.from')}
              <input
                id={`${id}-from`}
                type="date"
                className={control}
                value={from}
                onChange={(e) => setFrom(e.target.value)}
                data-testid="bonus-from"
              />
            </label>
            <label className="flex flex-col gap-1 text-xs text-fg-muted" htmlFor={`${id}-to`}>
              {t('bonus.to')}
              <input
                id={`${id}-to`}
                type="date"
                className={control}
                value={to}
                onChange={(e) => setTo(e.target.value)}
                data-testid="bonus-to"
              />
            </label>
            <Button type="submit" size="sm" variant="secondary" data-testid="bonus-apply">
              {t('bonus.show')}
            </Button>
            {missing && (
              <p role="alert" className="w-full text-sm text-danger">
                {t('bonus.dates_required')}
              </p>
            )}
          </form>
        )}
        <label className="flex flex-col gap-1 text-xs text-fg-muted" htmlFor={`${id}-kind`}>
          {t('bonus.kind_label')}
          <select
            id={`${id}-kind`}
            className={control}
            value={search.kind ?? ''}
            onChange={(e) =>
              onSearch({
                ...search,
                page: 1,
                kind: (e.target.value || undefined) as BonusSearch['kind'],
              })
            }
            data-testid="bonus-kind"
          >
            <option value="">{t('bonus.all_kinds')}</option>
            {SOURCE_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`kind.${k}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
    </div>
  );
}
