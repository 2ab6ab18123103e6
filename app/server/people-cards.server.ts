import { catalogueFacts } from "~/content/activity-facts";
import type { PersonCardData } from "~/content/shapes";
import type { Person } from "./hosts.server";

/** A person as the cards show them, with the titles of the activities they host. */
export function personCard(person: Person): PersonCardData {
  return {
    slug: person.slug,
    name: person.name,
    role: person.role,
    bio: person.bio,
    languages: person.languages,
    timeZone: person.timeZone,
    portrait: person.portrait,
    portraitAlt: person.portraitAlt,
    hosts: person.activities.map((id) => ({
      title: catalogueFacts[id as keyof typeof catalogueFacts].title,
      slug: id,
    })),
  };
}
