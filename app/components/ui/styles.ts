/**
 * The design system's class lists (docs/design-system.md): one button family and one card
 * family, so every control and panel looks and behaves alike. Colours come from the tokens in
 * app.css; every text colour here meets WCAG AA on its own background.
 */

const control =
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition-colors disabled:cursor-not-allowed disabled:opacity-60";
const regular = "min-h-12 px-6 py-3 text-base";
/**
 * The same control for a long label that must fit a phone (a full-width submit, a button naming
 * an email address): it may wrap onto a second line, centred, instead of widening the page.
 */
const wrapping =
  "inline-flex flex-wrap items-center justify-center gap-x-2 rounded-full text-center font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60";
const compact = "min-h-10 px-4 py-2 text-sm";

/** Fills and borders, each on its own background. */
const looks = {
  /** Coral with ink text (6.5:1): the one action a page wants most. */
  primary: "bg-accent-500 text-ink shadow-sm hover:bg-accent-600",
  /** Indigo tint, deep indigo text (8.9:1): the second action, beside the coral one. */
  secondary: "border border-brand-200 bg-brand-50 text-brand-800 hover:border-brand-300 hover:bg-brand-100",
  /** Neutral hairline and ink text: a utility action (copy, filter, back) that is not a goal. */
  outline: "border border-slate-300 bg-white text-ink hover:border-slate-400 hover:bg-paper",
  /** The least weight: text that becomes a pill on hover. */
  ghost: "text-brand-800 hover:bg-brand-50",
  /** White with ink text, on ink, night or a photo-like colour. */
  onDark: "bg-white text-ink shadow-sm hover:bg-brand-50",
  /** Outlined in white on a dark surface, next to an `onDark` or `primary` button. */
  outlineOnDark: "border border-white/80 text-white hover:bg-white/10",
  /** Outlined in red, never filled: an action that cannot be undone. */
  danger: "border border-red-700 bg-white text-red-800 hover:bg-red-50",
} as const;

export const buttonStyles = {
  primary: `${control} ${regular} ${looks.primary}`,
  secondary: `${control} ${regular} ${looks.secondary}`,
  outline: `${control} ${regular} ${looks.outline}`,
  ghost: `${control} ${regular} ${looks.ghost}`,
  onDark: `${control} ${regular} ${looks.onDark}`,
  outlineOnDark: `${control} ${regular} ${looks.outlineOnDark}`,
  danger: `${control} ${regular} ${looks.danger}`,
  /** The primary action at the small size (the banner's and header's booking button). */
  small: `${control} ${compact} ${looks.primary}`,
  secondarySmall: `${control} ${compact} ${looks.secondary}`,
  /** A small outlined control on a light background (a carousel's pause/play). */
  outlineSmall: `${control} ${compact} border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50`,
  ghostSmall: `${control} ${compact} ${looks.ghost}`,
  /** A round outlined icon button on a light background (a carousel's previous/next). */
  outlineIcon:
    "inline-flex h-11 w-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 shadow-sm transition-colors hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40",
  /** A round icon button laid over a picture (a slideshow's previous/next). */
  iconOnImage:
    "inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/90 text-ink shadow hover:bg-white",
  /** `primary` with a label that may wrap on a narrow screen. */
  primaryWrap: `${wrapping} ${regular} ${looks.primary}`,
  /** `secondary` with a label that may wrap on a narrow screen. */
  secondaryWrap: `${wrapping} ${regular} ${looks.secondary}`,
  /** Former name of `primary`, kept so existing callers keep the coral action. */
  accent: `${control} ${regular} ${looks.primary}`,
} as const;

/**
 * Cards: white on a hairline border with a low shadow (`base`), the same lifting on hover when the
 * whole card is a link (`interactive`), a tinted panel without a border (`tint`) and a glass
 * panel on dark surfaces (`onDark`). Padding is the caller's (`p-5`/`p-6`), as layouts differ.
 */
export const cardStyles = {
  base: "rounded-card border border-line bg-white shadow-card",
  interactive:
    "rounded-card border border-line bg-white shadow-card transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-lift",
  tint: "rounded-card bg-brand-50",
  onDark: "rounded-card bg-white/10 ring-1 ring-white/15",
  /** A large panel (a form, a call to action). */
  panel: "rounded-panel border border-line bg-white shadow-card",
} as const;

/** A small uppercase label above a heading. */
export const eyebrow = "text-eyebrow font-bold uppercase";

export const container = "mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8";
