/** Shared class lists for the site's controls, so every button looks and behaves alike. */
export const buttonStyles = {
  primary:
    "inline-flex items-center justify-center gap-2 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm transition hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60",
  accent:
    "inline-flex items-center justify-center gap-2 rounded-full bg-accent-700 px-6 py-3 font-semibold text-white shadow-sm transition hover:bg-accent-600 disabled:cursor-not-allowed disabled:opacity-60",
  secondary:
    "inline-flex items-center justify-center gap-2 rounded-full border border-brand-700 bg-white px-6 py-3 font-semibold text-brand-700 transition hover:bg-brand-50",
  onDark:
    "inline-flex items-center justify-center gap-2 rounded-full bg-white px-6 py-3 font-semibold text-brand-800 shadow-sm transition hover:bg-brand-50",
  small:
    "inline-flex items-center justify-center rounded-full bg-accent-700 px-4 py-2 text-sm font-semibold text-white transition hover:bg-accent-600",
} as const;

export const container = "mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8";
