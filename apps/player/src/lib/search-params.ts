// Tiny validators for route search params (kept out of zod so the routes, which are in the
// first download, stay small). Anything malformed is dropped rather than failing the page.

export const optionalString = (value: unknown, max = 64): string | undefined =>
  typeof value === 'string' && value.length > 0 && value.length <= max
    ? value
    : typeof value === 'number'
      ? String(value)
      : undefined;

export const optionalPage = (value: unknown): number | undefined => {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isInteger(n) && n > 1 && n <= 100_000 ? n : undefined;
};

export const optionalCode = (value: unknown): string | undefined => {
  const s = optionalString(value, 40);
  return s && /^[A-Za-z0-9_-]+$/.test(s) ? s : undefined;
};

export function optionalOneOf<T extends string>(
  value: unknown,
  allowed: readonly T[],
): T | undefined {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value)
    ? (value as T)
    : undefined;
}

/** The search of a page with one paged list: ?page= (absent: 1). */
export const parsePageSearch = (raw: Record<string, unknown>): { page?: number } => {
  const page = optionalPage(raw.page);
  return page ? { page } : {};
};
