const base = "https://rallyroom.invalid";

/**
 * A "way back" link from a query string or form field, or null. Only a path on this site
 * passes: control characters and whitespace are removed first (browsers drop tab, CR and LF
 * inside URLs, so `/\t/evil.example` would become `//evil.example`), backslashes are refused
 * (browsers read them as slashes), and the result is what the WHATWG URL parser makes of it,
 * which must stay on this origin and must not itself start with `//`.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length > 500) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  const cleaned = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, "");
  if (!cleaned.startsWith("/") || cleaned.startsWith("//") || cleaned.includes("\\")) return null;
  let url: URL;
  try {
    url = new URL(cleaned, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!path.startsWith("/") || path.startsWith("//")) return null;
  // Prerendered pages may report their path with a trailing slash: link to the canonical one.
  return path.slice(0, 300).replace(/(.)\/+(\?|#|$)/, "$1$2");
}
