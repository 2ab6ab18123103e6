import { desc, eq } from "drizzle-orm";
import {
  isCalendarDay,
  isVendorDocumentKind,
  MAX_VENDOR_DOCUMENT_BYTES,
  utcDay,
  type VendorDocumentKind,
  vendorDocumentKinds,
  vendorDocumentLabels,
  vendorPackStatus,
} from "~/domain/vendor-pack";
import type { Db } from "~/server/db/client.server";
import { vendorDocuments } from "~/server/db/schema.server";
import { isUuid } from "~/server/services/quote/model.server";

/**
 * The vendor pack (app/domain/vendor-pack.ts): staff upload the documents procurement asks for,
 * customers see and download only the current one of each kind. Nothing expired or superseded
 * ever leaves here for a customer; staff see every upload and which kinds need a new one.
 */

/** The form fields an upload is refused for, as the admin page names its inputs. */
export type VendorUploadField = "kind" | "validUntil" | "file";

export type VendorUploadResult =
  | { ok: true; id: string }
  | { ok: false; status: 422; field: VendorUploadField; error: string };

export interface VendorUploadInput {
  kind: unknown;
  /** YYYY-MM-DD: the last day the document holds. */
  validUntil: unknown;
  /** The uploaded file (a form's File); anything else is refused as no file. */
  file: unknown;
  staffEmail: string;
}

/** An upload as staff and customers see it: everything but the bytes. */
export interface VendorDocumentInfo {
  id: string;
  kind: VendorDocumentKind;
  filename: string;
  size: number;
  validUntil: string;
  uploadedBy: string;
  uploadedAt: Date;
}

/** What a customer may see of a kind's current document. */
export type CurrentVendorDocument = Pick<
  VendorDocumentInfo,
  "id" | "filename" | "size" | "uploadedAt" | "validUntil"
>;

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const MAX_FILENAME = 120;

/**
 * The name a download is offered under: the uploaded name without any folder, every character
 * outside [A-Za-z0-9._-] made a dash, no leading dots or dashes, ending ".pdf"; the kind's name
 * when nothing is left.
 */
export function vendorFilename(name: string, kind: VendorDocumentKind): string {
  const base = name.split(/[/\\]/).pop() ?? "";
  const stem = base
    .replace(/\.pdf$/i, "")
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/-{2,}/g, "-")
    .replace(/^[.-]+|[.-]+$/g, "")
    .slice(0, MAX_FILENAME - 4)
    .replace(/[.-]+$/, "");
  return `${stem || `rallyroom-${kind}`}.pdf`;
}

interface UploadedFile {
  name: string;
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** A form's File (undici's or the platform's): a Blob with a name. */
function isUploadedFile(value: unknown): value is UploadedFile {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as UploadedFile).arrayBuffer === "function" &&
    typeof (value as UploadedFile).size === "number" &&
    typeof (value as UploadedFile).name === "string"
  );
}

const refuse = (field: VendorUploadField, error: string): VendorUploadResult => ({
  ok: false,
  status: 422,
  field,
  error,
});

const info = {
  id: vendorDocuments.id,
  kind: vendorDocuments.kind,
  filename: vendorDocuments.filename,
  size: vendorDocuments.size,
  validUntil: vendorDocuments.validUntil,
  uploadedBy: vendorDocuments.uploadedBy,
  uploadedAt: vendorDocuments.uploadedAt,
};

