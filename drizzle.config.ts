import { defineConfig } from 'drizzle-kit';

// Migrations are generated from server/db/schema and committed; they are applied at start-up, never edited.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
  casing: 'snake_case',
});
