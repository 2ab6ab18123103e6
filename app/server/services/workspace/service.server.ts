import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import { formatPrice } from "~/domain/pricing";
import { roleCan, type WorkspaceAbility, type WorkspaceRole } from "~/domain/workspace";
import type { Db } from "~/server/db/client.server";
import { eventMembers, quotes, quoteView, workspaceMembers } from "~/server/db/schema.server";
import { eventDocument } from "~/server/email/event-wording.server";
import { isBookingId } from "~/server/services/booking/links.server";
import {
  activityTitle,
  type EventView,
  eventKey,
  eventMail,
  eventPaths,
  findEvent,
} from "~/server/services/events/view.server";
import type { InvoiceService } from "~/server/services/invoices/service.server";
import type { Job } from "~/server/services/jobs.server";
import { quoteLinkPath } from "~/server/services/quote-link.server";
import type { RateLimiter } from "~/server/services/rate-limit.server";
import { eventRoles, rolesOn, workspacesOf } from "~/server/services/workspace/access.server";
import { historyOf, historyWhen } from "~/server/services/workspace/history.server";
import { createWorkspaceMembers } from "~/server/services/workspace/members.server";
import { createAccountSessions } from "~/server/services/workspace/sessions.server";
import { createSignInLinks } from "~/server/services/workspace/sign-in.server";

/**
 * The organiser's workspace as the runtime holds it (`runtime().workspace`, issue 43, decision 072):
 * sign-in links, sessions, colleagues, and what a signed-in address may see. Every read starts
 * from the address's roles on the event (access.server.ts): an event the address holds no role
 * on reads as not found, so one workspace never learns another's events exist.
 */

export interface WorkspaceOptions {
  origin: string;
  secret: string;
  rateLimiter: Pick<RateLimiter, "hit">;
  onQueued?: () => void;
  invoices: Pick<InvoiceService, "card" | "listOf" | "pdf" | "pay" | "sendOpenTo">;
  attendees: {
    summaryOf: (
      event: Pick<EventView, "id" | "headcount">,
    ) => Promise<{ invited: number; coming: number; headcount: number }>;
  };
}

/** The workspace's own path of an event's document: its receipt or an invoice by number. */
export const workspaceEventPath = (id: string) => `/account/events/${id}`;
const documentPath = (id: string, file: string) => `${workspaceEventPath(id)}/documents/${file}`;

/** Whether `member` is the only organiser among `members`: the one who cannot leave or be removed. */
const lastOrganiser = (members: { role: string }[], member: { role: string }) =>
  member.role === "organiser" && members.filter((each) => each.role === "organiser").length === 1;

