/** The public origin (no trailing slash) all absolute URLs are built on. */
export const publicOrigin: string = __PUBLIC_ORIGIN__;

export function absoluteUrl(path: string): string {
  return new URL(path, `${publicOrigin}/`).toString();
}
