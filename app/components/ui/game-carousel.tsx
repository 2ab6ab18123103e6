import { useCallback, useEffect, useId, useState } from "react";
import type { CarouselSlide } from "~/content/shapes";
import { ChevronIcon, PauseButton } from "./carousel-controls";
import { Image } from "./image";
import { buttonStyles, cardStyles } from "./styles";
import { useAutoplay } from "./use-autoplay";

/** Tailwind's `sm` and `lg` breakpoints, where the basis classes show two and three slides. */
const smQuery = "(min-width: 40rem)";
const lgQuery = "(min-width: 64rem)";

/** Slides visible at once per breakpoint, mirrored by the basis classes. */
function useSlidesPerView(): number {
  const [perView, setPerView] = useState(1);
  useEffect(() => {
    const large = window.matchMedia(lgQuery);
    const medium = window.matchMedia(smQuery);
    const update = () => setPerView(large.matches ? 3 : medium.matches ? 2 : 1);
    update();
    large.addEventListener("change", update);
    medium.addEventListener("change", update);
    return () => {
      large.removeEventListener("change", update);
      medium.removeEventListener("change", update);
    };
  }, []);
  return perView;
}

/**
 * Home's looping game carousel: advances one slide every `interval` ms and wraps to the start.
 * Previous/next are disabled only when there is nothing to scroll to (every slide already in
 * view); the left and right arrow keys move it while focus is inside.
 */
export function GameCarousel({
  slides,
  interval = 4000,
  label,
}: {
  slides: readonly CarouselSlide[];
  interval?: number;
  label: string;
}) {
  const perView = useSlidesPerView();
  const positions = Math.max(1, slides.length - perView + 1);
  const canScroll = positions > 1;
  const [index, setIndex] = useState(0);
  const current = Math.min(index, positions - 1);
  const next = useCallback(
    () => setIndex((value) => (Math.min(value, positions - 1) + 1) % positions),
    [positions],
  );
  const previous = useCallback(
    () => setIndex((value) => (Math.min(value, positions - 1) - 1 + positions) % positions),
    [positions],
  );
  const { playing, toggle, hoverFocusHandlers } = useAutoplay({
    count: positions,
    interval,
    advance: next,
    index: current,
  });
  const statusId = useId();
  const listId = useId();
  if (slides.length === 0) return null;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className="relative"
      data-carousel="games"
      data-index={current}
      {...hoverFocusHandlers}
      onKeyDown={(event) => {
        if (event.key === "ArrowRight" && canScroll) {
          event.preventDefault();
          next();
        } else if (event.key === "ArrowLeft" && canScroll) {
          event.preventDefault();
          previous();
        }
      }}
    >
      <div className="overflow-hidden rounded-2xl">
        <ul
          id={listId}
          className="flex transition-transform duration-500 ease-out"
          style={{ transform: `translateX(-${(current * 100) / perView}%)` }}
        >
          {slides.map((slide, slideIndex) => {
            const visible = slideIndex >= current && slideIndex < current + perView;
            return (
              <li
                key={slide.src}
                aria-roledescription="slide"
                aria-label={`${slideIndex + 1} of ${slides.length}`}
                inert={!visible}
                className="shrink-0 grow-0 basis-full px-2 sm:basis-1/2 lg:basis-1/3"
              >
                <figure className={`overflow-hidden ${cardStyles.base}`}>
                  {/* Lazy: a slide's picture loads when the carousel brings it into view. */}
                  <Image
                    src={slide.src}
                    alt={slide.alt}
                    width={slide.width}
                    height={slide.height}
                    className="aspect-[8/5] h-auto w-full bg-ink"
                  />
                  <figcaption className="p-4 text-sm font-medium text-slate-700">{slide.caption}</figcaption>
                </figure>
              </li>
            );
          })}
        </ul>
      </div>
      <div className="mt-6 flex flex-wrap items-center justify-center gap-3">
        <StepButton
          direction="left"
          label="Previous slide"
          onClick={previous}
          disabled={!canScroll}
          controls={listId}
        />
        <PauseButton playing={playing} onToggle={toggle} label="game slideshow" />
        <StepButton
          direction="right"
          label="Next slide"
          onClick={next}
          disabled={!canScroll}
          controls={listId}
        />
        <p id={statusId} className="sr-only" aria-live={playing ? "off" : "polite"}>
          Showing slides {current + 1} to {Math.min(current + perView, slides.length)} of {slides.length}
        </p>
      </div>
    </section>
  );
}

/** The previous or next button under the slides. */
function StepButton({
  direction,
  label,
  onClick,
  disabled,
  controls,
}: {
  direction: "left" | "right";
  label: string;
  onClick: () => void;
  disabled: boolean;
  controls: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-controls={controls}
      className={buttonStyles.outlineIcon}
    >
      <ChevronIcon direction={direction} />
      <span className="sr-only">{label}</span>
    </button>
  );
}
