import { lazy, Suspense, useRef, useState } from "react";
import { LeadCaptureCard } from "~/components/forms/lead-forms";
import { buttonStyles } from "~/components/ui/styles";

/** The toolkit dialog's code, fetched when a visitor first opens it (decision 031). */
const Dialog = lazy(() => import("~/components/ui/dialog").then((module) => ({ default: module.Dialog })));

/** Without JavaScript the bar is a link to a toolkit page with the same card; with it, a dialog. */
const TOOLKIT_FALLBACK = "/toolkits/remote-onboarding";

/**
 * Under 1024 px (where the toolkit sidebar is hidden) a bar fixed to the bottom of the landing
 * page that opens the toolkit's lead form in a dialog.
 */
export function MobileToolkitBar() {
  const [open, setOpen] = useState(false);
  // Mounted at the first opening and kept, so a second opening finds what was typed.
  const [used, setUsed] = useState(false);
  const opener = useRef<HTMLAnchorElement>(null);
  return (
    <>
      <div
        data-sticky="bottom"
        className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 p-3 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur lg:hidden"
      >
        <a
          ref={opener}
          href={TOOLKIT_FALLBACK}
          aria-haspopup="dialog"
          data-toolkit-bar=""
          onClick={(event) => {
            event.preventDefault();
            setUsed(true);
            setOpen(true);
          }}
          className={`${buttonStyles.accent} w-full`}
        >
          Free Toolkit
        </a>
      </div>
      {used ? (
        <Suspense>
          <Dialog
            open={open}
            onClose={() => setOpen(false)}
            title="Get the free toolkit"
            returnFocusRef={opener}
          >
            <p className="text-slate-700">
              Run-of-show templates, icebreaker prompts and a planning checklist for your next remote event.
            </p>
            <LeadCaptureCard source="homepage_mobile" plain className="mt-4" />
          </Dialog>
        </Suspense>
      ) : null}
    </>
  );
}
