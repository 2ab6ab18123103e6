/**
 * The brand palette (the same colours as the @theme tokens in app/app.css) for the artwork and
 * documents the scripts draw, which cannot read CSS variables: the SVG scenes and the PDFs.
 */
export const brandPalette = {
  ink: "#0E1330",
  night: "#1B1F4B",
  indigo: "#4F46E5",
  deep: "#3730A3",
  tint: "#EEF2FF",
  coral: "#F97316",
  coralDeep: "#EA580C",
  sun: "#FBBF24",
  mint: "#10B981",
  sky: "#38BDF8",
  rose: "#F43F5E",
  paper: "#F8FAFC",
  line: "#E2E8F0",
  slate: "#64748B",
} as const;
