/**
 * The price engine (docs/decisions/054-one-price-engine.md): every price the site shows or charges
 * comes from here. Pure: no I/O, no clock unless given one. Amounts are integer cents.
 *
 * An event costs its people at the activity's per-person rate (the rate falls as the team grows),
 * raised to the minimum event fee when that is higher, plus each add-on once, plus the rush fee
 * when the event is sooner than the standard notice, less the first-event voucher's upgrade.
 * The deposit is a share of the total; the balance is the rest.
 */
import { site } from "../config/site.ts";
import { parseHeadcount } from "./headcount.ts";
import { formatCents, formatDollars } from "./money.ts";

/** The minimum event fee: a small team pays this for the event instead of headcount × rate. */
export const MINIMUM_EVENT_FEE_CENTS = 50_000;
/** The rush fee, charged once when the event starts sooner than the standard notice. */
export const RUSH_FEE_CENTS = 15_000;
/** The standard notice: events booked at least this many days ahead pay no rush fee. */
export const STANDARD_NOTICE_DAYS = 14;
export const RUSH_FEE_LABEL = `Rush fee (under ${STANDARD_NOTICE_DAYS} days' notice)`;

/** Headcount bands of the per-person rate: up to 30 the top rate, 31–80 the midpoint, 81+ the lowest. */
export const RATE_BANDS = { smallUpTo: 30, midUpTo: 80 } as const;

export type AddOnId = "kits" | "awards" | "premium_host" | "extra_time" | "branding";

export interface AddOnRule {
  id: AddOnId;
  label: string;
  /** Cents: per person when `perPerson`, otherwise once per event. */
  cents: number;
  perPerson: boolean;
  /** What it is, for the add-on cards. */
  text: string;
}

/** The one list of add-ons, in display order: every page, the voucher and quotes price from it. */
export const addOnRules = [
  {
    id: "kits",
    label: "Event kits",
    cents: 3_000,
    perPerson: true,
    text: "Snacks and props shipped to every player, shipping included.",
  },
  {
    id: "awards",
    label: "Awards ceremony",
    cents: 25_000,
    perPerson: false,
    text: "Trophies, titles and a finale for the winners.",
  },
  {
    id: "premium_host",
    label: "Premium host",
    cents: 30_000,
    perPerson: false,
    text: "Our most experienced hosts for high-stakes events.",
  },
  {
    id: "extra_time",
    label: "Extra 30 minutes",
    cents: 15_000,
    perPerson: false,
    text: "More rounds, or time for a proper wrap-up.",
  },
  {
    id: "branding",
    label: "Custom theme and branding",
    cents: 20_000,
    perPerson: false,
    text: "Questions, visuals and your brand built around your company.",
  },
] as const satisfies readonly AddOnRule[];

export const addOnIds: readonly AddOnId[] = addOnRules.map((rule) => rule.id);

export function addOnRule(id: string): AddOnRule | undefined {
  return addOnRules.find((rule) => rule.id === id);
}

/** The voucher's upgrades: one of these add-ons free on the first event. */
export const voucherUpgradeIds = ["branding", "extra_time", "awards"] as const satisfies readonly AddOnId[];
export type VoucherUpgradeId = (typeof voucherUpgradeIds)[number];

/** An activity as the engine prices it: its per-person rates (cents) and the headcounts it takes. */
export interface PricedActivity {
  id: string;
  title: string;
  /** The lowest rate (81+ people). */
  rateFromCents: number;
  /** The highest rate (up to 30 people). */
  rateUpToCents: number;
  headcountMin: number;
  headcountMax: number;
  /** The event kit is part of the activity: the engine always prices it (Tiny Campfire). */
  kitIncluded?: boolean | undefined;
}

/** The per-person rate for a headcount: the top rate up to 30 people, the midpoint to 80, the lowest from 81. */
export function rateCents(
  activity: Pick<PricedActivity, "rateFromCents" | "rateUpToCents">,
  headcount: number,
) {
  if (headcount <= RATE_BANDS.smallUpTo) return activity.rateUpToCents;
  if (headcount <= RATE_BANDS.midUpTo)
    return Math.round((activity.rateFromCents + activity.rateUpToCents) / 2);
  return activity.rateFromCents;
}

/**
 * What the largest team of a dearer band pays, for a headcount just past it: a bigger team never
 * pays less in total (31 people at $50 would be $1,550, below 30 at $65, $1,950), and as the
 * price stays put while the team grows, never more per person. Null inside the first band.
 */
