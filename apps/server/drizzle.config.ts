// drizzle-kit configuration: `pnpm --filter @gratia/server db:generate` writes SQL migrations to ./drizzle.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
