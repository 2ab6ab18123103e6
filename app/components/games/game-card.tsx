import { useNavigate } from "react-router";
import { buttonStyles, cardStyles } from "~/components/ui/styles";
import { buttonText, type GameExperience, isBookable, statusLabel } from "~/domain/games";
import { toast } from "~/lib/toast-store";

const statusBadge: Record<string, string> = {
  "Ready to Play": "bg-emerald-100 text-emerald-900",
  "Quick Play": "bg-amber-100 text-amber-900",
  "Coming Soon": "bg-slate-200 text-slate-800",
};

/** One game of the library: its status, players and length, and a demo link when it is bookable. */
export function GameCard({ game }: { game: GameExperience }) {
  const navigate = useNavigate();
  const bookable = isBookable(game.status);
  const label = statusLabel[game.status];
  return (
    <article className={`flex h-full flex-col ${cardStyles.base} p-5`}>
      <div className="flex items-start justify-between gap-3">
        <span className="text-4xl" aria-hidden="true">
          {game.emoji}
        </span>
        <span className={`rounded-full px-3 py-1 text-xs font-semibold ${statusBadge[label]}`}>{label}</span>
      </div>
      <h3 className="mt-3 text-lg font-semibold text-ink">
        {game.name}
        {game.isStarred ? (
          <span className="ml-2 text-amber-700" title="Team favourite">
            ★<span className="sr-only"> Team favourite</span>
          </span>
        ) : null}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{game.category}</p>
      <p className="mt-3 flex-1 text-slate-700">{game.description}</p>
      <p className="mt-3 text-sm text-slate-700">
        {game.players.min}–{game.players.max} players · {game.durationMinutes.min}–{game.durationMinutes.max}{" "}
        min
      </p>
      {bookable ? (
        <a
          href={`/book-live-demo?game=${encodeURIComponent(game.id)}`}
          onClick={(event) => {
            event.preventDefault();
            toast({ title: `Ready to book ${game.name}!`, variant: "success" });
            navigate(`/book-live-demo?game=${encodeURIComponent(game.id)}`);
          }}
          className={`${buttonStyles.secondarySmall} mt-4`}
        >
          {buttonText(game.status)}
          <span className="sr-only">: {game.name}</span>
        </a>
      ) : (
        <button
          type="button"
          aria-disabled="true"
          onClick={() => toast({ title: "This experience is coming soon!", variant: "info" })}
          className="mt-4 inline-flex cursor-not-allowed items-center justify-center rounded-full bg-slate-200 px-4 py-2 font-semibold text-slate-700"
        >
          Coming Soon<span className="sr-only">: {game.name}</span>
        </button>
      )}
    </article>
  );
}
