import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { type AdminEvent, EventFilters, EventItem } from "~/components/admin/event-item";

const hosts = [
  { value: "11111111-1111-4111-8111-111111111111", label: "Rallyroom team" },
  { value: "22222222-2222-4222-8222-222222222222", label: "Ana" },
];

const base: AdminEvent = {
  id: "33333333-3333-4333-8333-333333333333",
  time: "10:00 AM – 11:00 AM",
  visitorTime: "3:00 PM for them (London)",
  activity: "Lightning Feud",
  status: "invoiced",
  name: "Pat Buyer",
  email: "pat@initech.example",
  company: "Initech",
  headcount: 40,
  host: "Rallyroom team",
  hostId: "11111111-1111-4111-8111-111111111111",
  paymentMode: "invoice",
  total: "$2,000",
  deposit: "$1,000",
  paid: "$0",
  refunded: null,
  poNumber: "PO-1234",
  holdUntil: null,
  canAssign: true,
  canComplete: false,
  canCancel: false,
  canMarkInvoicePaid: true,
};

/** The markup inside the admin layout's route, whose loader data holds the CSRF token. */
function render(node: () => React.ReactNode): string {
  const Stub = createRoutesStub([
    {
      id: "routes/admin",
      path: "/admin",
      loader: () => ({ email: "staff@rallyroom.test", csrf: "csrf-token" }),
      children: [{ path: "events", Component: node }],
    },
  ]);
  return renderToStaticMarkup(
    createElement(Stub, {
      initialEntries: ["/admin/events"],
      hydrationData: {
        loaderData: { "routes/admin": { email: "staff@rallyroom.test", csrf: "csrf-token" } },
      },
    }),
  );
}

const forms = (html: string) => [...html.matchAll(/<form\b[\s\S]*?<\/form>/g)].map((match) => match[0]);

describe("an event in the staff list", () => {
  it("shows who, what, the host, the money and the order id, and offers the invoice and the move", () => {
    const html = render(() => createElement(EventItem, { event: base, hosts, busy: false }));
    for (const text of ["Initech", "Pat Buyer", "Lightning Feud", "PO-1234", "$2,000", "$1,000", base.id]) {
      expect(html).toContain(text);
    }
    expect(html).toContain('data-status="invoiced"');
    const posts = forms(html);
    expect(posts).toHaveLength(2);
    expect(posts[0]).toContain('name="intent" value="invoice-paid"');
    expect(posts[0]).toContain('name="csrf" value="csrf-token"');
    expect(posts[0]).toContain("Mark invoice paid");
    expect(posts[1]).toContain('name="intent" value="assign"');
    // The event's own host is not offered as the place to move it.
    expect(posts[1]).toContain(">Ana</option>");
    expect(posts[1]).not.toContain(">Rallyroom team</option>");
    expect(html).not.toContain("Mark completed");
    // Staff never get the buyer's signed link.
    expect(html).not.toContain("key=");
  });

  it("offers to cancel an upcoming booked event, with a reason for the buyer", () => {
    const html = render(() =>
      createElement(EventItem, { event: { ...base, canCancel: true }, hosts, busy: false }),
    );
    const cancel = forms(html).find((form) => form.includes('value="cancel"'));
    expect(cancel).toBeDefined();
    expect(cancel).toContain('name="reason"');
    expect(cancel).toContain("Cancel and refund");
  });

  it("draws a refused move under the host field, wired to it", () => {
    const html = render(() =>
      createElement(EventItem, { event: base, hosts, busy: false, hostError: "That host is busy then." }),
    );
    const id = `host-${base.id}`;
    expect(html).toMatch(new RegExp(`<select[^>]*aria-invalid="true"[^>]*aria-describedby="${id}-error"`));
    expect(html).toContain(`<p id="${id}-error"`);
    expect(html).toContain("That host is busy then.");
  });

  it("offers Mark completed for an ended event and nothing for a cancelled one", () => {
    const ended = render(() =>
      createElement(EventItem, {
        event: { ...base, status: "paid", canAssign: false, canComplete: true, canMarkInvoicePaid: false },
        hosts,
        busy: false,
      }),
    );
    expect(forms(ended)).toHaveLength(1);
    expect(ended).toContain('name="intent" value="complete"');
    const cancelled = render(() =>
      createElement(EventItem, {
        event: {
          ...base,
          status: "cancelled",
          canAssign: false,
          canComplete: false,
          canMarkInvoicePaid: false,
        },
        hosts,
        busy: false,
      }),
    );
    expect(forms(cancelled)).toHaveLength(0);
  });

  it("offers to release a held checkout, and says why a cancelled event was cancelled", () => {
    const held = render(() =>
      createElement(EventItem, {
        event: { ...base, status: "held", canMarkInvoicePaid: false, canRelease: true },
        hosts,
        busy: false,
      }),
    );
    const release = forms(held).find((form) => form.includes('value="release"'));
    expect(release).toContain("Release hold");
    expect(release).toContain('name="csrf" value="csrf-token"');
    const withdrawn = render(() =>
      createElement(EventItem, {
        event: {
          ...base,
          status: "cancelled",
          canAssign: false,
          canMarkInvoicePaid: false,
          cancelReason: "invoice unpaid",
        },
        hosts,
        busy: false,
      }),
    );
    expect(withdrawn).toContain("invoice unpaid");
    expect(withdrawn).not.toContain("Release hold");
  });

  it("filters by when, status, host and buyer email in a GET form", () => {
    const html = render(() =>
      createElement(EventFilters, {
        filters: { when: "past", status: "paid", email: "pat@initech.example" },
        hosts,
      }),
    );
    const [form] = forms(html);
    expect(form).toMatch(/method="get"/);
    for (const name of ["when", "status", "host", "email"]) expect(form).toContain(`name="${name}"`);
    expect(form).toContain('value="pat@initech.example"');
    expect(form).toContain('<option value="past" selected="">');
    expect(form).toContain('<option value="paid" selected="">');
  });
});
