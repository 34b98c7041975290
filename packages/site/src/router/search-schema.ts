import type { SearchSchemaInput } from '@tanstack/react-router';

/**
 * A route's `validateSearch` made from a lenient parser: a bad value falls back to its default
 * (never an error page), and a link or a navigation to the route may leave out any field.
 *
 * The router lays a route's result over the raw search of the address, so a key the parser
 * leaves out (a default, a bad value, an unknown key) would still reach the page as typed in
 * the address. Each such key is set to undefined here: the page reads exactly what the parser
 * returned, and the next navigation drops it from the address. (Neither app nests one route
 * with a search schema inside another.)
 */
export function searchSchema<T extends object>(parse: (raw: Record<string, unknown>) => T) {
  return (raw: Partial<T> & SearchSchemaInput): T => {
    const input = raw as Record<string, unknown>;
    const parsed = parse(input);
    const dropped: Record<string, undefined> = {};
    for (const key of Object.keys(input)) if (!(key in parsed)) dropped[key] = undefined;
    return { ...dropped, ...parsed };
  };
}
