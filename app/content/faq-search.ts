import type { FaqGroup } from "./faq";

/** Every word of the query must appear in the question or the answer (case-insensitive). */
export function filterFaqGroups(groups: readonly FaqGroup[], query: string): FaqGroup[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...groups];
  return groups
    .map((group) => ({
      ...group,
      items: group.items.filter((item) => {
        const text = `${item.q} ${item.a}`.toLowerCase();
        return words.every((word) => text.includes(word));
      }),
    }))
    .filter((group) => group.items.length > 0);
}

/** The longest search kept from a URL or typed in the field. */
export const FAQ_QUERY_MAX = 100;

/** The search in a help-center URL (`?q=`), cut to `FAQ_QUERY_MAX` characters. */
export function faqQueryFromSearchParams(params: URLSearchParams): string {
  return (params.get("q") ?? "").slice(0, FAQ_QUERY_MAX);
}

/** The URL search for a query: "" when it has no words, so the plain page stays the plain URL. */
export function faqQueryToSearch(query: string): string {
  return query.trim() ? `?${new URLSearchParams({ q: query })}` : "";
}