export function bandFloor(
  activity: Pick<PricedActivity, "rateFromCents" | "rateUpToCents">,
  headcount: number,
): { headcount: number; cents: number } | null {
  let floor: { headcount: number; cents: number } | null = null;
  for (const top of [RATE_BANDS.smallUpTo, RATE_BANDS.midUpTo]) {
    if (top >= headcount) continue;
    const cents = top * rateCents(activity, top);
    if (!floor || cents > floor.cents) floor = { headcount: top, cents };
  }
  return floor;
}

export type PriceLine =
  | { kind: "people"; label: string; headcount: number; rateCents: number; cents: number }
  | {
      kind: "band";
      label: string;
      headcount: number;
      rateCents: number;
      /** headcount × rate, below what the largest team of a dearer band pays: charged that instead. */
      byHeadcountCents: number;
      /** That team: the last headcount of the band above (30 or 80 people). */
      bandHeadcount: number;
      cents: number;
    }
  | {
      kind: "minimum";
      label: string;
      headcount: number;
      rateCents: number;
      /** headcount × rate, below the minimum event fee charged instead. */
      byHeadcountCents: number;
      cents: number;
    }
  | { kind: "addon"; id: AddOnId; label: string; quantity: number; unitCents: number; cents: number }
  | { kind: "rush"; label: string; cents: number }
  | { kind: "voucher"; id: VoucherUpgradeId; label: string; cents: number };

export interface EventPriceInput {
  activity: PricedActivity;
  headcount: number;
  addOns?: readonly string[];
  /**
   * The notice: the event's start and the moment of booking, or `rush: true` when the buyer
   * states the event is sooner than the standard notice (a quote without a date).
   */
  notice?: { eventStart: Date; now: Date } | { rush: boolean };
  /** The first-event voucher's upgrade: that add-on is included free, once. */
  voucher?: { upgrade: VoucherUpgradeId } | null;
  depositPercent?: number;
}

export interface EventPrice {
  lines: PriceLine[];
  rateCents: number;
  /** The event fee: max(headcount × rate, minimum event fee). */
  eventCents: number;
  minimumApplied: boolean;
  addOnsCents: number;
  rushCents: number;
  /** What the voucher takes off (a positive number). */
  discountCents: number;
  /** Sum of the lines before the discount. */
  subtotalCents: number;
  totalCents: number;
  depositPercent: number;
  depositCents: number;
  balanceCents: number;
}

