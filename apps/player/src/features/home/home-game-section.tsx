import type { Game } from '@platform/api-client';
import { useTranslation } from '@platform/i18n/react';
import { Link, type LinkProps } from '@tanstack/react-router';
import { type ReactNode, useId, useState } from 'react';
import { GameGrid } from '../../components/game-grid';
import { GameSectionSkeleton } from './section-skeleton';
import { SectionHeading } from '../../components/section-heading';

/** Spec: a home section shows 10 games and expands to 20. */
export const SECTION_SIZE = 10;
export const SECTION_EXPANDED = 20;

export interface HomeGameSectionProps {
  title: string;
  icon?: ReactNode;
  /** undefined while the list loads (a skeleton of the section's height holds its place). */
  games: readonly Game[] | undefined;
  /** Where "view all" leads. */
  viewAll?: LinkProps;
  testId: string;
}

export function HomeGameSection({ title, icon, games, viewAll, testId }: HomeGameSectionProps) {
  const { t } = useTranslation('lobby');
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  if (!games) return <GameSectionSkeleton testId={testId} />;
  if (games.length === 0) return null;
  const shown = games.slice(0, expanded ? SECTION_EXPANDED : SECTION_SIZE);
  return (
    <section aria-labelledby={id} data-testid={testId}>
      <SectionHeading id={id} title={title} icon={icon}>
        {games.length > SECTION_SIZE && (
          <button
            type="button"
            onClick={() => setExpanded((e) => !e)}
            aria-expanded={expanded}
            className="rounded-full border border-border px-3 py-1 text-xs font-semibold text-fg-secondary hover:border-accent hover:text-accent"
            data-testid="section-expand"
          >
            {t(expanded ? 'home.show_less' : 'home.show_more')}
          </button>
        )}
        {viewAll && (
          <Link {...viewAll} className="text-xs font-semibold text-accent hover:underline">
            {t('home.view_all')}
          </Link>
        )}
      </SectionHeading>
      <GameGrid games={shown} label={title} columns="section" />
    </section>
  );
}
