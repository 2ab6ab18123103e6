import { Notice } from "~/components/forms/kit";
import { buttonStyles, cardStyles } from "~/components/ui/styles";

/**
 * The join area of an attendee's page (/attend/:id): before its window the time it opens (drawn
 * on the server in the attendee's zone, named), inside it a real link to /attend/:id/join (which
 * records the first join and sends on to the call), after the end "The event has ended", and
 * nothing to join for a cancelled or unbooked event. No referrer goes to the call's site.
 */

export type JoinArea =
  | { state: "before"; opens: string; in: string }
  | { state: "open"; href: string }
  | { state: "ended" }
  | { state: "none" };

export function AttendeeJoin({
  join,
  opensMinutes,
  notice,
}: {
  join: JoinArea;
  opensMinutes: number;
  /** Why the last press did not go to the call (`?join=`), in the page's words. */
  notice: string | null;
}) {
  if (join.state === "none") return null;
  return (
    <section id="join" aria-labelledby="join-heading" className={`${cardStyles.panel} p-5 sm:p-8`}>
      <h2 id="join-heading" className="text-2xl font-bold text-ink">
        Join the event
      </h2>
      {notice ? (
        <Notice variant="info" className="mt-4">
          {notice}
        </Notice>
      ) : null}
      {join.state === "open" ? (
        <>
          <p className="mt-3 text-slate-700">The call is open. The button takes you to it.</p>
          <a href={join.href} rel="noreferrer" className={`${buttonStyles.primary} mt-4`} data-join="open">
            Join now
          </a>
        </>
      ) : join.state === "before" ? (
        <p className="mt-3 text-slate-700" data-join="before">
          {`The join button opens in ${join.in}, at `}
          <strong className="text-ink">{join.opens}</strong>
          {`, ${opensMinutes} minutes before the start. Come back to this page then: the button will take you to the call.`}
        </p>
      ) : (
        <p className="mt-3 font-semibold text-ink" data-join="ended">
          The event has ended.
        </p>
      )}
    </section>
  );
}

/** The page's last lines: the personal calendar file and the way to stop this event's emails. */
export function AttendeeFooter({
  unsubscribeHref,
  unsubscribed,
}: {
  unsubscribeHref: string;
  unsubscribed: boolean;
}) {
  return (
    <p className="text-sm text-slate-700">
      This page is yours alone: it shows only your own answer and address. Please do not forward its link.{" "}
      {unsubscribed ? (
        "You get no more emails about this event."
      ) : (
        <a href={unsubscribeHref} className="font-semibold text-brand-800 underline underline-offset-4">
          Stop emails about this event
        </a>
      )}
    </p>
  );
}
