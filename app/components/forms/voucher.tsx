import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { CloseButton } from "~/components/ui/close-button";
import { buttonStyles } from "~/components/ui/styles";
import {
  isVoucherExpired,
  type StoredVoucher,
  upgradeChoices,
  voucherUpgradeSummary,
} from "~/domain/voucher";
import { track } from "~/lib/analytics";
import { useStoredVoucher, VOUCHER_CHANGE_EVENT, VoucherCodeActions, VoucherCodeLine } from "./voucher-code";

// The claim form loads when the dialog first opens:
// /activities shows the teaser to everyone, the form only to those who click.
const VoucherClaimForm = lazy(() =>
  import("./voucher-claim-form").then((module) => ({ default: module.VoucherClaimForm })),
);

/** Remaining slots: the server loader's number when the page has one, refreshed from the API. */
function useRemainingSlots(initial: number | undefined) {
  const [remaining, setRemaining] = useState<number | undefined>(initial);
  const refresh = useCallback(async () => {
    try {
      const response = await fetch("/api/voucher-slots", { headers: { Accept: "application/json" } });
      if (!response.ok) throw new Error(`status ${response.status}`);
      const body = (await response.json()) as { remaining?: unknown };
      setRemaining(typeof body.remaining === "number" ? body.remaining : 0);
    } catch (error) {
      // A failed count shows no slots left, so the claim button is disabled rather than broken.
      console.error("Voucher slots:", error);
      setRemaining(0);
    }
  }, []);
  useEffect(() => {
    if (initial === undefined) void refresh();
    window.addEventListener(VOUCHER_CHANGE_EVENT, refresh);
    return () => window.removeEventListener(VOUCHER_CHANGE_EVENT, refresh);
  }, [initial, refresh]);
  return remaining;
}

function ClaimedVoucher({
  voucher,
  headingRef,
}: {
  voucher: StoredVoucher;
  headingRef: React.Ref<HTMLHeadingElement>;
}) {
  return (
    <div>
      <h3 ref={headingRef} tabIndex={-1} className="text-lg font-bold text-ink">
        Your upgrade is claimed
      </h3>
      <p className="mt-2 text-slate-700">
        <VoucherCodeLine voucher={voucher} />
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <VoucherCodeActions code={voucher.code} />
      </div>
    </div>
  );
}

function UpgradeChoices() {
  return (
    <>
      <p className="text-sm font-semibold text-slate-800">Choose one upgrade when you book:</p>
      <ul className="mt-2 space-y-1 text-sm text-slate-700">
        {upgradeChoices.map((choice) => (
          <li key={choice.name}>
            <span className="font-semibold text-ink">{choice.name}</span> ({choice.value})
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The first-event upgrade teaser: slots left this month, the claim dialog, and the stored code
 * on later visits. Without JavaScript the claim button is a link to /forms/voucher.
 */
export function VoucherTeaser({
  remaining: initialRemaining,
  source,
  compact = false,
  className,
}: {
  /** From the page's loader when it has one; otherwise fetched from /api/voucher-slots. */
  remaining?: number | undefined;
  /** The lead source stored with a claim (the page's own, e.g. "activities_page"). */
  source: string;
  compact?: boolean;
  className?: string;
}) {
  const remaining = useRemainingSlots(initialRemaining);
  const stored = useStoredVoucher();
  const location = useLocation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLAnchorElement>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const headingId = `voucher-teaser-${source}`;
  // After a claim the dialog closes and the claim button is gone: focus goes to the code instead.
  const claimedRef = useRef<HTMLHeadingElement>(null);
  const focusClaim = useRef(false);
  useEffect(() => {
    if (focusClaim.current && !dialogOpen && stored && claimedRef.current) {
      focusClaim.current = false;
      claimedRef.current.focus();
    }
  }, [dialogOpen, stored]);

  const sectionRef = useRef<HTMLElement>(null);
  // A view is a teaser actually on screen, once per page (a hidden sidebar copy never counts).
  useEffect(() => {
    const element = sectionRef.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        track("voucher_teaser_view", { source });
        observer.disconnect();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [source]);

  const open = () => {
    setDialogOpen(true);
    dialogRef.current?.showModal();
  };
  const close = () => {
    dialogRef.current?.close();
  };

  let body: React.ReactNode;
  if (stored && !isVoucherExpired(stored)) {
    body = <ClaimedVoucher voucher={stored} headingRef={claimedRef} />;
  } else {
    const slots =
      remaining === undefined ? (
        <p className="text-slate-700">Loading availability...</p>
      ) : remaining > 0 ? (
        <p className="font-semibold text-accent-700">Only {remaining} left this month</p>
      ) : (
        <p className="text-slate-700">Check back next month for more upgrades!</p>
      );
    body = (
      <>
        {stored ? <p className="mb-2 font-semibold text-red-800">Your upgrade has expired</p> : null}
        {slots}
        <div className="mt-4">
          {remaining === 0 ? (
            <button type="button" disabled className={buttonStyles.accent}>
              Fully claimed
            </button>
          ) : (
            <a
              ref={openerRef}
              href={`/forms/voucher?source=${encodeURIComponent(source)}&return_to=${encodeURIComponent(location.pathname)}`}
              aria-disabled={remaining === undefined || undefined}
              className={buttonStyles.accent}
              onClick={(event) => {
                event.preventDefault();
                if (remaining !== undefined) open();
              }}
            >
              Claim My Free Upgrade
            </a>
          )}
        </div>
      </>
    );
  }

  return (
    <section
      ref={sectionRef}
      aria-labelledby={headingId}
      className={`rounded-2xl border border-orange-200 bg-orange-50 p-5 ${className ?? ""}`}
    >
      <h2 id={headingId} className={`${compact ? "text-lg" : "text-xl"} font-bold text-ink`}>
        {/* Two teasers on one page are two landmarks: their names must differ (axe landmark-unique). */}
        {compact ? "Claim your first-event upgrade" : "Free upgrade for your first event"}
      </h2>
      {compact ? null : (
        <p className="mt-1 mb-3 text-slate-700">
          Book your first Rallyroom event and add {voucherUpgradeSummary} on us.
        </p>
      )}
      <div className={compact ? "mt-2" : ""}>{body}</div>
      <dialog
        ref={dialogRef}
        aria-labelledby={`${headingId}-dialog`}
        onClose={() => {
          setDialogOpen(false);
          if (!focusClaim.current) openerRef.current?.focus();
        }}
        className="m-auto w-[min(36rem,calc(100%-2rem))] rounded-2xl bg-white p-0 shadow-2xl backdrop:bg-slate-900/60"
      >
        {dialogOpen ? (
          <div className="max-h-[85vh] overflow-y-auto p-6">
            <div className="flex items-start justify-between gap-4">
              <h2 id={`${headingId}-dialog`} className="text-2xl font-bold text-ink">
                Claim your first-event upgrade
              </h2>
              <CloseButton
                closes="dialog"
                onClick={close}
                className="rounded-md px-2 py-1 font-semibold text-slate-700 underline"
              />
            </div>
            <div className="mt-3">
              <UpgradeChoices />
            </div>
            <div className="mt-5">
              <Suspense fallback={<p className="text-slate-700">Loading the form...</p>}>
                <VoucherClaimForm
                  source={source}
                  onClaimed={() => {
                    focusClaim.current = true;
                    close();
                  }}
                />
              </Suspense>
            </div>
          </div>
        ) : null}
      </dialog>
    </section>
  );
}

export { UpgradeChoices };
