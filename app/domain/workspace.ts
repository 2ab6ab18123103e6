/**
 * The organiser's workspace (issue 43, decision 072): the roles a colleague may hold and what each
 * may do. One list; the pages, the invitation form, the service and its tests read it from here.
 */
export const workspaceRoles = ["organiser", "finance", "viewer"] as const;
export type WorkspaceRole = (typeof workspaceRoles)[number];

export const isWorkspaceRole = (value: unknown): value is WorkspaceRole =>
  typeof value === "string" && (workspaceRoles as readonly string[]).includes(value);

/** What a role can do, to follow a colon mid-sentence: "sets the PO number" keeps its capitals. */
export const roleCanPhrase = (role: WorkspaceRole): string => {
  const { can } = roleLabels[role];
  return `${can.charAt(0).toLowerCase()}${can.slice(1)}`;
};

export const roleLabels: Record<WorkspaceRole, { name: string; can: string }> = {
  organiser: {
    name: "Organiser",
    can: "Changes the event and its attendees, invites colleagues, sees every document",
  },
  finance: {
    name: "Finance",
    can: "Pays, sees receipts and invoices, sets the PO number and billing contact",
  },
  viewer: { name: "Viewer", can: "Sees the event, its status and attendee counts" },
};

export type WorkspaceAbility = "see" | "documents" | "pay" | "billing" | "change" | "colleagues";

const abilities: Record<WorkspaceRole, readonly WorkspaceAbility[]> = {
  organiser: ["see", "documents", "pay", "billing", "change", "colleagues"],
  finance: ["see", "documents", "pay", "billing"],
  viewer: ["see"],
};

/** Whether any of the roles an address holds on an event grants the ability. */
export const roleCan = (roles: readonly WorkspaceRole[], ability: WorkspaceAbility): boolean =>
  roles.some((role) => abilities[role].includes(ability));

/** How long an emailed sign-in link works, and how long a session lasts without a new one. */
export const SIGN_IN_LINK_MINUTES = 15;
export const SESSION_DAYS = 30;
/** At most this many colleagues in a workspace, and on one event. */
export const MAX_MEMBERS = 50;

/** A workspace form's refusal as its page shows it: which form, the message, each field's error, what was typed. */
export interface WorkspaceFormAnswer {
  intent: string;
  ok: boolean;
  message: string;
  fieldErrors: Record<string, string | undefined>;
  values: Record<string, string>;
}
