import { contactStatus, telHref } from "./contacts.ts";

/**
 * The public email and phone: CONTACT_EMAIL and CONTACT_PHONE at build time (vite.config.ts), else
 * the placeholders below, which production start-up warns about and /health reports. Scripts run
 * by Node without the build (the PDFs) see the placeholders.
 */
const configuredEmail = typeof __CONTACT_EMAIL__ === "string" ? __CONTACT_EMAIL__ : null;
const configuredPhone = typeof __CONTACT_PHONE__ === "string" ? __CONTACT_PHONE__ : null;
const phoneDisplay = configuredPhone ?? "1-800-555-0142";

/** The booking limits of `site.scheduler.limits`: counts, and minutes for the hold. */
export interface BookingLimits {
  perEmail: number;
  perDomain: number;
  perAddress: number;
  confirmFromDomainCount: number;
  dailyUnverified: number;
  maxPending: number;
  pendingHoldMinutes: number;
}

/** The admission limits of the event checkout, `site.events.limits` (decision 064). */
export interface EventLimits {
  perEmail: number;
  perDomain: number;
  perAddress: number;
  unconfirmedHolds: number;
  siteUnconfirmed: number;
  codeMinutes: number;
}

/** The account a bank transfer (ACH or wire) of an invoice goes to (`site.invoicing.bank`). */
export interface InvoiceBank {
  bankName: string;
  accountName: string;
  /** The 9-digit ABA routing number. */
  routingNumber: string;
  accountNumber: string;
  /** For international wires; optional. */
  swift: string | null;
}

/** Who draws the booking calendar: Rallyroom's own scheduler, or the third-party widget. */
export type SchedulerProvider = "native" | "calendly";

/**
 * The one place an operator changes what the business is: names, contacts, links and the
 * numbers the rules run on. Secrets never live here (see server/env.ts).
 */
