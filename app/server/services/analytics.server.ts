import { createHash } from "node:crypto";
import { z } from "zod";
import { analyticsEventNames } from "~/domain/analytics-events";
import { hasUnsafeText } from "~/domain/text-safety";
import type { Db } from "~/server/db/client.server";
import { analyticsEvents } from "~/server/db/schema.server";

/** Text that the database can store faithfully: no control characters, no broken Unicode. */
const safeText = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !hasUnsafeText(value), "Remove the control characters");

const propValue = z.union([safeText(200), z.number().finite(), z.boolean(), z.null()]);

export const analyticsEventSchema = z.object({
  name: z.enum(analyticsEventNames, { message: "Unknown event name" }),
  props: z
    .record(z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, "Property names are lower_snake_case"), propValue)
    .refine((props) => Object.keys(props).length <= 20, "At most 20 properties")
    .default({}),
  path: safeText(300).refine((value) => value.startsWith("/"), "Path must start with /"),
  referrer: safeText(500).nullish(),
});

export type AnalyticsEventInput = z.input<typeof analyticsEventSchema>;

/**
 * A visitor key that changes every day and cannot be turned back into an IP address:
 * enough to count visits in the funnel, not enough to follow a person.
 */
export function visitorKey(ip: string, userAgent: string, day: string, salt: string): string {
  return createHash("sha256").update(`${salt}|${day}|${ip}|${userAgent}`).digest("base64url").slice(0, 22);
}

export function createAnalytics(db: Db, salt: string) {
  return {
    async record(
      input: unknown,
      client: { ip: string; userAgent: string },
    ): Promise<{ ok: true } | { ok: false; error: string; fieldErrors: Record<string, string[]> }> {
      const parsed = analyticsEventSchema.safeParse(input);
      if (!parsed.success) {
        return {
          ok: false,
          error: "Invalid analytics event",
          fieldErrors: z.flattenError(parsed.error).fieldErrors,
        };
      }
      const { name, props, path, referrer } = parsed.data;
      const day = new Date().toISOString().slice(0, 10);
      await db.insert(analyticsEvents).values({
        name,
        props,
        path,
        referrer: referrer ?? null,
        visitor: visitorKey(client.ip, client.userAgent, day, salt),
      });
      return { ok: true };
    },
  };
}
