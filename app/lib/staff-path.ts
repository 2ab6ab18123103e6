/**
 * The staff pages: /admin and everything under it. Staff reading them are not visitors (no page
 * views), and they are the only documents that show something because of who asks (the staff
 * session cookie), so the only ones isolated from other origins' windows (server/security.ts).
 * The path is read the way the router reads it: without regard to case (/ADMIN/INBOX is the
 * inbox), with percent-encoded letters decoded (/%61dmin) and a trailing slash ignored, so no
 * spelling of a staff page escapes its headers. It imports nothing: the host imports it directly.
 */
export function isStaffPath(pathname: string): boolean {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // A malformed escape (/admin/%E0) is not decoded by the router either: read it as written.
  }
  const lower = path.toLowerCase();
  return lower === "/admin" || lower.startsWith("/admin/");
}
