import { data, useNavigation } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { StaffForm } from "~/components/admin/admin-session";
import { ActionNotice, AdminTable, td, UtcTime } from "~/components/admin/admin-ui";
import { Field, SelectField, TextField } from "~/components/forms/kit";
import { buttonStyles } from "~/components/ui/styles";
import {
  dayAfter,
  isVendorDocumentKind,
  MAX_VENDOR_DOCUMENT_BYTES,
  vendorDocumentKinds,
  vendorDocumentLabels,
} from "~/domain/vendor-pack";
import type { PageHandle } from "~/lib/handle";
import { privatePageHeaders } from "~/server/http.server";
import { runtime } from "~/server/runtime.server";
import type { VendorUploadField } from "~/server/services/workspace/vendor-pack.server";
import { requireStaffPost, staffPageLoader } from "~/server/staff-http.server";
import type { Route } from "./+types/admin-vendor-pack";

/**
 * `/admin/vendor-pack`: the documents procurement asks every vendor for (W-9, certificate of
 * insurance, DPA, security questionnaire answers). Staff upload each as a PDF with the last day
 * it holds; the latest upload of a kind is offered to customers until that day. An expired kind
 * is flagged here and on the overview, and nothing of it is offered until a new one is uploaded.
 */
export const handle: PageHandle = { sitemap: false };

/** The page, its data and its action's answers are never stored (staff addresses, upload history). */
export const headers: Route.HeadersFunction = privatePageHeaders;

export const loader = staffPageLoader(async () => {
  const { today, kinds, uploads } = await runtime().vendorPack.staffList();
  // The latest upload of each kind is current or expired; every older one is superseded.
  const latest = new Map<string, "current" | "expired">();
  for (const entry of kinds) if (entry.document) latest.set(entry.document.id, entry.status);
  return {
    today,
    kinds: kinds.map((entry) => ({
      kind: entry.kind,
      ...vendorDocumentLabels[entry.kind],
      status: entry.status,
      filename: entry.document?.filename ?? null,
      validUntil: entry.document?.validUntil ?? null,
    })),
    uploads: uploads.map((upload) => ({
      id: upload.id,
      name: vendorDocumentLabels[upload.kind].name,
      filename: upload.filename,
      size: upload.size,
      validUntil: upload.validUntil,
      uploadedBy: upload.uploadedBy,
      uploadedAt: upload.uploadedAt.toISOString(),
      status: latest.get(upload.id) ?? ("superseded" as const),
    })),
  };
});

type Result =
  | { ok: true; message: string; id: string }
  | {
      ok: false;
      message: string;
      field: VendorUploadField;
      error: string;
      values: { kind: string; validUntil: string };
    };

const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");

export async function action({ request }: Route.ActionArgs) {
  const { session, form } = await requireStaffPost(request);
  const kind = form.get("kind");
  const validUntil = form.get("validUntil");
  const values = { kind: text(kind), validUntil: text(validUntil) };
  const result = await runtime().vendorPack.upload({
    kind,
    validUntil,
    file: form.get("file"),
    staffEmail: session.staff.email,
  });
  if (!result.ok) {
    const { field, error, status } = result;
    const message = "The document was not uploaded: correct the field marked below.";
    return data<Result>({ ok: false, message, field, error, values }, { status });
  }
  const name = isVendorDocumentKind(kind) ? vendorDocumentLabels[kind].name : "document";
  const until = values.validUntil.trim();
  return data<Result>({
    ok: true,
    id: result.id,
    message: `The ${name} is uploaded: customers are offered it until ${until}.`,
  });
}

export const meta: Route.MetaFunction = () =>
  adminMeta({
    title: "Admin: vendor pack",
    description: "The W-9, insurance certificate, DPA and security answers customers download.",
    path: "/admin/vendor-pack",
  });

const kindOptions = vendorDocumentKinds.map((kind) => ({
  value: kind,
  label: vendorDocumentLabels[kind].name,
}));

function fileSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

type Kind = Route.ComponentProps["loaderData"]["kinds"][number];

function KindStatus({ entry }: { entry: Kind }) {
  if (entry.status === "current") {
    return <span className="font-semibold text-green-800">{`Current until ${entry.validUntil}`}</span>;
  }
  if (entry.status === "expired" && entry.validUntil) {
    return (
      <span className="font-semibold text-red-700">
        {`Expired on ${dayAfter(entry.validUntil)} (valid until ${entry.validUntil}): not offered to customers`}
      </span>
    );
  }
  return <span className="font-semibold text-red-700">Missing: nothing to offer customers</span>;
}

