/**
 * The admin area's sections, in nav order. Each is a child route of routes/admin.tsx, so it is
 * behind the staff session.
 */
export const adminSections: readonly { to: string; label: string; end?: boolean }[] = [
  { to: "/admin", label: "Overview", end: true },
  { to: "/admin/inbox", label: "Inbox" },
  { to: "/admin/bookings", label: "Bookings" },
  { to: "/admin/events", label: "Events" },
  { to: "/admin/invoices", label: "Invoices" },
  { to: "/admin/reviews", label: "Reviews" },
  { to: "/admin/vendor-pack", label: "Vendor pack" },
  { to: "/admin/availability", label: "Availability" },
  { to: "/admin/quotes", label: "Quotes" },
  { to: "/admin/vouchers", label: "Vouchers" },
  { to: "/admin/outbox", label: "Outbox" },
  { to: "/admin/funnel", label: "Funnel" },
  { to: "/admin/security", label: "Security" },
];