/** A refusal that names the input at fault, for a form to show beside it. */
export class PriceInputError extends RangeError {
  readonly field: "headcount" | "addOns" | "voucher";
  constructor(field: "headcount" | "addOns" | "voucher", message: string) {
    super(message);
    this.field = field;
    this.name = "PriceInputError";
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function isRush(notice: EventPriceInput["notice"]): boolean {
  if (!notice) return false;
  if ("rush" in notice) return notice.rush;
  return notice.eventStart.getTime() - notice.now.getTime() < STANDARD_NOTICE_DAYS * DAY_MS;
}

export function depositCents(totalCents: number, percent: number): number {
  return Math.round((totalCents * percent) / 100);
}

/** Prices one event. Throws PriceInputError for a headcount outside the activity's range or an unknown add-on. */
export function priceEvent(input: EventPriceInput): EventPrice {
  const { activity, headcount } = input;
  const counted = parseHeadcount(activity, headcount);
  if (!counted.ok) throw new PriceInputError("headcount", counted.error);
  const rate = rateCents(activity, headcount);
  const byHeadcountCents = headcount * rate;
  const band = bandFloor(activity, headcount);
  const minimumApplied = Math.max(byHeadcountCents, band?.cents ?? 0) < MINIMUM_EVENT_FEE_CENTS;
  const event: PriceLine = minimumApplied
    ? {
        kind: "minimum",
        label: "Minimum event fee",
        headcount,
        rateCents: rate,
        byHeadcountCents,
        cents: MINIMUM_EVENT_FEE_CENTS,
      }
    : band && band.cents > byHeadcountCents
      ? {
          kind: "band",
          label: `${headcount} people at the ${band.headcount}-person price`,
          headcount,
          rateCents: rate,
          byHeadcountCents,
          bandHeadcount: band.headcount,
          cents: band.cents,
        }
      : { kind: "people", label: `${headcount} people`, headcount, rateCents: rate, cents: byHeadcountCents };

  const wanted = new Set(input.addOns ?? []);
  if (activity.kitIncluded) wanted.add("kits");
  const upgrade = input.voucher?.upgrade;
  if (upgrade !== undefined) {
    if (!(voucherUpgradeIds as readonly string[]).includes(upgrade)) {
      throw new PriceInputError("voucher", "Choose the voucher's upgrade from the list.");
    }
    wanted.add(upgrade);
  }
  for (const id of wanted) {
    if (!addOnRule(id)) throw new PriceInputError("addOns", `"${id}" is not an add-on we offer.`);
  }
  // In the list's order, each once.
  const addOns: PriceLine[] = addOnRules
    .filter((rule) => wanted.has(rule.id))
    .map((rule) => {
      const quantity = rule.perPerson ? headcount : 1;
      return {
        kind: "addon",
        id: rule.id,
        label:
          rule.id === "kits" && activity.kitIncluded
            ? `${rule.label}, part of ${activity.title}`
            : rule.label,
        quantity,
        unitCents: rule.cents,
        cents: rule.cents * quantity,
      };
    });
  const rush: PriceLine[] = isRush(input.notice)
    ? [{ kind: "rush", label: RUSH_FEE_LABEL, cents: RUSH_FEE_CENTS }]
    : [];
  const subtotalCents = [event, ...addOns, ...rush].reduce((sum, line) => sum + line.cents, 0);

  const upgraded =
    upgrade === undefined ? undefined : addOns.find((line) => line.kind === "addon" && line.id === upgrade);
  const voucher: PriceLine[] =
    upgrade !== undefined && upgraded
      ? [
          {
            kind: "voucher",
            id: upgrade,
            label: `First-event upgrade: ${upgraded.label}`,
            cents: -upgraded.cents,
          },
        ]
      : [];
  const discountCents = voucher.reduce((sum, line) => sum - line.cents, 0);
  const totalCents = subtotalCents - discountCents;
  const percent = input.depositPercent ?? site.deposit.percent;
  const deposit = depositCents(totalCents, percent);
  return {
    lines: [event, ...addOns, ...rush, ...voucher],
    rateCents: rate,
    eventCents: event.cents,
    minimumApplied,
    addOnsCents: addOns.reduce((sum, line) => sum + line.cents, 0),
    rushCents: rush.reduce((sum, line) => sum + line.cents, 0),
    discountCents,
    subtotalCents,
    totalCents,
    depositPercent: percent,
    depositCents: deposit,
    balanceCents: totalCents - deposit,
  };
}

/** Express shipping for each event kit whose address came after the deadline (app/domain/kits.ts). */
export const RUSH_KIT_CENTS = 2_500;

/**
 * The rush kits of an event: one line for the kits whose shipping addresses came after the
 * deadline, each at `RUSH_KIT_CENTS` on top of the kit already priced; null when there are none.
 * The organiser's attendee page states it and the balance after the event carries it.
 */
export function rushKitLine(count: number): Extract<PriceLine, { kind: "rush" }> | null {
  if (!Number.isInteger(count) || count <= 0) return null;
  return {
    kind: "rush",
    label: `Rush kit shipping, ${count} ${count === 1 ? "address" : "addresses"} after the deadline (${count} × ${formatPrice(RUSH_KIT_CENTS)})`,
    cents: count * RUSH_KIT_CENTS,
  };
}

/** The total for an activity and headcount alone (no add-ons, standard notice): "For 40 people: $2,000". */
export function eventTotalCents(activity: PricedActivity, headcount: number): number {
  return priceEvent({ activity, headcount }).totalCents;
}

/** The headcount the activity pages and cards quote, moved into the activity's range. */
export const SAMPLE_HEADCOUNT = 40;
export function sampleHeadcount(activity: Pick<PricedActivity, "headcountMin" | "headcountMax">): number {
  return Math.min(activity.headcountMax, Math.max(activity.headcountMin, SAMPLE_HEADCOUNT));
}

/** "$1,234" for whole dollars, "$1,234.50" otherwise. */
export function formatPrice(cents: number): string {
  return cents % 100 === 0 ? formatDollars(cents / 100) : formatCents(cents);
}

/** "For 40 people: $2,000" for the activity's sample headcount. */
export function samplePriceLabel(activity: PricedActivity): string {
  const headcount = sampleHeadcount(activity);
  return `For ${headcount} people: ${formatPrice(eventTotalCents(activity, headcount))}`;
}

/** An add-on's price as its card writes it: "+$250" or "+$30 per person". */
export function addOnPriceLabel(rule: Pick<AddOnRule, "cents" | "perPerson">): string {
  return `+${formatPrice(rule.cents)}${rule.perPerson ? " per person" : ""}`;
}