const historyLabels = { current: "Current", expired: "Expired", superseded: "Superseded" } as const;

export default function AdminVendorPack({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const { kinds, uploads, today } = loaderData;
  const refused = actionData && !actionData.ok ? actionData : undefined;
  const errorOf = (field: VendorUploadField) => (refused?.field === field ? refused.error : undefined);
  return (
    <>
      <h1 className="text-3xl font-bold text-ink">Vendor pack</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        The documents procurement asks every vendor for. Customers are offered the latest upload of each kind
        until its last valid day (UTC); an expired or missing one is offered to nobody until a new one is
        uploaded here.
      </p>
      <ActionNotice result={actionData?.ok ? actionData : undefined} />
      <AdminTable
        label="Status of each document"
        caption="The vendor pack's documents and whether customers are offered them"
        columns={["Document", "Status", "File"]}
      >
        {kinds.map((entry) => (
          <tr
            key={entry.kind}
            className="border-t border-slate-200"
            data-kind={entry.kind}
            data-status={entry.status}
          >
            <th scope="row" className={`${td} font-normal`}>
              <span className="block font-semibold text-ink">{entry.name}</span>
              <span className="block text-slate-700">{entry.description}</span>
            </th>
            <td className={td}>
              <KindStatus entry={entry} />
            </td>
            <td className={`${td} wrap-anywhere`}>{entry.filename ?? "—"}</td>
          </tr>
        ))}
      </AdminTable>

      <h2 className="mt-10 text-xl font-bold text-ink">Upload a document</h2>
      <p className="mt-2 max-w-3xl text-slate-700">
        A PDF of at most {MAX_VENDOR_DOCUMENT_BYTES / 1024 / 1024} MB. It replaces the kind's current document
        at once.
      </p>
      <StaffForm
        key={actionData?.ok ? actionData.id : "upload"}
        encType="multipart/form-data"
        className="mt-4 grid max-w-xl gap-4 rounded-2xl border border-slate-200 bg-white p-5"
        disabled={busy}
        notice={refused ? { variant: "error", message: refused.message, focusKey: refused } : null}
        submit={{ label: "Upload", busyLabel: "Uploading…", className: buttonStyles.primary }}
        busy={busy}
      >
        <SelectField
          id="vendor-kind"
          name="kind"
          label="Document"
          required
          placeholder="Choose a document"
          options={kindOptions}
          defaultValue={refused?.values.kind ?? ""}
          error={errorOf("kind")}
        />
        <TextField
          id="vendor-valid-until"
          name="validUntil"
          label="Valid until"
          type="date"
          required
          min={today}
          hint="The last day the document holds: the end of the policy period, or the form's year."
          defaultValue={refused?.values.validUntil ?? ""}
          error={errorOf("validUntil")}
        />
        <Field id="vendor-file" label="PDF file" required error={errorOf("file")}>
          {(control) => <input {...control} type="file" name="file" accept="application/pdf" />}
        </Field>
      </StaffForm>

      <h2 className="mt-10 text-xl font-bold text-ink">Upload history</h2>
      {uploads.length === 0 ? (
        <p className="mt-3 text-slate-700">Nothing has been uploaded yet.</p>
      ) : (
        <AdminTable
          label="Upload history"
          caption="Every upload, newest first"
          columns={["Uploaded", "Document", "File", "Size", "Valid until", "By", "Status"]}
        >
          {uploads.map((upload) => (
            <tr key={upload.id} className="border-t border-slate-200" data-upload={upload.id}>
              <td className={`${td} min-w-28`}>
                <UtcTime iso={upload.uploadedAt} />
              </td>
              <td className={td}>{upload.name}</td>
              <td className={`${td} wrap-anywhere`}>{upload.filename}</td>
              <td className={`${td} tabular-nums`}>{fileSize(upload.size)}</td>
              <td className={`${td} whitespace-nowrap`}>{upload.validUntil}</td>
              <td className={`${td} wrap-anywhere`}>{upload.uploadedBy}</td>
              <td className={upload.status === "expired" ? `${td} font-semibold text-red-700` : td}>
                {historyLabels[upload.status]}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </>
  );
}
