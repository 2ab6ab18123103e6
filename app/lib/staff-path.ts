/**
 * The staff pages: /admin and everything under it. Staff reading them are not visitors (no page
 * views), and they are the only documents that show something because of who asks (the staff
 * session cookie), so the only ones isolated from other origins' windows (server/security.ts).
 * visitBoot (visit-boot.ts) repeats the test: it is written into pages by its source and imports
 * nothing.
 */
export function isStaffPath(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}
