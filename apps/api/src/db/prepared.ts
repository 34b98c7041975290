// Statements built once per database handle. Drizzle's query builder costs more CPU than the
// round trip of a small query (every call walks the whole query tree again), so the reads
// that run on every signed-in request are built the first time they are needed and reused;
// on PostgreSQL they are also prepared by name, once per connection, so the server skips
// parsing and planning them each time. `name` must be unique per statement text.
const statements = new WeakMap<object, Map<string, unknown>>();

export function prepared<T>(db: object, name: string, build: () => T): T {
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  let statement = byName.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build();
    byName.set(name, statement);
  }
  return statement;
}
