import { site } from "~/config/site";

/**
 * The meeting types a visitor can book, by id and name. Free of luxon (unlike scheduling.ts,
 * which re-exports these for the server), so the /book pages' browser code stays small.
 */

export const meetingTypeIds = ["intro", "demo"] as const;
export type MeetingTypeId = (typeof meetingTypeIds)[number];

export const isMeetingType = (value: unknown): value is MeetingTypeId =>
  typeof value === "string" && (meetingTypeIds as readonly string[]).includes(value);

/** What a booking holds a host for: a call or demo, or an event bought at checkout (decision 057). */
export type BookingType = MeetingTypeId | "event";

/** "15-minute intro call", "30-minute live demo"; "team event" for an event bought at checkout. */
export const meetingName = (type: BookingType): string =>
  type === "event" ? "team event" : site.scheduler.meetingTypes[type].name;
