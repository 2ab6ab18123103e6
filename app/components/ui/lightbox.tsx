import { useEffect, useId, useRef } from "react";
import type { HeroImage } from "~/content/shapes";
import { ImageArrows } from "./carousel-controls";
import { CloseButton } from "./close-button";
import { Image } from "./image";

/** The hero slideshow's image viewer (app/components/ui/hero-carousel.tsx), a modal <dialog>. */
export default function Lightbox({
  images,
  index,
  onChange,
  onClose,
}: {
  images: readonly HeroImage[];
  index: number;
  onChange: (index: number) => void;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const count = images.length;
  const image = images[index];
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    // showModal() makes the page behind inert and keeps focus inside until close.
    dialog?.showModal();
    closeRef.current?.focus();
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);

  if (!image) return null;
  const go = (step: number) => onChange((index + step + count) % count);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      data-lightbox=""
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (count < 2) return;
        if (event.key === "ArrowRight") go(1);
        else if (event.key === "ArrowLeft") go(-1);
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className="m-auto max-h-none w-[min(100%-1rem,64rem)] max-w-none bg-transparent p-0 backdrop:bg-slate-950/90"
    >
      <div className="flex items-center justify-between gap-4 p-2 text-white">
        <h2 id={titleId} className="text-base font-semibold">
          Image {index + 1} of {count}
          {image.caption ? `: ${image.caption}` : ""}
        </h2>
        <CloseButton
          ref={closeRef}
          closes="image viewer"
          onClick={onClose}
          className="rounded-full bg-white px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-100"
        />
      </div>
      <div className="relative">
        <Image
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          priority
          className="h-auto max-h-[80vh] w-full rounded-2xl object-contain"
        />
        {count > 1 ? <ImageArrows onPrevious={() => go(-1)} onNext={() => go(1)} /> : null}
      </div>
    </dialog>
  );
}
