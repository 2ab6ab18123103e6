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
  /** The second action on a dark or brand background, next to an `onDark` button. */
  outlineOnDark:
    "inline-flex items-center rounded-full border border-white px-6 py-3 font-semibold text-white hover:bg-white/10",
  /** A small outlined control on a light background (a carousel's pause/play). */
  outlineSmall:
    "inline-flex items-center gap-2 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50",
  /** A round outlined icon button on a light background (a carousel's previous/next). */
  outlineIcon:
    "inline-flex h-11 w-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40",
  /** A round icon button laid over a picture (a slideshow's previous/next). */
  iconOnImage:
    "inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow hover:bg-white",
  /** A destructive action (cancel a booking): outlined in red, never filled. */
  danger:
    "inline-flex items-center justify-center gap-2 rounded-full border border-red-700 bg-white px-6 py-3 font-semibold text-red-800 transition hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60",
  small:
    "inline-flex items-center justify-center rounded-full bg-accent-700 px-4 py-2 text-sm font-semibold text-white transition hover:bg-accent-600",
} as const;

export const container = "mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8";
