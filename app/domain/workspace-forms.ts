import { z } from "zod";
import { EMAIL_MAX_LENGTH, isPlainEmailAddress } from "./email-policy";
import { workspaceRoles } from "./workspace";

/**
 * The workspace's forms as the server reads them (issue 43): the sign-in address and a colleague's
 * invitation. Apart from app/domain/workspace.ts, whose role words the pages draw, so zod stays
 * out of the browser's bundle.
 */

export const workspaceMessages = {
  email: "Enter an email address, e.g. sam@company.com",
  colleagueEmail: "Enter your colleague's email address, e.g. alex@company.com",
  role: "Choose organiser, finance or viewer",
  scope: "Choose this event or every event of the workspace",
} as const;

const address = (message: string) =>
  z.preprocess(
    (value) => (typeof value === "string" ? value.trim().toLowerCase() : value),
    z
      .string({ message })
      .min(1, message)
      .max(EMAIL_MAX_LENGTH, message)
      .refine((value) => isPlainEmailAddress(value), message),
  );

/** The sign-in form: the address the link goes to. */
export const signInSchema = z.object({ email: address(workspaceMessages.email) });

/** Inviting a colleague: who, with which role, to this event or to the whole workspace. */
export const inviteSchema = z.object({
  email: address(workspaceMessages.colleagueEmail),
  role: z.enum(workspaceRoles, { message: workspaceMessages.role }),
  scope: z.enum(["event", "workspace"], { message: workspaceMessages.scope }),
});
export type Invite = z.output<typeof inviteSchema>;
