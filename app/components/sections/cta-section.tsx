import type { ReactNode } from "react";
import { Link } from "react-router";
import { BookingButton } from "~/components/ui/booking-button";
import { buttonStyles, container } from "~/components/ui/styles";

type ButtonStyle = keyof typeof buttonStyles;

/**
 * One action of a call to action: a page of the site (`to`), or the shared booking action
 * (`booking`: the scheduler popup, a new-tab link without JavaScript). `style` replaces the
 * button the tone picks.
 */
export type CtaAction = { label: ReactNode; style?: ButtonStyle } & (
  | { to: string }
  | { booking: true; onBook?: () => void }
);

/**
 * `ink`: the ink panel of the split heroes; `brand`: deep indigo into night; `festive`: a
 * rust-to-rose gradient for seasonal pages; `light`: a pale brand tint. Each dark tone leads with
 * the coral primary button and follows with a white outline.
 */
export type CtaTone = "ink" | "brand" | "festive" | "light";

/**
 * `card`: a rounded panel in its own page-width section (the default). `inline`: the rounded
 * panel is itself the section, for a page that lays out its own column (margins in `className`).
 * `band`: a full-width ink strip with centred text and the coral button (no tone).
 */
export type CtaLayout = "card" | "inline" | "band";

interface Tone {
  panel: string;
  heading: string;
  text: string;
  primary: ButtonStyle;
  secondary: ButtonStyle;
  link: string;
  dark: boolean;
}

const onDark = {
  heading: "",
  primary: "primary",
  secondary: "outlineOnDark",
  link: "text-white",
  dark: true,
} as const;

const tones: Record<CtaTone, Tone> = {
  ink: { ...onDark, panel: "bg-ink text-white", text: "text-slate-300" },
  brand: {
    ...onDark,
    panel: "bg-gradient-to-br from-brand-800 to-night text-white",
    text: "text-indigo-50",
  },
  festive: {
    ...onDark,
    panel: "bg-gradient-to-br from-[#7c2d12] to-[#be123c] text-white",
    text: "text-rose-50",
  },
  light: {
    panel: "bg-brand-50",
    heading: "text-ink",
    text: "text-slate-700",
    primary: "primary",
    // The tinted button would vanish on the tinted panel: white with a hairline instead.
    secondary: "outline",
    link: "text-brand-700",
    dark: false,
  },
};

const band: Tone = {
  ...onDark,
  panel: "bg-ink text-white",
  text: "text-slate-300",
};

const layouts: Record<CtaLayout, { heading: string; text: string; actions: string }> = {
  card: {
    heading: "text-title font-bold",
    text: "mt-3 max-w-2xl text-lg",
    actions: "mt-8 flex flex-wrap gap-4",
  },
  inline: {
    heading: "text-title font-bold",
    text: "mt-4 max-w-2xl text-lg leading-8",
    actions: "mt-8 flex flex-wrap gap-4",
  },
  band: {
    heading: "text-title font-bold",
    text: "mx-auto mt-3 max-w-xl",
    actions: "mt-6 flex flex-wrap justify-center gap-4",
  },
};

const classes = (...names: string[]) => names.filter(Boolean).join(" ");

function ActionLink({ action, fallback }: { action: CtaAction; fallback: ButtonStyle }) {
  const className = buttonStyles[action.style ?? fallback];
  if ("booking" in action) {
    return (
      <BookingButton className={className} onBook={action.onBook}>
        {action.label}
      </BookingButton>
    );
  }
  return (
    <Link to={action.to} className={className}>
      {action.label}
    </Link>
  );
}

interface CtaSectionProps {
  /** The panel's h2. */
  heading: string;
  text: ReactNode;
  primary: CtaAction;
  secondary?: CtaAction;
  /** A quieter text link after the buttons. */
  link?: { label: string; to: string };
  tone?: CtaTone;
  layout?: CtaLayout;
  /** The heading's id: the section is then a region named by its heading. */
  id?: string;
  /** Extra classes for the outermost element (the margins of an `inline` panel). */
  className?: string;
}

/**
 * A call to action: a heading, a sentence and one or two buttons (a page link or the booking
 * action), optionally a text link.
 */
export function CtaSection({
  heading,
  text,
  primary,
  secondary,
  link,
  tone = "ink",
  layout = "card",
  id,
  className = "",
}: CtaSectionProps) {
  const colours = layout === "band" ? band : tones[tone];
  const sizes = layouts[layout];
  const body = (
    <>
      <h2 id={id} className={classes(sizes.heading, colours.heading)}>
        {heading}
      </h2>
      <p className={classes(sizes.text, colours.text)}>{text}</p>
      <div className={sizes.actions}>
        <ActionLink action={primary} fallback={colours.primary} />
        {secondary ? <ActionLink action={secondary} fallback={colours.secondary} /> : null}
        {link ? (
          <Link
            to={link.to}
            className={classes(
              "inline-flex items-center px-2 py-3 font-semibold underline underline-offset-4",
              colours.link,
            )}
          >
            {link.label}
          </Link>
        ) : null}
      </div>
    </>
  );
  const labelledBy = id ? { "aria-labelledby": id } : {};
  // Dark tones turn the focus ring sun-yellow (app.css) so it shows on them.
  const surface = colours.dark ? { "data-surface": "dark" } : {};
  const panel = classes("rounded-panel p-8 sm:p-12", colours.panel);

  if (layout === "band") {
    return (
      <section className={classes(colours.panel, className)} {...labelledBy} {...surface}>
        <div className={`${container} py-14 text-center`}>{body}</div>
      </section>
    );
  }
  if (layout === "inline") {
    return (
      <section className={classes(panel, className)} {...labelledBy} {...surface}>
        {body}
      </section>
    );
  }
  return (
    <section className={classes(container, "py-14", className)} {...labelledBy}>
      <div className={panel} {...surface}>
        {body}
      </div>
    </section>
  );
}
