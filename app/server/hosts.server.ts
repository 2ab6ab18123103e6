import { z } from "zod";
import { catalogueFacts } from "~/content/activity-facts";
import { parseFrontmatter, smartText } from "./blog.server";

/**
 * The people of Rallyroom: founders and hosts, one Markdown file each in content/hosts/ (the
 * frontmatter gives the facts, the body a short bio). Read at build time like the blog; every page
 * that names a person (/hosts, /about-us, an activity's "Hosted by", a booking's host) reads them
 * here, so a name and role are written once (docs/decisions/045-people.md).
 */
const list = (value: string) =>
  value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);

const activityIds = Object.keys(catalogueFacts);

const frontmatterSchema = z.object({
  name: z.string().min(3),
  role: z.string().min(3),
  team: z.enum(["founder", "host"]),
  order: z.coerce.number().int().min(1),
  languages: z.string().transform(list).pipe(z.array(z.string()).min(1)),
  timeZone: z.string().refine((zone) => Intl.supportedValuesOf("timeZone").includes(zone) || zone === "UTC", {
    message: "must be an IANA time zone",
  }),
  /** Links the profile to a staff member's calendar in the native scheduler. */
  email: z.email().optional(),
  activities: z
    .string()
    .transform(list)
    .pipe(
      z.array(z.string().refine((id) => activityIds.includes(id), { message: "is not in the catalogue" })),
    ),
  portraitAlt: z.string().min(10),
});

export interface Person extends z.infer<typeof frontmatterSchema> {
  slug: string;
  bio: string;
  /** /images/people/<slug>.svg, drawn by scripts/make-artwork.ts. */
  portrait: string;
}

const files = import.meta.glob<string>("/content/hosts/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

function load(): Person[] {
  return Object.entries(files)
    .map(([file, source]) => {
      const slug = file.replace(/^.*\/([^/]+)\.md$/, "$1");
      const { data, body } = parseFrontmatter(source);
      const parsed = frontmatterSchema.safeParse(data);
      if (!parsed.success) throw new Error(`Host profile ${slug}: ${z.prettifyError(parsed.error)}`);
      return { ...parsed.data, slug, bio: smartText(body.trim()), portrait: `/images/people/${slug}.svg` };
    })
    .sort((a, b) => a.order - b.order);
}

const people = load();

/** Everyone, founders first, in the order the files give. */
export function listPeople(): Person[] {
  return people;
}

/** The hosts of one activity, in the same order. */
export function hostsOf(activityId: string): Person[] {
  return people.filter((person) => person.activities.includes(activityId));
}

export function personBySlug(slug: string): Person | undefined {
  return people.find((person) => person.slug === slug);
}

/** The profile a scheduler calendar belongs to, by its email (case-insensitive). */
export function personByEmail(email: string | null | undefined): Person | undefined {
  const wanted = email?.trim().toLowerCase();
  return wanted ? people.find((person) => person.email?.toLowerCase() === wanted) : undefined;
}
