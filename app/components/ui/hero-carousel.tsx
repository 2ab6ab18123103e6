import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from "react";
import type { HeroImage } from "~/content/shapes";
import { ImageArrows, PauseButton } from "./carousel-controls";
import { Image } from "./image";
import { useAutoplay } from "./use-autoplay";

/** The image viewer's code, fetched when a visitor first opens an image (decision 031). */
const Lightbox = lazy(() => import("./lightbox"));

/**
 * Variant B's hero slideshow: one image at a time, a 500 ms slide, auto-advance every
 * `interval` ms (wrapping), previous/next and dots. Selecting an image opens it in a lightbox
 * with previous, next and close. One image: no controls. No images: nothing.
 */
export function HeroCarousel({
  images,
  interval = 5000,
  label,
}: {
  images: readonly HeroImage[];
  interval?: number;
  label: string;
}) {
  const count = images.length;
  const [index, setIndex] = useState(0);
  const [lightbox, setLightbox] = useState<number | null>(null);
  const next = useCallback(() => setIndex((value) => (value + 1) % count), [count]);
  const previous = useCallback(() => setIndex((value) => (value - 1 + count) % count), [count]);
  const { playing, toggle, hoverFocusHandlers } = useAutoplay({
    count: lightbox === null ? count : 0,
    interval,
    advance: next,
    index,
  });
  const trackId = useId();
  const enlargeButtons = useRef<(HTMLButtonElement | null)[]>([]);
  const returnFocusTo = useRef<number | null>(null);

  // After the lightbox closes, focus goes back to the enlarge button of the slide it ended on
  // (the carousel moved there too), which is the one not made inert.
  useEffect(() => {
    if (lightbox !== null || returnFocusTo.current === null) return;
    enlargeButtons.current[returnFocusTo.current]?.focus();
    returnFocusTo.current = null;
  }, [lightbox]);

  if (count === 0) return null;
  const multiple = count > 1;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      data-carousel="hero"
      data-index={index}
      {...hoverFocusHandlers}
      onKeyDown={(event) => {
        if (!multiple || lightbox !== null) return;
        if (event.key === "ArrowRight") next();
        else if (event.key === "ArrowLeft") previous();
        else return;
        event.preventDefault();
      }}
    >
      <div className="relative overflow-hidden rounded-3xl shadow-2xl">
        <ul
          id={trackId}
          className="flex transition-transform duration-500 ease-in-out"
          style={{ transform: `translateX(-${index * 100}%)` }}
        >
          {images.map((image, imageIndex) => (
            <li
              key={image.src}
              className="w-full shrink-0"
              aria-roledescription="slide"
              aria-label={`${imageIndex + 1} of ${count}`}
              inert={imageIndex !== index}
            >
              <button
                ref={(element) => {
                  enlargeButtons.current[imageIndex] = element;
                }}
                type="button"
                onClick={() => setLightbox(imageIndex)}
                className="block w-full cursor-zoom-in"
                aria-haspopup="dialog"
              >
                {/* The first picture is the page's largest paint; the others load lazily, when
                    the slideshow brings them into view. */}
                <Image
                  src={image.src}
                  alt={image.alt}
                  width={image.width}
                  height={image.height}
                  priority={imageIndex === 0}
                  className="aspect-[8/5] h-auto w-full bg-ink"
                />
                <span className="sr-only">Enlarge image</span>
              </button>
            </li>
          ))}
        </ul>
        {multiple ? <ImageArrows onPrevious={previous} onNext={next} controls={trackId} /> : null}
      </div>
      {multiple ? (
        <div className="mt-4 flex items-center justify-center gap-4">
          <PauseButton playing={playing} onToggle={toggle} label="slideshow" />
          <ul className="flex items-center gap-1">
            {images.map((image, dotIndex) => (
              <li key={image.src}>
                <button
                  type="button"
                  onClick={() => setIndex(dotIndex)}
                  aria-current={dotIndex === index ? "true" : undefined}
                  aria-controls={trackId}
                  data-dot={dotIndex}
                  className="flex h-8 w-8 items-center justify-center rounded-full"
                >
                  <span
                    aria-hidden="true"
                    className={`block h-3 rounded-full transition-all ${dotIndex === index ? "w-6 bg-white" : "w-3 bg-white/60"}`}
                  />
                  <span className="sr-only">Show image {dotIndex + 1}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {lightbox !== null ? (
        <Suspense>
          <Lightbox
            images={images}
            index={lightbox}
            onChange={setLightbox}
            onClose={() => {
              returnFocusTo.current = lightbox;
              setIndex(lightbox);
              setLightbox(null);
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
