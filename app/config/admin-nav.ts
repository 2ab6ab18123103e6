/**
 * The admin area's sections, in nav order. Each is a child route of routes/admin.tsx, so it is
 * behind the staff session. The leads work adds Inbox (/admin/inbox), Vouchers (/admin/vouchers)
 * and Outbox (/admin/outbox) here and in app/routes.ts when it is merged.
 */
export const adminSections: readonly { to: string; label: string; end?: boolean }[] = [
  { to: "/admin", label: "Overview", end: true },
  { to: "/admin/quotes", label: "Quotes" },
  { to: "/admin/funnel", label: "Funnel" },
  { to: "/admin/security", label: "Security" },
];
