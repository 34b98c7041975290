import { useTranslation } from '@platform/i18n/react';
import { useId } from 'react';

/** The order of a list on a phone, where there are no column headers to click. */
export function SortSelect<S extends string>({
  columns,
  sort,
  order,
  onChange,
}: {
  columns: readonly S[];
  sort: S;
  order: 'asc' | 'desc';
  onChange: (sort: S, order: 'asc' | 'desc') => void;
}) {
  const { t } = useTranslation('records');
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs text-fg-secondary">
        {t('sort.label')}
      </label>
      <select
        id={id}
        value={`${sort}:${order}`}
        onChange={(e) => {
          const [s, o] = e.target.value.split(':') as [S, 'asc' | 'desc'];
          onChange(s, o);
        }}
        className="rounded-md border border-border bg-surface px-2 py-1.5 text-sm text-fg focus-visible:outline-2 focus-visible:outline-accent"
        data-testid="sort"
      >
        {columns.flatMap((c) =>
          (['desc', 'asc'] as const).map((o) => (
            <option key={`${c}:${o}`} value={`${c}:${o}`}>
              {t(`sort.${c}_${o}`)}
            </option>
          )),
        )}
      </select>
    </div>
  );
}
