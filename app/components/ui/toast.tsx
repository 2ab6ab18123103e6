import { useEffect, useRef, useState } from "react";
import { TOAST_DURATION, type ToastItem, toastStore } from "~/lib/toast-store";
import { CloseButton } from "./close-button";

/**
 * One notification, loaded with the first one a page shows (app/components/ui/toaster.tsx keeps
 * the live regions in the page from the start, and imports this module when it needs it).
 */

const variantClass: Record<ToastItem["variant"], string> = {
  default: "border-slate-200 bg-white text-slate-900",
  success: "border-emerald-300 bg-emerald-50 text-emerald-950",
  info: "border-indigo-200 bg-indigo-50 text-indigo-950",
  destructive: "border-red-300 bg-red-50 text-red-950",
};

/** A code in a toast: never broken across lines, with a button that copies it. */
function ToastCode({ code }: { code: string }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch (error) {
      console.error("Copy code:", error);
    }
  }
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2">
      <code className="rounded-md border border-current/20 bg-white px-2 py-1 font-mono text-sm font-bold tracking-wide whitespace-nowrap">
        {code}
      </code>
      <button
        type="button"
        onClick={() => void copy()}
        className="rounded-full border border-current/40 bg-white px-3 py-1 text-sm font-semibold whitespace-nowrap hover:bg-white/70"
      >
        {copied ? "Copied" : "Copy"}
        <span className="sr-only"> code {code}</span>
      </button>
    </div>
  );
}

export default function Toast({ item }: { item: ToastItem }) {
  const [paused, setPaused] = useState(false);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!item.open || paused) return;
    const timer = setTimeout(() => toastStore.dismiss(item.id), TOAST_DURATION);
    return () => clearTimeout(timer);
  }, [item.open, item.id, paused]);

  if (!item.open) return null;
  return (
    <li
      className={`pointer-events-auto flex w-full items-start gap-3 rounded-xl border p-4 shadow-lg ${variantClass[item.variant]}`}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{item.title}</p>
        {item.description ? <p className="mt-1 text-sm opacity-90">{item.description}</p> : null}
        {item.code ? <ToastCode code={item.code} /> : null}
      </div>
      <CloseButton
        ref={closeRef}
        closes="notification"
        onClick={() => toastStore.dismiss(item.id)}
        className="rounded-md px-2 py-1 text-sm font-medium underline-offset-2 hover:underline"
      />
    </li>
  );
}
