import { Link } from "react-router";
import { CheckList } from "~/components/ui/check-list";
import { site } from "~/config/site";
import type { MeetingTypeId } from "~/domain/meetings";

/** What each meeting is, in three lines. */
const expectations: Record<MeetingTypeId, string[]> = {
  intro: [
    "15 minutes on a video call",
    "Recommendations for your team size and goals",
    "A written quote the same day, if you want one",
  ],
  demo: [
    "30 minutes on a video call",
    "Play a live round of the game you pick",
    "Bring colleagues: the invite can be forwarded",
  ],
};

/**
 * The side panel of /book/:type: what the meeting holds, the demo's chosen game, the other
 * meeting to book instead and the email address for those who prefer to write.
 */
export function BookExpectations({
  type,
  game,
}: {
  type: MeetingTypeId;
  game: { id: string; name: string; emoji: string } | null;
}) {
  return (
    <aside aria-labelledby="book-expect" className="rounded-3xl bg-brand-50 p-6">
      <h2 id="book-expect" className="text-lg font-bold text-ink">
        What to expect
      </h2>
      <CheckList
        items={expectations[type]}
        className="mt-3 space-y-2 text-slate-700"
        itemClassName="flex gap-2"
        checkClassName="text-brand-700"
      />
      {game ? (
        <p className="mt-4 rounded-xl bg-white p-3 font-semibold text-ink" data-chosen-game={game.id}>
          <span aria-hidden="true">{game.emoji}</span> Your demo game: {game.name}
        </p>
      ) : null}
      <p className="mt-4 text-sm text-slate-700">
        {type === "intro" ? (
          <>
            Want to see a game first?{" "}
            <Link to="/book/demo" className="font-semibold text-brand-700 underline">
              Book a live demo
            </Link>
            .
          </>
        ) : (
          <>
            Just want to talk it through?{" "}
            <Link to="/book/intro" className="font-semibold text-brand-700 underline">
              Book a 15-minute call
            </Link>
            .
          </>
        )}
      </p>
      <p className="mt-3 text-sm text-slate-700">
        Prefer email? Write to{" "}
        <a className="font-semibold text-brand-700 underline" href={`mailto:${site.email.hello}`}>
          {site.email.hello}
        </a>
        .
      </p>
    </aside>
  );
}
