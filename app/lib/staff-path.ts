/**
 * The staff pages: /admin and everything under it. Staff reading them are not visitors (no page
 * views), and they are the only documents that show something because of who asks (the staff
 * session cookie), so the only ones isolated from other origins' windows (server/security.ts).
 */
export function isStaffPath(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}
