// Bulk writes as one statement with one parameter per column: an array literal that the SQL
// unnests (`unnest(${pgArray(ids)}::int[], ...)`). Parsing and binding stay small whatever the
// number of rows, unlike a multi-row VALUES with a parameter per cell.
import { type SQL, sql } from 'drizzle-orm';

type Cell = string | number | bigint | boolean | null;

const quote = (value: Cell): string => {
  if (value === null) return 'NULL';
  const text = typeof value === 'string' ? value : String(value);
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
};

/** A PostgreSQL array literal of `values` (strings quoted and escaped, nulls as NULL). */
export function pgArrayLiteral(values: readonly Cell[]): string {
  return `{${values.map(quote).join(',')}}`;
}

/** `values` as a typed array parameter: `arrayOf(ids, 'int')` is `$1::int[]`. */
export function arrayOf(values: readonly Cell[], type: string): SQL {
  if (!/^[a-z]+$/.test(type)) throw new Error(`bad array type ${type}`);
  return sql`${pgArrayLiteral(values)}::${sql.raw(type)}[]`;
}

/**
 * One typed array parameter a column, picked from each of `rows` and joined with `, `: the
 * argument list of an `unnest(...)` that turns the rows back into a set.
 */
export function columnsOf<R>(
  rows: readonly R[],
  columns: readonly (readonly [pick: (row: R, index: number) => Cell, type: string])[],
): SQL {
  return sql.join(
    columns.map(([pick, type]) => arrayOf(rows.map(pick), type)),
    sql`, `,
  );
}
