import { useTranslation } from '@platform/i18n/react';

/** Chips that pick one value of a list filter (the first, undefined, is "all"). */
export function FilterChips<T extends string>({
  label,
  options,
  value,
  text,
  onChange,
}: {
  label: string;
  options: readonly (T | undefined)[];
  value: T | undefined;
  text: (option: T | undefined) => string;
  onChange: (value: T | undefined) => void;
}) {
  const { t } = useTranslation('pointMall');
  return (
    <div role="group" aria-label={label} className="mb-4 flex gap-2 overflow-x-auto pb-1">
      {options.map((option) => (
        <button
          key={option ?? 'all'}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={`shrink-0 rounded-full border px-4 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-accent ${
            value === option
              ? 'border-accent bg-accent text-accent-contrast'
              : 'border-border text-fg-secondary hover:bg-surface-hover'
          }`}
        >
          {option === undefined ? t('filter.all') : text(option)}
        </button>
      ))}
    </div>
  );
}
