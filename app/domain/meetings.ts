import { site } from "~/config/site";

/**
 * The meeting types a visitor can book, by id and name. Free of luxon (unlike scheduling.ts,
 * which re-exports these for the server), so the /book pages' browser code stays small.
 */

export const meetingTypeIds = ["intro", "demo"] as const;
export type MeetingTypeId = (typeof meetingTypeIds)[number];

export const isMeetingType = (value: unknown): value is MeetingTypeId =>
  typeof value === "string" && (meetingTypeIds as readonly string[]).includes(value);

export const meetingName = (type: MeetingTypeId): string => site.scheduler.meetingTypes[type].name;
