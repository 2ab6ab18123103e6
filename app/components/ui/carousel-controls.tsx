import { buttonStyles } from "./styles";

/** Icons and the pause/play control shared by the site's carousels. */
export function ChevronIcon({ direction }: { direction: "left" | "right" }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        d={direction === "left" ? "M12.5 4l-6 6 6 6" : "M7.5 4l6 6-6 6"}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function PauseButton({
  playing,
  onToggle,
  label,
  className = "",
}: {
  playing: boolean;
  onToggle: () => void;
  /** What is paused, for screen readers: "slideshow". */
  label: string;
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={onToggle}
      data-carousel-toggle=""
      className={`${buttonStyles.outlineSmall} ${className}`}
    >
      <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
        {playing ? (
          <path d="M3 2h3v10H3zM8 2h3v10H8z" fill="currentColor" />
        ) : (
          <path d="M3 1.5l9 5.5-9 5.5z" fill="currentColor" />
        )}
      </svg>
      {playing ? "Pause" : "Play"}
      <span className="sr-only"> {label}</span>
    </button>
  );
}

/** Previous and next buttons over the middle of an image (the hero slideshow and its viewer). */
export function ImageArrows({
  onPrevious,
  onNext,
  controls,
}: {
  onPrevious: () => void;
  onNext: () => void;
  /** The id of the slides these buttons move, if they move a list. */
  controls?: string;
}) {
  const arrow = `${buttonStyles.iconOnImage} absolute top-1/2 -translate-y-1/2`;
  return (
    <>
      <button type="button" onClick={onPrevious} aria-controls={controls} className={`${arrow} left-3`}>
        <ChevronIcon direction="left" />
        <span className="sr-only">Previous image</span>
      </button>
      <button type="button" onClick={onNext} aria-controls={controls} className={`${arrow} right-3`}>
        <ChevronIcon direction="right" />
        <span className="sr-only">Next image</span>
      </button>
    </>
  );
}
