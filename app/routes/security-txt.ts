import { absoluteUrl } from "~/config/origin";
import { securityTxt } from "~/content/security-txt";

/** RFC 9116's file, as plain text; Expires follows the build date (app/content/security-txt.ts). */
export function loader() {
  return new Response(securityTxt({ buildDate: __BUILD_DATE__, absoluteUrl }), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
