import { defineConfig } from "drizzle-kit";

// Only `drizzle-kit generate` uses this: it writes SQL migrations that start-up applies.
export default defineConfig({
  dialect: "postgresql",
  schema: "./app/server/db/schema.server.ts",
  out: "./app/server/db/migrations",
});
