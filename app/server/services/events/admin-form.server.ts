import { z } from "zod";
import { cancelReasonSchema } from "~/domain/booking-form";
import { parseBulkCancel } from "~/server/services/booking/admin.server";
import { isBookingId } from "~/server/services/booking/links.server";
import type { BulkFilter } from "~/server/services/booking-limits.server";
import { eventAdminMessages } from "~/server/services/events/admin.server";

/**
 * The forms of /admin/events, told apart by `intent`; each refusal is keyed by its field. The
 * bulk cancel (`bulk-preview` counts, `bulk` cancels) reads its filter with the meetings' one
 * parser (parseBulkCancel), so both pages match, bound dates and refuse alike.
 */
const eventField = z.string({ error: "Choose an event." }).refine(isBookingId, "Choose an event.");

export const eventAdminFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("assign"),
    id: eventField,
    host: z
      .string({ error: eventAdminMessages.hostUnknown })
      .refine(isBookingId, eventAdminMessages.hostUnknown),
  }),
  z.object({ intent: z.literal("complete"), id: eventField }),
  z.object({ intent: z.literal("invoice-paid"), id: eventField }),
  z.object({ intent: z.literal("release"), id: eventField }),
  z.object({ intent: z.literal("cancel"), id: eventField, reason: cancelReasonSchema }),
]);

export type EventAdminForm =
  | z.output<typeof eventAdminFormSchema>
  | { intent: "bulk"; filter: BulkFilter; reason: string | null }
  | { intent: "bulk-preview"; filter: BulkFilter; reason: string | null };

export type EventAdminFormResult =
  | { ok: true; data: EventAdminForm }
  | { ok: false; status: 400 | 422; message: string; fieldErrors: Record<string, string> };

/**
 * Reads one posted /admin/events form. An unknown action or event answers 400; a host that is
 * not one answers 422 with the message under `host`; a bulk filter that is not one (a bad
 * address, a day outside the years 2000–2199, no match and no closed range) 422 under `bulk`.
 */
export function parseEventAdminForm(form: FormData): EventAdminFormResult {
  const value = (name: string) => {
    const entry = form.get(name);
    return typeof entry === "string" ? entry : undefined;
  };
  const intent = value("intent");
  if (intent === "bulk" || intent === "bulk-preview") {
    const parsed = parseBulkCancel(form, "events");
    if (!parsed.ok)
      return { ok: false, status: 422, message: parsed.error, fieldErrors: { bulk: parsed.error } };
    const { filter, reason } = parsed;
    return { ok: true, data: intent === "bulk" ? { intent, filter, reason } : { intent, filter, reason } };
  }
  const parsed = eventAdminFormSchema.safeParse({
    intent,
    id: value("id"),
    host: value("host"),
    reason: value("reason") ?? "",
  });
  if (parsed.success) return { ok: true, data: parsed.data };
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) fieldErrors[issue.path.join(".")] ??= issue.message;
  if (fieldErrors.intent !== undefined) {
    return { ok: false, status: 400, message: "Unknown action.", fieldErrors: { intent: "Unknown action." } };
  }
  if (fieldErrors.id !== undefined) {
    return { ok: false, status: 400, message: "Choose an event.", fieldErrors: { id: "Choose an event." } };
  }
  return { ok: false, status: 422, message: Object.values(fieldErrors)[0] ?? "Check the form.", fieldErrors };
}
