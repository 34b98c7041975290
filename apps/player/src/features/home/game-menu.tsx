import { useTranslation } from '@platform/i18n/react';
import { Link } from '@tanstack/react-router';
import { CATEGORY_PATHS, type CategoryKey } from '../../lib/categories';

/** Colours of the category tiles. */
const TINTS: Record<CategoryKey, string> = {
  RNG: 'from-[#ff5a36] to-[#ffb03a]',
  LIVE: 'from-[#1c1c1c] to-[#c9a227]',
  SPORTS: 'from-[#0f9b0f] to-[#0b3d2e]',
  ESPORTS: 'from-[#7f00ff] to-[#e100ff]',
  FISH: 'from-[#00c6ff] to-[#0072ff]',
  PVP: 'from-[#f12711] to-[#8e0e00]',
  COCKFIGHT: 'from-[#cb2d3e] to-[#ef473a]',
  LOTT: 'from-[#00b09b] to-[#96c93d]',
  ELOTT: 'from-[#da251d] to-[#ffcd00]',
};

/** The game menu of home: one tile per category that has vendors. */
export function GameMenu({
  categories,
  loading,
}: {
  categories: readonly CategoryKey[];
  /** The vendor list is still loading: the menu's row height is kept (no layout shift). */
  loading: boolean;
}) {
  const { t } = useTranslation('shell');
  if (loading) return <div aria-hidden="true" className="h-[68px]" />;
  if (categories.length === 0) return null;
  return (
    <nav aria-label={t('side.games')} data-testid="game-menu">
      <ul className="relative flex gap-2 overflow-x-auto pb-1 [scrollbar-width:none] lg:grid lg:grid-cols-9 lg:overflow-visible">
        {categories.map((key) => (
          <li key={key} className="shrink-0">
            <Link
              to={CATEGORY_PATHS[key]}
              className={`flex h-16 w-28 flex-col justify-end rounded-lg bg-gradient-to-br p-2.5 text-sm font-bold text-white shadow-md ring-1 ring-white/10 transition hover:-translate-y-0.5 hover:ring-accent lg:w-full ${TINTS[key]}`}
            >
              {t(`category.${key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
