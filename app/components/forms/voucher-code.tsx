import { useSyncExternalStore } from "react";
import { Link } from "react-router";
import { bookEventHref } from "~/components/ui/booking-button";
import { buttonStyles } from "~/components/ui/styles";
import { site } from "~/config/site";
import { parseStoredVoucher, type StoredVoucher, VOUCHER_STORAGE_KEY } from "~/domain/voucher";
import { toast } from "~/lib/toast-store";

/**
 * The claimed voucher code, shared by the teaser and the claim form: where this browser keeps it,
 * and how it is shown and copied. Both import it; neither imports the other, so the claim form
 * (and the schemas it validates with) can stay a chunk of its own that loads with its dialog.
 */

/** Fired on this window when the stored voucher changes (the storage event only reaches other tabs). */
export const VOUCHER_CHANGE_EVENT = "rallyroom:voucher";

function subscribe(callback: () => void) {
  window.addEventListener("storage", callback);
  window.addEventListener(VOUCHER_CHANGE_EVENT, callback);
  return () => {
    window.removeEventListener("storage", callback);
    window.removeEventListener(VOUCHER_CHANGE_EVENT, callback);
  };
}

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(VOUCHER_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The voucher this browser claimed: a claimed code is shown again on later visits. */
export function useStoredVoucher(): StoredVoucher | null {
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  return parseStoredVoucher(raw);
}

export function storeVoucher(voucher: StoredVoucher) {
  try {
    window.localStorage.setItem(VOUCHER_STORAGE_KEY, JSON.stringify(voucher));
  } catch {
    // Private mode: the code is still shown now and emailed.
  }
  window.dispatchEvent(new Event(VOUCHER_CHANGE_EVENT));
}

export const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: site.businessTimeZone,
  });

async function copyCode(code: string) {
  try {
    await navigator.clipboard.writeText(code);
    toast({
      title: "Code copied!",
      description: "Paste this code when booking your event.",
      variant: "success",
    });
  } catch (error) {
    console.error("Copy code:", error);
  }
}

/** "Your code RALLY-… expires on …", with anything the caller adds; the caller draws the paragraph. */
export function VoucherCodeLine({ voucher, after }: { voucher: StoredVoucher; after?: string }) {
  return (
    <>
      Your code{" "}
      <code className="rounded bg-slate-100 px-2 py-1 font-mono text-base font-bold tracking-wider whitespace-nowrap text-ink">
        {voucher.code}
      </code>{" "}
      expires on {formatDate(voucher.expires_at)}.{after ? ` ${after}` : ""}
    </>
  );
}

/**
 * What to do with a code: copy it, or book the event it is for: the activities, whose cards lead to
 * each event's checkout, where the code is entered (the caller lays the buttons out).
 */
export function VoucherCodeActions({ code }: { code: string }) {
  return (
    <>
      <button
        type="button"
        className={`${buttonStyles.secondary} whitespace-nowrap`}
        onClick={() => void copyCode(code)}
      >
        Copy code
      </button>
      <Link to={bookEventHref} className={`${buttonStyles.accent} whitespace-nowrap`}>
        Book Your Event
      </Link>
    </>
  );
}
