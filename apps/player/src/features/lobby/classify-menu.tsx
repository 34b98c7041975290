import { useTranslation } from '@platform/i18n/react';
import type { Classify } from '../../lib/lobby-search';
import { rovingKeyDown, rovingTabIndex } from './roving-focus';

export interface ClassifyMenuProps {
  options: readonly Classify[];
  selected: Classify;
  onSelect: (classify: Classify) => void;
}

/** All, hot, new (slots), favourites, recent, and the slot sub-categories. */
export function ClassifyMenu({ options, selected, onSelect }: ClassifyMenuProps) {
  const { t } = useTranslation('lobby');
  return (
    <div
      role="group"
      aria-label={t('lobby.classify')}
      className="relative flex gap-1.5 overflow-x-auto [scrollbar-width:none] sm:flex-wrap sm:overflow-visible"
      data-testid="classify-menu"
      onKeyDown={rovingKeyDown}
    >
      {options.map((key) => (
        <button
          key={key}
          type="button"
          aria-pressed={key === selected}
          tabIndex={rovingTabIndex(key === selected)}
          onClick={() => onSelect(key)}
          data-classify={key}
          className="h-9 shrink-0 rounded-full bg-surface px-4 text-sm font-medium text-fg-secondary ring-1 ring-border transition hover:text-fg aria-pressed:bg-accent aria-pressed:text-accent-contrast aria-pressed:ring-accent"
        >
          {t(`classify.${key}`)}
        </button>
      ))}
    </div>
  );
}
