// The whole database schema: one file per area, gathered here for Drizzle and drizzle-kit.
export * from "./schema/analytics.server";
export * from "./schema/attendees.server";
export * from "./schema/billing.server";
export * from "./schema/booking.server";
export * from "./schema/event-members.server";
export * from "./schema/events.server";
export * from "./schema/invoices.server";
export * from "./schema/leads.server";
export * from "./schema/staff.server";
export * from "./schema/surveys.server";
export * from "./schema/workspaces.server";
