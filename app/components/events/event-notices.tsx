import { Link } from "react-router";
import { Notice } from "~/components/forms/kit";
import { site } from "~/config/site";

/**
 * Where an event's page (/events/:id) says the buyer stands: the headline by the order's status,
 * and the notices above the page's panels (a change made, a change refused, the time held while
 * paying, a hold that ran out, a payment that came after the time was released).
 */

/** The notices after a change the page redirected from (`done=`). */
export const eventDone = {
  headcount: "The headcount is changed.",
  moved: "Your event has a new time. We have emailed the updated invitation.",
  cancelled: "Your event is cancelled. We have emailed you the cancellation.",
} as const;

export type EventDone = keyof typeof eventDone;

export const isEventDone = (value: string | null): value is EventDone =>
  value === "headcount" || value === "moved" || value === "cancelled";

export const eventStatusText = {
  held: "Waiting for payment",
  paid: "Booked: deposit paid",
  invoiced: "Booked: deposit invoiced",
  cancelled: "Cancelled",
  completed: "Completed",
  expired: "Not booked: the hold ran out",
} as const;

type Status = keyof typeof eventStatusText;

/**
 * The page's eyebrow and title. `holdRanOut`: held, the hold is over and no payment is being
 * confirmed (`paying`, back from the checkout), so the page reads as expired before the order does.
 */
export function eventHeadline(page: { status: Status; held: boolean }, paying: boolean) {
  const holdRanOut = page.status === "held" && !page.held && !paying;
  const eyebrow = holdRanOut ? eventStatusText.expired : eventStatusText[page.status];
  const title =
    page.status === "cancelled"
      ? "Your event is cancelled"
      : page.status === "completed"
        ? "Your event has taken place"
        : page.status === "expired" || holdRanOut
          ? "Not booked: the hold ran out"
          : page.status === "held"
            ? paying
              ? "Confirming your payment"
              : "Your event is not booked yet"
            : "Your event is booked";
  return { eyebrow, title, holdRanOut };
}

/** What came of the buyer's last change: done (after the redirect), or refused with no field to show it. */
export function ChangeNotices({ done, refused }: { done: EventDone | null; refused: string | null }) {
  return (
    <>
      {done ? (
        <Notice variant="success" title={eventDone[done]} focusKey={done}>
          {null}
        </Notice>
      ) : null}
      {refused ? (
        <Notice variant="error" title={refused} focusKey={refused}>
          {null}
        </Notice>
      ) : null}
    </>
  );
}

/** Where the order stands when it is not simply booked: held, run out, or paid after the time went. */
export function StatusNotices({
  holding,
  expired,
  timeLost,
}: {
  /** Held and not run out: `paying` while the checkout's payment is being confirmed; `self` reloads. */
  holding: { paying: boolean; self: string } | null;
  /** Expired or run out: the activity to book again. */
  expired: { slug: string; title: string } | null;
  timeLost: boolean;
}) {
  return (
    <>
      {holding ? (
        <Notice
          variant="info"
          title={holding.paying ? "Your payment is being confirmed" : "Finish paying to book this time"}
        >
          <p>
            {holding.paying
              ? "This usually takes a few seconds. Reload the page to see the booking; we email you as soon as it is confirmed."
              : `We hold the time for ${site.events.holdMinutes} minutes while you pay the deposit. After that it is free for others again.`}
          </p>
          <p className="mt-2">
            <a href={holding.self} className="font-semibold underline">
              Reload
            </a>
          </p>
        </Notice>
      ) : null}
      {expired ? (
        <Notice variant="info" title="The deposit was not paid while the time was held">
          <p>
            Nothing was charged and the time is free for others again.{" "}
            <Link to={`/activities/${expired.slug}/book`} className="font-semibold underline">
              Book {expired.title} again
            </Link>
          </p>
        </Notice>
      ) : null}
      {timeLost ? (
        <Notice variant="error" title="Your payment arrived after the time was released">
          <p>
            Your deposit is safe. Please pick a new time below, or email us and we will find one with you.
          </p>
        </Notice>
      ) : null}
    </>
  );
}
