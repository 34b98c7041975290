// The game categories and the ledger's kinds are the contract's enums (openapi/), generated as
// runtime constants by @platform/api-client; nothing here retypes them.
import { GAME_CATEGORY_VALUES, LEDGER_KIND_VALUES } from '@platform/api-client/enums';

/** The game categories, in the order the site shows them (rebates, contract terms, figures). */
export const GAME_CATEGORIES = GAME_CATEGORY_VALUES;

/** Every kind of ledger transaction, in the order statements list them. */
export const LEDGER_KINDS = LEDGER_KIND_VALUES;

/** A category's place in that order; unknown ones come after every known one. */
export const categoryRank = (category: string): number => {
  const i = (GAME_CATEGORIES as readonly string[]).indexOf(category);
  return i < 0 ? GAME_CATEGORIES.length : i;
};
