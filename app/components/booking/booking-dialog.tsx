import { type RefObject, Suspense, useEffect, useId, useRef } from "react";
import { CloseButton } from "~/components/ui/close-button";
import { type MeetingTypeId, meetingName } from "~/domain/meetings";
import { ClientScheduler } from "./lazy-scheduler";

/**
 * The on-site scheduler in a modal <dialog>: showModal() makes the page behind it inert, keeps
 * focus inside and closes on Escape; focus returns to the button that opened it. After booking,
 * the visitor lands on /thank-you with the booking. The dialog opens at once, on the click; the
 * scheduler inside it (luxon) arrives after, with "Loading free times…" meanwhile.
 */
export function BookingDialog({
  type,
  game,
  onClose,
  returnFocusRef,
}: {
  type: MeetingTypeId;
  game?: string | null | undefined;
  onClose: () => void;
  returnFocusRef?: RefObject<HTMLElement | null>;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const close = () => {
    if (ref.current?.open) ref.current.close();
    else onClose();
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is a mouse shortcut; keyboard users have Escape and the Close button
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      data-booking-dialog={type}
      onClose={() => {
        onClose();
        returnFocusRef?.current?.focus();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
      className="m-auto max-h-[calc(100dvh-1rem)] w-[min(100%-1rem,48rem)] overflow-hidden rounded-2xl bg-white p-0 text-left text-slate-800 shadow-2xl backdrop:bg-slate-900/70 sm:max-h-[calc(100dvh-3rem)]"
    >
      <div className="flex max-h-[inherit] flex-col">
        <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4 sm:px-6">
          <h2 id={titleId} className="text-xl font-bold text-ink sm:text-2xl">
            Book a {meetingName(type)}
          </h2>
          <CloseButton
            closes="the scheduler"
            onClick={close}
            className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 font-semibold text-slate-700 hover:bg-slate-100"
          />
        </div>
        <div className="overflow-y-auto px-5 py-5 sm:px-6">
          <Suspense
            fallback={
              <p className="min-h-48 text-slate-700" aria-busy="true">
                Loading free times…
              </p>
            }
          >
            <ClientScheduler
              type={type}
              game={game}
              headingLevel="h3"
              onBooked={() => ref.current?.close()}
            />
          </Suspense>
        </div>
      </div>
    </dialog>
  );
}