export function createWorkspace(db: Db, options: WorkspaceOptions) {
  const { origin, secret, invoices, attendees } = options;
  const links = createSignInLinks(db, options);
  const sessions = createAccountSessions(db);
  const members = createWorkspaceMembers(db, options);
  const mailContext = { origin, secret, uidDomain: new URL(origin).hostname };

  /** An event the address holds a role on, with the roles; null when it holds none (or no such event). */
  async function eventFor(email: string, id: unknown) {
    if (typeof id !== "string") return null;
    const event = await findEvent(db, id);
    if (!event) return null;
    const roles = await rolesOn(db, email, event.id);
    return roles.length > 0 ? { event, roles } : null;
  }

  /** What the pages draw of one event for one address: only what its roles open. */
  async function card(event: EventView, roles: WorkspaceRole[], now: Date) {
    const can = (ability: WorkspaceAbility) => roleCan(roles, ability);
    const counts = await attendees.summaryOf(event);
    const invoiceDocuments = can("documents")
      ? (await invoices.listOf(event, now)).map((invoice) => ({
          label: `${invoice.kind} ${invoice.printed}`,
          href: documentPath(event.id, `${invoice.printed}.pdf`),
          status: invoice.status,
          outstanding: invoice.outstanding,
          due: invoice.due,
          payable: Boolean(invoice.outstanding) && invoices.card && can("pay"),
          printed: invoice.printed,
        }))
      : [];
    const documents = can("documents")
      ? [
          {
            label: eventDocument(eventMail(mailContext, event)).title,
            href: documentPath(event.id, "receipt.pdf"),
          },
          ...invoiceDocuments,
        ]
      : [];
    const paths = eventPaths(event.id, secret);
    return {
      id: event.id,
      title: event.activityTitle,
      company: event.company,
      status: event.status,
      upcoming: event.end > now.getTime() && event.status !== "cancelled" && event.status !== "expired",
      when: historyWhen(event),
      headcount: event.headcount,
      invited: counts.invited,
      coming: counts.coming,
      roles,
      total: can("documents") ? formatPrice(event.totalCents) : null,
      documents,
      due: invoiceDocuments.filter((document) => document.outstanding),
      billing: can("billing")
        ? { name: event.billingName, email: event.billingEmail, poNumber: event.poNumber ?? "" }
        : null,
      /** The signed pages that change the event and its attendees: organisers only. */
      manage: can("change")
        ? { event: paths.manage, attendees: `/events/${event.id}/attendees?key=${paths.key}` }
        : null,
      colleagues: can("colleagues"),
    };
  }

  return {
    links,
    sessions,
    members,

    /** The event and the address's roles on it, for a change's check; null when it holds none. */
    access: eventFor,

    /** Everything the address may see: its workspaces, events (upcoming, then past), quotes and payments due. */
    async overview(email: string, now = new Date()) {
      const [spaces, roles] = await Promise.all([workspacesOf(db, email), eventRoles(db, email)]);
      const cards = [];
      for (const [id, held] of roles) {
        const event = await findEvent(db, id);
        if (event) cards.push(await card(event, held, now));
      }
      const quoteSpaces = spaces.filter((space) => space.role !== "viewer").map((space) => space.id);
      const quoteRows = quoteSpaces.length
        ? await db
            .select()
            .from(quoteView)
            .where(
              and(
                isNull(quoteView.eventId),
                inArray(
                  quoteView.id,
                  db.select({ id: quotes.id }).from(quotes).where(inArray(quotes.workspaceId, quoteSpaces)),
                ),
              ),
            )
            .orderBy(desc(quoteView.createdAt))
            .limit(50)
        : [];
      return {
        workspaces: spaces,
        upcoming: cards.filter((event) => event.upcoming),
        past: cards.filter((event) => !event.upcoming).reverse(),
        due: cards.flatMap((event) =>
          event.due.map((document) => ({ ...document, event: event.title, eventId: event.id })),
        ),
        quotes: quoteRows.map((quote) => ({
          id: quote.id,
          title: activityTitle(quote.activitySlug),
          headcount: quote.estHeadcount,
          total: formatPrice(quote.totalCents),
          status: quote.status,
          href: quoteLinkPath(quote.id, secret),
        })),
      };
    },

    /** One event's page in the workspace: its card, colleagues and history; null reads as 404. */
    async event(email: string, id: unknown, now = new Date()) {
      const found = await eventFor(email, id);
      if (!found) return null;
      const { event, roles } = found;
      const [view, history, colleagues, spaceMembers] = await Promise.all([
        card(event, roles, now),
        historyOf(db, event.id, event.visitorTimeZone),
        db
          .select({ email: eventMembers.email, role: eventMembers.role })
          .from(eventMembers)
          .where(eq(eventMembers.eventId, event.id)),
        event.workspaceId
          ? db
              .select({ email: workspaceMembers.email, role: workspaceMembers.role })
              .from(workspaceMembers)
              .where(eq(workspaceMembers.workspaceId, event.workspaceId))
          : Promise.resolve([]),
      ]);
      return {
        event: view,
        history,
        colleagues: [
          ...spaceMembers.map((member) => ({
            email: member.email,
            role: member.role,
            scope: "workspace" as const,
            removable: !lastOrganiser(spaceMembers, member),
          })),
          ...colleagues.map((member) => ({ ...member, scope: "event" as const, removable: true })),
        ],
        workspaceId: event.workspaceId,
      };
    },

    /** A document of an event by the workspace's path: the receipt or an invoice's PDF, for roles that see documents. */
    async document(email: string, id: unknown, file: unknown) {
      const found = await eventFor(email, id);
      if (!found || !roleCan(found.roles, "documents") || typeof file !== "string") return null;
      if (file === "receipt.pdf") return { kind: "receipt" as const, event: found.event };
      const pdf = await invoices.pdf(found.event.id, eventKey(found.event.id, secret), file);
      return pdf ? { kind: "invoice" as const, ...pdf } : null;
    },

    /** "Pay by card" on an open invoice from the workspace; back to the workspace's page after. */
    async pay(email: string, id: unknown, file: unknown) {
      const found = await eventFor(email, id);
      if (!found || !roleCan(found.roles, "pay")) return { ok: false as const, status: 404 as const };
      const key = eventKey(found.event.id, secret);
      return invoices.pay(found.event.id, key, file, workspaceEventPath(found.event.id));
    },

    /** Finance or an organiser sets the billing contact; a new contact is sent the invoices still open. */
    async setBilling(email: string, id: unknown, raw: Record<string, unknown>, now = new Date()) {
      const result = await members.setBilling(email, id, raw, now);
      if (result.ok && result.newContact && isBookingId(id)) await invoices.sendOpenTo(id, result.newContact);
      return result;
    },

    /** The people of a workspace, for its organisers' team page; null reads as 404. */
    async team(email: string, workspaceId: unknown) {
      if (typeof workspaceId !== "string") return null;
      const spaces = await workspacesOf(db, email);
      const space = spaces.find((entry) => entry.id === workspaceId);
      if (!space) return null;
      const people = await db
        .select({ email: workspaceMembers.email, role: workspaceMembers.role })
        .from(workspaceMembers)
        .where(eq(workspaceMembers.workspaceId, space.id));
      return {
        workspace: space,
        people: people.map((person) => ({ ...person, removable: !lastOrganiser(people, person) })),
      };
    },
  };
}

export type Workspace = ReturnType<typeof createWorkspace>;

/** The job loop's hourly pruning of used or lapsed sign-in links and ended sessions. */
export function workspaceJob(workspace: Workspace): Job {
  return {
    name: "Workspace pruning",
    everyMs: 60 * 60_000,
    run: async () => {
      await workspace.links.prune();
      await workspace.sessions.prune();
    },
  };
}
