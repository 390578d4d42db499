import { defineConfig } from 'drizzle-kit';

/** The PostgreSQL schema (issue 28, docs/decisions/145); SQLite's config and migrations stay in drizzle.config.ts. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './api/db/schema-pg/*.ts',
  out: './migrations/pg',
});
