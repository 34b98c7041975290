import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema with `pnpm db:generate` and committed; the same
// files run on PGlite and on PostgreSQL at startup (src/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './drizzle',
});
