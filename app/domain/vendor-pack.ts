/**
 * The vendor pack: the documents a customer's procurement asks every vendor for. Staff upload
 * each kind as a PDF with the last day it holds; the latest upload of a kind is its current
 * document until that day, and a newer upload supersedes it at once. When the latest upload's
 * day has passed the kind is expired: nothing of it is offered to customers until staff upload
 * a new one. One list; the admin page, the service and its tests read it from here.
 */
export const vendorDocumentKinds = ["w9", "insurance", "dpa", "security"] as const;
export type VendorDocumentKind = (typeof vendorDocumentKinds)[number];

export const isVendorDocumentKind = (value: unknown): value is VendorDocumentKind =>
  typeof value === "string" && (vendorDocumentKinds as readonly string[]).includes(value);

export const vendorDocumentLabels: Record<VendorDocumentKind, { name: string; description: string }> = {
  w9: {
    name: "W-9 form",
    description: "Our taxpayer identification number, for the customer's accounts payable.",
  },
  insurance: {
    name: "Certificate of insurance",
    description: "Proof of our general and professional liability cover, with its policy period.",
  },
  dpa: {
    name: "Data processing agreement (DPA)",
    description: "How we process attendees' personal data on the customer's behalf, signed by us.",
  },
  security: {
    name: "Security questionnaire answers",
    description: "Our standard answers on hosting, access control, encryption and incident response.",
  },
};

/** The largest PDF staff may upload (the request policy lets a 5 MB form through for it). */
export const MAX_VENDOR_DOCUMENT_BYTES = 4 * 1024 * 1024;

/** What the status of a kind needs of an upload. */
export interface VendorDocumentDates {
  kind: string;
  uploadedAt: Date | string;
  /** The last day the document holds, YYYY-MM-DD. */
  validUntil: string;
}

export type VendorKindStatus<T extends VendorDocumentDates> =
  | { kind: VendorDocumentKind; status: "current"; document: T }
  | { kind: VendorDocumentKind; status: "expired"; document: T }
  | { kind: VendorDocumentKind; status: "missing"; document: null };

export interface VendorPackStatus<T extends VendorDocumentDates> {
  /** One entry per kind, in the kinds' order. */
  kinds: VendorKindStatus<T>[];
  /** Kinds whose latest upload's day has passed. */
  expired: VendorDocumentKind[];
  /** Kinds never uploaded. */
  missing: VendorDocumentKind[];
}

/** A day in UTC, YYYY-MM-DD, as the pack's dates are compared. */
export const utcDay = (at: Date | number): string => new Date(at).toISOString().slice(0, 10);

/** The day after a YYYY-MM-DD day: the first day a document no longer holds. */
export function dayAfter(day: string): string {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return utcDay(next);
}

/** Whether a value is a real calendar day written YYYY-MM-DD (not 2027-02-30). */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && utcDay(parsed) === value;
}

const time = (at: Date | string) => (typeof at === "string" ? Date.parse(at) : at.getTime());

/**
 * Per kind, the latest upload (by upload time; of uploads made at the same instant, the one
 * listed first) and whether it holds `today` (YYYY-MM-DD, UTC): current while its validUntil is
 * today or later, expired once that day has passed, missing when the kind was never uploaded.
 * An older upload is superseded by a newer one even when it would hold longer.
 */
export function vendorPackStatus<T extends VendorDocumentDates>(
  rows: readonly T[],
  today: string,
): VendorPackStatus<T> {
  const latest = new Map<string, T>();
  for (const row of rows) {
    const seen = latest.get(row.kind);
    if (!seen || time(row.uploadedAt) > time(seen.uploadedAt)) latest.set(row.kind, row);
  }
  const kinds = vendorDocumentKinds.map((kind): VendorKindStatus<T> => {
    const document = latest.get(kind);
    if (!document) return { kind, status: "missing", document: null };
    return document.validUntil >= today
      ? { kind, status: "current", document }
      : { kind, status: "expired", document };
  });
  return {
    kinds,
    expired: kinds.filter((entry) => entry.status === "expired").map((entry) => entry.kind),
    missing: kinds.filter((entry) => entry.status === "missing").map((entry) => entry.kind),
  };
}
