// drizzle-kit configuration: `npm run db:generate` writes SQL migrations from the schema.
// Pre-release rule: one init migration. After a schema change, delete src/server/db/migrations
// and generate again. Migrations are applied at start (src/server/db/database.ts) on PGlite
// and PostgreSQL alike, so write them to PostgreSQL 15 features with no extensions.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
  casing: 'snake_case',
});
