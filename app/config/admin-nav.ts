/**
 * The admin area's sections, in nav order. Each is a child route of routes/admin.tsx, so it is
 * behind the staff session; past the overview, a section's path is its label in lower case.
 */
export const adminSections: readonly { to: string; label: string; end?: boolean }[] = [
  { to: "/admin", label: "Overview", end: true },
  ...["Inbox", "Bookings", "Availability", "Quotes", "Vouchers", "Outbox", "Funnel", "Security"].map(
    (label) => ({ to: `/admin/${label.toLowerCase()}`, label }),
  ),
];
