/** The game categories, in the order the site shows them (rebates, contract terms, figures). */
export const GAME_CATEGORIES = [
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'LOTT',
  'ELOTT',
] as const;

/** A category's place in that order; unknown ones come after every known one. */
export const categoryRank = (category: string): number => {
  const i = (GAME_CATEGORIES as readonly string[]).indexOf(category);
  return i < 0 ? GAME_CATEGORIES.length : i;
};
