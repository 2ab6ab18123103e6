// The whole database schema: one file per area, gathered here for Drizzle and drizzle-kit.
export * from "./schema/analytics";
export * from "./schema/billing";
export * from "./schema/leads";
export * from "./schema/staff";