export const site = {
  name: "Rallyroom",
  slug: "rallyroom",
  tagline: "Bringing remote and hybrid teams together through live-hosted virtual experiences.",
  /** Public origin for canonical, Open Graph and sitemap URLs; PUBLIC_ORIGIN overrides it. */
  defaultOrigin: "http://localhost:3000",
  /** hello, support and careers are public (CONTACT_EMAIL sets all three); team gets the notifications. */
  email: {
    hello: configuredEmail ?? "hello@rallyroom.example",
    support: configuredEmail ?? "support@rallyroom.example",
    careers: configuredEmail ?? "careers@rallyroom.example",
    team: "team@rallyroom.example",
  },
  /**
   * Messages one outside address is sent in any hour, whatever form asked for them; the rest wait
   * in the admin's outbox as "suppressed" (decision 064). A buyer's busiest hour (booking, code,
   * payment, a change) stays under it; a script mailing one victim meets it at once.
   */
  emailCap: { perRecipientHourly: 6 },
  phone: { display: phoneDisplay, tel: telHref(configuredPhone ?? "+1 800 555 0142") },
  postalAddress: "Rallyroom, 548 Market St, Suite 300, San Francisco, CA 94104, USA",
  supportHours: [
    { days: "Monday – Friday", hours: "9 AM – 6 PM EST" },
    { days: "Saturday", hours: "10 AM – 4 PM EST" },
    { days: "Sunday", hours: "Closed" },
  ],
  social: {
    linkedin: "https://www.linkedin.com/company/rallyroom",
    instagram: "https://www.instagram.com/rallyroom",
    tiktok: "https://www.tiktok.com/@rallyroom",
  },
  /** 15-minute intro call: the popup widget and its fallback link. */
  booking: {
    url: "https://calendly.com/rallyroom/intro-call-15",
    widgetScript: "https://assets.calendly.com/assets/external/widget.js",
    widgetStylesheet: "https://assets.calendly.com/assets/external/widget.css",
    scriptId: "rallyroom-scheduler-widget",
  },
  /** 30-minute live demo, embedded on /book-live-demo. */
  demo: { url: "https://calendly.com/rallyroom/live-demo-30", embedHeight: 700 },
  /**
   * Booking calls and demos. `provider: "native"` is Rallyroom's own scheduler (/book/:type, the
   * booking dialog, docs/decisions/030-native-booking.md); "calendly" switches every booking
   * button and /book-live-demo back to the third-party widget at `booking.url` and `demo.url`.
   * Times of day are in each host's time zone; the team calendar keeps the business time zone.
   */
  scheduler: {
    provider: "native" as SchedulerProvider,
    meetingTypes: {
      intro: { name: "15-minute intro call", minutes: 15, stepMinutes: 15 },
      demo: { name: "30-minute live demo", minutes: 30, stepMinutes: 30 },
    },
    /** Free time a host keeps after each meeting. */
    bufferMinutes: 10,
    /** The earliest a visitor may book, counted from now. */
    minimumNoticeMinutes: 240,
    /** How far ahead a visitor may book. */
    horizonDays: 60,
    /** The reminder email goes this long before the meeting. */
    reminderHoursBefore: 24,
    /**
     * What one booker may hold, and when a booking waits for its email to be confirmed
     * (docs/decisions/043-booking-limits-and-sign-in-throttle.md). "Held" counts the future
     * bookings that are confirmed or still pending. A real buyer books one or two meetings; a
     * script filling the calendar meets these within a few requests, whatever addresses it rotates.
     */
    limits: {
      /** Future bookings one email address may hold at once. */
      perEmail: 2,
      /** Future bookings one email domain (its registrable part) may hold at once. */
      perDomain: 4,
      /** Future bookings one client address may hold at once. */
      perAddress: 10,
      /** From this many held by the domain already, a new booking waits for email confirmation. */
      confirmFromDomainCount: 2,
      /**
       * Bookings final at once in any 24 hours across the whole calendar from addresses that never
       * confirmed an email with us; past it, every new booker confirms by email first.
       */
      dailyUnverified: 10,
      /** Meeting holds waiting for their email's click at once, across the calendar. */
      maxPending: 6,
      /** How long a booking waiting for confirmation holds its time. */
      pendingHoldMinutes: 20,
    } satisfies BookingLimits,
    /** The calendar that takes bookings out of the box, until staff add their own. */
    teamCalendar: {
      name: "Rallyroom team",
      /** The host profile (content/hosts/<slug>.md) who answers it: bookings name this person. */
      person: "nadia-okafor",
      weeklyHours: {
        mon: [{ start: "09:00", end: "17:00" }],
        tue: [{ start: "09:00", end: "17:00" }],
        wed: [{ start: "09:00", end: "17:00" }],
        thu: [{ start: "09:00", end: "17:00" }],
        fri: [{ start: "09:00", end: "17:00" }],
        sat: [],
        sun: [],
      },
    },
  },
  /**
   * Events bought at checkout (/activities/:slug/book, decision 057). Hosts run them inside their
   * calendar's weekly hours; the notice is the one rule of the booking policy: at least
   * `minimumNoticeHours` ahead (a rush fee under the price engine's standard notice), and
   * `kitNoticeDays` when event kits must ship. The hold keeps the time while the buyer pays.
   */
  events: {
    stepMinutes: 30,
    bufferMinutes: 30,
    minimumNoticeHours: 48,
    /** Kits ship in the US in three weeks (abroad four, app/content/facts.ts): the one kit notice. */
    kitNoticeDays: 21,
    horizonDays: 180,
    /** How long a card checkout holds the time; its payment page closes `checkoutMinutes` in. */
    holdMinutes: 35,
    /** Stripe's Checkout stays open 30 minutes at the least; closing before the hold ends means
     * every payment lands while the time is still held. */
    checkoutMinutes: 31,
    /**
     * An event booked by invoice whose deposit has not arrived is withdrawn by the system
     * (decision 063): `invoiceWithdrawDays` after booking, or when the event's notice before its
     * start begins (48 hours; the kit notice with kits) if that is sooner, but never sooner than
     * `invoiceGraceHours` after booking. app/domain/deposit-invoice.ts computes it.
     */
    invoiceWithdrawDays: 7,
    invoiceGraceHours: 24,
    /**
     * Who may hold event time (decision 064). "Unpaid" counts the future events held at checkout
     * or invoiced and not yet paid; a paid deposit never counts against anyone. An email nobody
     * has confirmed holds `unconfirmedHolds` at once; past that, or once `siteUnconfirmed` such
     * events are live across the site, the checkout first asks for the code it emails.
     */
    limits: {
      /** Unpaid events one email address may hold at once. */
      perEmail: 3,
      /** Unpaid events one email domain (its registrable part) may hold at once. */
      perDomain: 6,
      /** Unpaid events one client address (an IPv6 /64) may hold at once. */
      perAddress: 6,
      /** Unpaid events an email that never confirmed with us holds before its code is asked. */
      unconfirmedHolds: 1,
      /** Unpaid events of unconfirmed emails live across the site before every new one is asked. */
      siteUnconfirmed: 10,
      /** How long an emailed code works. */
      codeMinutes: 15,
    } satisfies EventLimits,
  },
  /**
   * The people who play at a booked event (issue 41, decision 069): the organiser invites them
   * once the deposit is paid or the invoice issued; each has a personal link to their page.
   */
  attendees: {
    /** Invitations an event may hold: the booked headcount plus this share of it, at least `marginMin`. */
    marginShare: 0.25,
    marginMin: 5,
    /** Invitation sends (an import, an addition, a re-send) per event an hour, and per organiser email a day. */
    sendsPerEventHourly: 10,
    sendsPerOrganiserDaily: 30,
    /** The join button redirects to the video call from this many minutes before the start to the end. */
    joinOpensMinutes: 15,
    /** Attendee links answer 404 this many days after the event ends. */
    linkDaysAfterEnd: 30,
    /** Reminders before the start, in hours, each sent once. */
    reminderHours: [24, 1],
    /** The video calls staff may set: https on these hosts or their subdomains. */
    videoHosts: ["zoom.us", "teams.microsoft.com", "teams.live.com", "meet.google.com"],
    kits: {
      /** Shipping addresses are due this many business days (Mon–Fri, organiser's zone) before the start. */
      addressBusinessDays: 10,
      /** Those missing get one reminder this many days before the deadline. */
      reminderDaysBefore: 3,
      /** Addresses are deleted this many days after the event ends. */
      keepDaysAfter: 30,
    },
  },
  /**
   * The survey after each completed event (issue 42, decision 071) and the rating computed from
   * it: the pages show the computed rating from `minimumAnswers` answers on, and the rating the
   * facts module sources (app/content/facts.ts) until then.
   */
  surveys: {
    minimumAnswers: 30,
    /** Events completed longer ago than this get no survey (an outage, or the first deploy, sends none late). */
    sendWithinDays: 7,
    /** The pages read the rating from a cache at most this old (one query per process per period). */
    ratingCacheMinutes: 5,
  },
  /**
   * The invoices of events (issue 42, decision 071): the seller's legal details they print, when
   * the closing invoice is issued, and the bank details of the remittance. The tax id and the bank
   * details are the operator's: INVOICE_TAX_ID and INVOICE_BANK_* (server/env.ts) override these.
   * With no bank details the invoices offer payment by card only; none is ever made up here.
   */
  invoicing: {
    legalName: "Rallyroom, Inc.",
    /** Where billing contacts write about an invoice. */
    email: configuredEmail ?? "billing@rallyroom.example",
    /** Hours after an event is completed that its closing invoice is issued: staff correct attendance first. */
    closingDelayHours: 24,
    taxId: null as string | null,
    bank: null as InvoiceBank | null,
  },
  voucher: { monthlySlots: 25, expiryDays: 14 },
  deposit: { percent: 50 },
  businessTimeZone: "America/New_York",
} as const;

export type Site = typeof site;

/** "placeholder" until CONTACT_EMAIL and CONTACT_PHONE give real contacts to the build. */
export const contacts = contactStatus(site.email.hello, site.phone.display);
