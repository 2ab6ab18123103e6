/** The WCAG levels every page is held to, and axe's best practices, for the end-to-end accessibility checks. */
export const axeTags: string[] = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
