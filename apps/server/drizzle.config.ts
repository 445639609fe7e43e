import { defineConfig } from "drizzle-kit";

/**
 * `pnpm --filter @qisi/server db:generate` writes the next migration (src/db/migrations/NNNN_name.sql)
 * from the difference between src/db/schema.ts and the last snapshot in src/db/migrations/meta/.
 * src/db/migrate.ts applies the files at every start, in name order, each once.
 */
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema.ts",
  out: "./src/db/migrations",
});