export function createVendorPack(db: Db, clock: () => number = Date.now) {
  const today = () => utcDay(clock());

  /** Every upload without its bytes, newest first (a few a year per kind: no paging). */
  async function uploads(): Promise<VendorDocumentInfo[]> {
    const rows = await db
      .select(info)
      .from(vendorDocuments)
      .orderBy(desc(vendorDocuments.uploadedAt), desc(vendorDocuments.id));
    return rows.filter((row): row is VendorDocumentInfo => isVendorDocumentKind(row.kind));
  }

  const status = async () => vendorPackStatus(await uploads(), today());

  return {
    /** Checks and stores one PDF; nothing is stored when any field is refused. */
    async upload(input: VendorUploadInput): Promise<VendorUploadResult> {
      const { kind, validUntil, file } = input;
      if (!isVendorDocumentKind(kind)) {
        const names = vendorDocumentKinds.map((each) => vendorDocumentLabels[each].name).join(", ");
        return refuse("kind", `Choose which document this is: ${names}.`);
      }
      if (typeof validUntil !== "string" || validUntil.trim() === "") {
        return refuse("validUntil", "Enter the last day the document is valid (Valid until).");
      }
      if (!isCalendarDay(validUntil.trim())) {
        return refuse("validUntil", "Valid until must be a real date, written YYYY-MM-DD.");
      }
      if (validUntil.trim() < today()) {
        return refuse("validUntil", `Valid until is in the past: enter ${today()} or a later day.`);
      }
      if (!isUploadedFile(file) || file.size === 0) {
        return refuse("file", "Choose the PDF file to upload.");
      }
      if (file.size > MAX_VENDOR_DOCUMENT_BYTES) {
        const mb = (file.size / 1024 / 1024).toFixed(1);
        return refuse("file", `The file is ${mb} MB: upload a PDF of at most 4 MB.`);
      }
      const bytes = new Uint8Array(await file.arrayBuffer());
      if (bytes.byteLength > MAX_VENDOR_DOCUMENT_BYTES) {
        return refuse("file", "The file is larger than 4 MB: upload a PDF of at most 4 MB.");
      }
      if (!PDF_MAGIC.every((byte, index) => bytes[index] === byte)) {
        return refuse("file", "The file is not a PDF: upload the document as a PDF file.");
      }
      const [row] = await db
        .insert(vendorDocuments)
        .values({
          kind,
          filename: vendorFilename(file.name, kind),
          bytes,
          size: bytes.byteLength,
          validUntil: validUntil.trim(),
          uploadedBy: input.staffEmail,
          uploadedAt: new Date(clock()),
        })
        .returning({ id: vendorDocuments.id });
      if (!row) throw new Error("The vendor document was not stored.");
      return { ok: true, id: row.id };
    },

    /** Staff: every upload, newest first, and per kind its status (current, expired or missing). */
    async staffList() {
      const all = await uploads();
      const { kinds, expired, missing } = vendorPackStatus(all, today());
      return { today: today(), uploads: all, kinds, expired, missing };
    },

    /** Customers: per kind its current document, or null (never an expired or superseded one). */
    async current(): Promise<Record<VendorDocumentKind, CurrentVendorDocument | null>> {
      const { kinds } = await status();
      const entries = kinds.map((entry) => {
        if (entry.status !== "current") return [entry.kind, null] as const;
        const { id, filename, size, uploadedAt, validUntil } = entry.document;
        return [entry.kind, { id, filename, size, uploadedAt, validUntil }] as const;
      });
      return Object.fromEntries(entries) as Record<VendorDocumentKind, CurrentVendorDocument | null>;
    },

    /** The file, only while `id` is the current document of its kind today; else null. */
    async download(requested: unknown): Promise<{ filename: string; bytes: Uint8Array } | null> {
      if (typeof requested !== "string" || !isUuid(requested)) return null;
      const id = requested.toLowerCase();
      const current = (await status()).kinds.some(
        (entry) => entry.status === "current" && entry.document.id === id,
      );
      if (!current) return null;
      const [file] = await db
        .select({ filename: vendorDocuments.filename, bytes: vendorDocuments.bytes })
        .from(vendorDocuments)
        .where(eq(vendorDocuments.id, id));
      return file ? { filename: file.filename, bytes: new Uint8Array(file.bytes) } : null;
    },

    /** Kinds whose latest upload has passed its day: staff are flagged to upload a new one. */
    async expiredKinds(): Promise<VendorDocumentKind[]> {
      return (await status()).expired;
    },
  };
}
