import { useTranslation } from '@platform/i18n/react';
import type { PromotionCategory } from './promotion-categories';

export interface CategoryFilterProps {
  categories: readonly PromotionCategory[];
  value: PromotionCategory | 'all';
  onChange: (value: PromotionCategory | 'all') => void;
}

/** Category chips: all, then each category that has promotions. */
export function CategoryFilter({ categories, value, onChange }: CategoryFilterProps) {
  const { t } = useTranslation('content');
  const options: (PromotionCategory | 'all')[] = ['all', ...categories];
  return (
    <div
      role="group"
      aria-label={t('promotions.categories')}
      className="mb-5 flex gap-2 overflow-x-auto pb-1"
    >
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={`shrink-0 rounded-full border px-4 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-accent ${
            value === option
              ? 'border-accent bg-accent text-accent-contrast'
              : 'border-border text-fg-secondary hover:bg-surface-hover'
          }`}
        >
          {t(`promotions.category.${option}`)}
        </button>
      ))}
    </div>
  );
}
