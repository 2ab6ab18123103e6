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
