import { data, Link } from "react-router";
import { awaitsConfirmation, BookingConfirmation } from "~/components/booking/booking-confirmation";
import { PageHero, Section } from "~/components/sections/page-hero";
import { BookingButton } from "~/components/ui/booking-button";
import { buttonStyles } from "~/components/ui/styles";
import { site } from "~/config/site";
import { expectations, socialLinks, teammateInvite } from "~/content/thank-you";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import { bookingSummary } from "~/server/booking-pages.server";
import { loaderCacheHeaders, sharedPageCache } from "~/server/http.server";
import { runtime } from "~/server/runtime.server";
import type { Route } from "./+types/thank-you";

export const handle: PageHandle = { sitemap: false };

/** `?booking=<id>&key=<signed>` (where the scheduler lands): the booking, shown above the usual page. */
export async function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const id = query.get("booking");
  const booking = id ? await runtime().bookings.findWithKey(id, query.get("key")) : null;
  // With a booking the page is that visitor's own; without, the same for everyone.
  return data(
    { booking: booking ? bookingSummary(booking) : null },
    { headers: { "Cache-Control": id ? "private, no-store" : sharedPageCache } },
  );
}

export const headers: Route.HeadersFunction = loaderCacheHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seo(
    loaderData?.booking
      ? {
          title: "Thank You: Your Call Is Booked",
          description: "Your Rallyroom call is booked. Here's what to expect next.",
          path: "/thank-you",
          noindex: true,
        }
      : {
          title: "Thank You",
          description: "Thanks for your interest in Rallyroom. Here's what happens when you book a call.",
          path: "/thank-you",
          noindex: true,
        },
  );

const inviteMailto = `mailto:?subject=${encodeURIComponent(teammateInvite.subject)}&body=${encodeURIComponent(teammateInvite.body)}`;

const TOOLKIT_PDF = "/downloads/event-planning-templates.pdf";

const confettiColours = ["#f97316", "#facc15", "#22d3ee", "#a3e635", "#f472b6", "#818cf8"];

/** Twenty pieces spread across the width; pure CSS, hidden entirely for reduced motion. */
const confetti = Array.from({ length: 20 }, (_, index) => ({
  left: `${(index * 97) % 100}%`,
  delay: `${(index % 7) * 0.18}s`,
  duration: `${2.6 + (index % 5) * 0.35}s`,
  colour: confettiColours[index % confettiColours.length],
  rotate: `${(index * 47) % 360}deg`,
  round: index % 3 === 0,
}));

const confettiCss = `@keyframes rr-confetti-fall{0%{transform:translateY(-10vh) rotate(0);opacity:1}100%{transform:translateY(105vh) rotate(720deg);opacity:0}}
.rr-confetti{animation:rr-confetti-fall var(--d) ease-in var(--delay) forwards}
@media (prefers-reduced-motion: reduce){.rr-confetti-layer{display:none}}`;

export default function ThankYou({ loaderData }: Route.ComponentProps) {
  const waiting = loaderData.booking ? awaitsConfirmation(loaderData.booking) : false;
  return (
    <>
      <style>{confettiCss}</style>
      <div
        aria-hidden="true"
        data-confetti=""
        className="rr-confetti-layer pointer-events-none fixed inset-0 z-50 overflow-hidden"
      >
        {confetti.map((piece) => (
          <span
            key={piece.left + piece.delay}
            className={`rr-confetti absolute top-0 block h-3 w-2 opacity-0 ${piece.round ? "rounded-full" : ""}`}
            style={
              {
                left: piece.left,
                backgroundColor: piece.colour,
                rotate: piece.rotate,
                "--d": piece.duration,
                "--delay": piece.delay,
              } as React.CSSProperties
            }
          />
        ))}
      </div>
      {/* Only a booking this page can show is confirmed: reached without one (a bookmark, a
          shared link, the third-party scheduler's redirect), it claims nothing it cannot see. */}
      {loaderData.booking ? (
        <PageHero
          title={waiting ? "Almost booked: check your inbox" : "You're booked!"}
          lead={
            waiting
              ? "Open the email we just sent and confirm the booking: the time is yours once you do."
              : "The calendar invite is on its way to your inbox. Need another time? Reschedule or cancel below, or from the link in the email."
          }
        />
      ) : (
        <PageHero
          title="Thank you"
          lead="If you have just booked a call, the calendar invite and video link are on their way to your inbox: reply to that email to change the time. Not booked yet? Pick a time below."
        >
          <BookingButton className={buttonStyles.primaryWrap}>Book a 15-minute intro call</BookingButton>
        </PageHero>
      )}
      {loaderData.booking ? <BookingConfirmation booking={loaderData.booking} /> : null}
      <Section title={loaderData.booking ? "What to Expect" : "What happens after you book"}>
        <ol className="max-w-2xl space-y-4">
          {expectations.map((item, index) => (
            <li key={item} className="flex gap-4 text-lg text-slate-700">
              <span
                aria-hidden="true"
                className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800"
              >
                {index + 1}
              </span>
              {item}
            </li>
          ))}
        </ol>
      </Section>
      <Section>
        <div className="grid gap-6 md:grid-cols-2">
          <div className="rounded-2xl bg-brand-50 p-8">
            <h2 className="text-2xl font-bold text-ink">While you wait</h2>
            <p className="mt-2 text-slate-700">
              Our planning templates: invitations, reminders, a run-of-show and a post-event survey.
            </p>
            <a
              href={TOOLKIT_PDF}
              target="_blank"
              rel="noopener"
              className={`${buttonStyles.primaryWrap} mt-6`}
            >
              Download the Planning Toolkit
              <span className="text-sm font-normal">(PDF, opens in a new tab)</span>
            </a>
          </div>
          <div className="rounded-2xl bg-amber-50 p-8">
            <h2 className="text-2xl font-bold text-ink">Planning with someone?</h2>
            <p className="mt-2 text-slate-700">
              Send a colleague a ready-written email with a link to our games.
            </p>
            <a href={inviteMailto} className={`${buttonStyles.accent} mt-6`} data-invite="">
              Invite a Teammate
            </a>
          </div>
        </div>
        <p className="mt-10 text-slate-700">
          Questions before then? Email{" "}
          <a className="font-semibold text-brand-700 underline" href={`mailto:${site.email.hello}`}>
            {site.email.hello}
          </a>{" "}
          or{" "}
          <Link to="/activities" className="font-semibold text-brand-700 underline">
            browse our activities
          </Link>
          .
        </p>
        <nav aria-label="Rallyroom on social media" className="mt-8">
          <h2 className="text-lg font-semibold text-ink">Follow the fun</h2>
          <ul className="mt-3 flex flex-wrap gap-4">
            {socialLinks.map((item) => (
              <li key={item.label}>
                <a
                  href={item.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonStyles.outlineSmall}
                >
                  {item.label}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </Section>
    </>
  );
}
