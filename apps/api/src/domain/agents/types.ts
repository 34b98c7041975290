// Member types as the agent tree sees them, and the product types that carry rebates.
import { GAME_CATEGORIES } from '../kernel';

export const AGENT_TYPE_LIST = [1, 2, 41, 42] as const;
export const PRODUCT_TYPES = GAME_CATEGORIES;
export type ProductType = (typeof PRODUCT_TYPES)[number];

const isProductType = (value: string): value is ProductType =>
  (PRODUCT_TYPES as readonly string[]).includes(value);

/** Stored rates ({ LIVE: '1.20' }) as the wire's list, known product types only. */
export const rebateList = (rates: Record<string, string> | null | undefined) =>
  Object.entries(rates ?? {}).flatMap(([productType, rate]) =>
    isProductType(productType) ? [{ productType, rate }] : [],
  );

/** Bet categories as product types (unknown ones are left out). */
export const asProductType = (value: string): ProductType | null =>
  isProductType(value) ? value : null;
