/**
 * Every "Book" books what it says (issue 38, point 5): a label that says "Book … event" leads to an
 * event's checkout or to the activities, whose cards open each checkout; whatever opens the
 * scheduler (`BookingButton`, a link to /book/intro or /book/demo) says "call" or "demo". Checked on
 * the sticky top (banner and phone header), the voucher's actions and the pages that had a "Book …
 * Event" opening the call: home, the holiday page, the Variant B landing page and a vibe page.
 */
import { createElement, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { VoucherCodeActions } from "~/components/forms/voucher-code";
import { SiteHeader } from "~/components/layout/site-header";
import { TopBanner } from "~/components/layout/top-banner";
import { bookEventHref } from "~/components/ui/booking-button";
import ActivityVibe, { loader as vibeLoader } from "~/routes/activity-vibe";
import HolidayEvents from "~/routes/holiday-events";
import Home, { loader as homeLoader } from "~/routes/home";
import Landing, { loader as landingLoader } from "~/routes/virtual-team-building-events";

interface Anchor {
  href: string;
  text: string;
  /** A BookingButton: it opens the scheduler. */
  scheduler: boolean;
}

/** Every link of a rendered page: its href (entities decoded), its text (tags removed), its kind. */
function links(html: string): Anchor[] {
  return [...html.matchAll(/<a\b([^>]*?)>([\s\S]*?)<\/a>/g)].map((match) => {
    const attributes = match[1] ?? "";
    return {
      href: (/href="([^"]*)"/.exec(attributes)?.[1] ?? "").replaceAll("&amp;", "&"),
      text: (match[2] ?? "")
        .replace(/<!-- -->/g, "")
        .replace(/<[^>]+>/g, "")
        .replaceAll("&#x27;", "'")
        .replaceAll("&amp;", "&")
        .replace(/\s+/g, " ")
        .trim(),
      scheduler: /data-booking-type=|opens the scheduler/.test(attributes + (match[2] ?? "")),
    };
  });
}

/** Renders a component inside a router that has data APIs (forms with fetchers render too). */
function render(component: () => ReactElement, path = "/"): string {
  const Stub = createRoutesStub([{ path, Component: component }]);
  return renderToString(createElement(Stub, { initialEntries: [path] }));
}

const checkout = /^\/activities\/[a-z-]+\/book(\?|$)/;

/** The rule on every link of a page; returns its "Book … event" links and its scheduler links. */
function checkBookLabels(html: string) {
  const all = links(html);
  const bookEvent = all.filter((link) => /\bbook\b.*\bevent\b/i.test(link.text));
  for (const link of bookEvent) {
    expect(link.scheduler, `"${link.text}" does not open the scheduler`).toBe(false);
    expect(
      link.href === bookEventHref || checkout.test(link.href) || link.href.startsWith("#"),
      `"${link.text}" leads to ${link.href}`,
    ).toBe(true);
  }
  const scheduler = all.filter((link) => link.scheduler || /^\/book\/(intro|demo)$/.test(link.href));
  for (const link of scheduler) {
    expect(link.text, `${link.href} names the call or the demo`).toMatch(/\bcall\b|\bdemo\b|event planner/i);
  }
  return { bookEvent, scheduler };
}

describe("every Book books what it says", () => {
  it("the banner books an event at the activities and names the call apart", () => {
    const { bookEvent, scheduler } = checkBookLabels(render(TopBanner));
    expect(bookEvent.map((link) => [link.text, link.href])).toEqual([
      ["Book Your Event", "/activities#results"],
    ]);
    expect(scheduler.map((link) => link.text)).toEqual(["Book a 15-minute call (opens the scheduler)"]);
  });

  it("the phone header's Book is the activities; its menu holds the call", () => {
    const { bookEvent, scheduler } = checkBookLabels(render(SiteHeader));
    expect(bookEvent.map((link) => [link.text, link.href])).toEqual([
      ["Book Your Event", "/activities#results"],
    ]);
    expect(scheduler.map((link) => link.text)).toEqual(["Book a 15-minute call (opens the scheduler)"]);
  });

  it("the voucher's Book Your Event goes to the activities, where the checkout takes the code", () => {
    const { bookEvent, scheduler } = checkBookLabels(
      render(() => createElement(VoucherCodeActions, { code: "RALLY-AB23-CD45" })),
    );
    expect(bookEvent.map((link) => link.href)).toEqual(["/activities#results"]);
    expect(scheduler).toEqual([]);
  });

  it("home: Book Event is the activities", async () => {
    // Rendered per request (the live rating, issue 42): without a runtime, the sourced figure.
    const loaderData = await homeLoader();
    const { bookEvent } = checkBookLabels(
      render(() =>
        createElement(Home, { loaderData, params: {}, matches: [] } as unknown as Parameters<typeof Home>[0]),
      ),
    );
    expect(bookEvent.map((link) => [link.text, link.href])).toEqual([["Book Event", "/activities#results"]]);
  });

  it("the holiday page books at the activities, and offers the call by its name", () => {
    const { bookEvent, scheduler } = checkBookLabels(render(HolidayEvents, "/holiday-events"));
    expect(bookEvent.map((link) => link.href)).toEqual(["/activities#results", "/activities#results"]);
    expect(scheduler.map((link) => link.text)).toEqual([
      "Book a 15-minute call (opens the scheduler)",
      "Book a 15-minute call (opens the scheduler)",
    ]);
  });

  it("the landing page: the demo and the call say so; planning and booking go to the activities", async () => {
    const loaderData = await landingLoader();
    const html = render(
      () =>
        createElement(Landing, { loaderData, params: {}, matches: [] } as unknown as Parameters<
          typeof Landing
        >[0]),
      "/virtual-team-building-events",
    );
    const { bookEvent, scheduler } = checkBookLabels(html);
    expect(bookEvent.map((link) => [link.text, link.href])).toEqual([
      ["Book an Event", "/activities#results"],
    ]);
    expect(scheduler.map((link) => link.text)).toEqual([
      "Book a Free Demo (opens the scheduler)",
      "Book a 15-Minute Call (opens the scheduler)",
    ]);
    expect(links(html).find((link) => link.text === "Plan My Event Today")?.href).toBe("/activities#results");
  });

  it("a vibe page's Book a … Event goes to its own list of activities, each with its checkout", () => {
    const url = new URL("https://www.rallyroom.test/activities/high-energy");
    const loaderData = vibeLoader({ url } as unknown as Parameters<typeof vibeLoader>[0]);
    if (!loaderData) throw new Error("no vibe page");
    const html = render(
      () =>
        createElement(ActivityVibe, { loaderData, params: {}, matches: [] } as unknown as Parameters<
          typeof ActivityVibe
        >[0]),
      "/activities/high-energy",
    );
    const { bookEvent } = checkBookLabels(html);
    expect(bookEvent[0]).toMatchObject({ text: "Book a High-energy Event", href: "#vibe-activities" });
    expect(html).toContain('id="vibe-activities"');
    expect(bookEvent.slice(1).every((link) => checkout.test(link.href))).toBe(true);
    expect(bookEvent.length).toBeGreaterThan(1);
  });
});
