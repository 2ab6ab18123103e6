import { type ReactNode, type RefObject, useEffect, useId, useRef } from "react";
import { CloseButton } from "./close-button";

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Element to focus again when the dialog closes (the control that opened it). */
  returnFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
}

/**
 * A modal built on the native <dialog>: showModal() makes the rest of the page inert, traps
 * focus and closes on Escape, so no focus-trap library is needed. Focus goes back to the
 * opener on close.
 */
export function Dialog({ open, onClose, title, children, returnFocusRef, className = "" }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) {
      dialog.close();
      returnFocusRef?.current?.focus();
    }
  }, [open, returnFocusRef]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is a mouse shortcut; keyboard users have Escape and the Close button
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={() => {
        if (open) {
          onClose();
          returnFocusRef?.current?.focus();
        }
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) onClose();
      }}
      className={`m-auto w-[min(100%-2rem,28rem)] rounded-2xl p-0 shadow-2xl backdrop:bg-slate-900/70 ${className}`}
    >
      <div className="flex items-start justify-between gap-4 border-b border-slate-200 p-5">
        <h2 id={titleId} className="text-xl font-bold text-ink">
          {title}
        </h2>
        <CloseButton
          closes="dialog"
          onClick={onClose}
          className="rounded-full px-3 py-1 text-sm font-semibold text-slate-700 hover:bg-slate-100"
        />
      </div>
      <div className="p-5">{children}</div>
    </dialog>
  );
}
