import { defineConfig } from "drizzle-kit";

// Only `drizzle-kit generate` uses this: it writes SQL migrations that start-up applies.
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema.ts",
  out: "./server/db/migrations",
});
