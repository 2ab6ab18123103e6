/**
 * The people model (docs/decisions/045-people.md): hosts and founders come from content/hosts/*.md,
 * every activity names its hosts, bookings name the person who hosts them, and testimonials are
 * full, distinct names.
 */
import { existsSync } from "node:fs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { activities } from "~/content/activities";
import { homeTestimonials, landingTestimonials, lovedByTeams, type Testimonial } from "~/content/home";
import ActivityDetail, { loader as activityLoader } from "~/routes/activity";
import { hostsOf, listPeople, personByEmail } from "~/server/hosts.server";
import { hostDisplayName } from "~/server/services/booking/hosts.server";

const people = listPeople();

describe("host profiles", () => {
  it("give each person a name, role, bio, languages, time zone and a drawn portrait", () => {
    expect(people.length).toBeGreaterThanOrEqual(6);
    expect(people.filter((person) => person.team === "founder").map((person) => person.name)).toEqual([
      "Nadia Okafor",
      "Daniel Reyes",
    ]);
    for (const person of people) {
      expect(person.name.split(" ").length, person.slug).toBeGreaterThanOrEqual(2);
      expect(person.bio.length, person.slug).toBeGreaterThan(80);
      expect(person.languages.length, person.slug).toBeGreaterThan(0);
      expect(existsSync(`public${person.portrait}`), person.portrait).toBe(true);
    }
    expect(new Set(people.map((person) => person.name)).size).toBe(people.length);
  });

  it("give every activity at least one host", () => {
    for (const activity of activities) expect(hostsOf(activity.id).length, activity.id).toBeGreaterThan(0);
  });

  it("show the activity's hosts on its page", async () => {
    const activity = activities[0];
    if (!activity) throw new Error("empty catalogue");
    const loaderData = await activityLoader({ params: { slug: activity.slug } } as unknown as Parameters<
      typeof activityLoader
    >[0]);
    const html = renderToStaticMarkup(
      createElement(
        MemoryRouter,
        null,
        createElement(ActivityDetail, {
          loaderData,
          params: { slug: activity.slug },
          matches: [],
        } as unknown as Parameters<typeof ActivityDetail>[0]),
      ),
    );
    const names = hostsOf(activity.id).map((person) => person.name);
    expect(html).toContain(`Hosted by ${names.join(" or ")}`);
  });
});

describe("bookings name their host", () => {
  it("the team calendar by the person who answers it, a staff calendar by its profile's email", () => {
    const teamPerson = people.find((person) => person.slug === site.scheduler.teamCalendar.person);
    expect(teamPerson).toBeDefined();
    expect(hostDisplayName({ name: site.scheduler.teamCalendar.name, email: null, staffId: null })).toBe(
      teamPerson?.name,
    );
    const mei = personByEmail("MEI@rallyroom.example");
    expect(mei?.name).toBe("Mei Tanaka");
    expect(hostDisplayName({ name: "Mei", email: "mei@rallyroom.example", staffId: "s1" })).toBe(
      "Mei Tanaka",
    );
    // No profile: the calendar's own name.
    expect(hostDisplayName({ name: "Ops Desk", email: "ops@example.com", staffId: "s2" })).toBe("Ops Desk");
  });
});

describe("testimonials", () => {
  const activityQuotes = activities.flatMap((activity) =>
    activity.testimonials.map((testimonial) => ({ name: testimonial.name, role: testimonial.role })),
  );
  const home = [...homeTestimonials, ...landingTestimonials, ...lovedByTeams].map(
    (testimonial: Testimonial) => ({
      name: testimonial.author,
      role: `${testimonial.role}, ${testimonial.company} (${testimonial.companyType})`,
    }),
  );
  const all = [...home, ...activityQuotes];

  it("are full names with a role and a company, never initials", () => {
    for (const { name, role } of all) {
      expect(name, name).toMatch(/^[A-Z][a-z]+(?: [A-Z][a-z'-]+)+$/);
      expect(role, name).toMatch(/^[^,]+, .+/);
    }
  });

  it("repeat no first name or surname, and share none with the team", () => {
    const firsts = all.map(({ name }) => name.split(" ")[0]);
    const lasts = all.map(({ name }) => name.split(" ").at(-1));
    expect(new Set(firsts).size, firsts.join(", ")).toBe(firsts.length);
    expect(new Set(lasts).size, lasts.join(", ")).toBe(lasts.length);
    const teamNames = people.flatMap((person) => person.name.split(" "));
    for (const part of [...firsts, ...lasts]) expect(teamNames, part).not.toContain(part);
  });
});
