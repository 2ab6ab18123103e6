import { z } from "zod";
import { site } from "~/config/site";
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

/** A person's role after their name in a sentence: "Nadia Okafor, co-founder and CEO". */
export function roleInSentence(person: Pick<Person, "role">): string {
  return person.role.charAt(0).toLowerCase() + person.role.slice(1);
}

/** Who wrote a blog post, as its byline says: the role, and the profile's card for a team member. */
export interface Byline {
  name: string;
  role: string | null;
  /** The author's card on /hosts, for a team member. */
  href: string | null;
}

/**
 * A blog post's byline: a team member by their profile's role; a guest by the role the post's
 * frontmatter gives (`authorRole`), which a post by someone not on the team must have; the
 * editorial team alone. A post that breaks this stops the build (its page is prerendered).
 */
export function bylineOf(post: { slug: string; author: string; authorRole?: string | undefined }): Byline {
  const person = people.find((candidate) => candidate.name === post.author);
  if (person) {
    if (post.authorRole !== undefined) {
      throw new Error(`Blog post ${post.slug}: ${person.name}'s role is their profile's; remove authorRole.`);
    }
    return { name: person.name, role: roleInSentence(person), href: `/hosts#${person.slug}` };
  }
  if (post.author === `${site.name} Editorial Team`) return { name: post.author, role: null, href: null };
  if (!post.authorRole) {
    throw new Error(
      `Blog post ${post.slug}: ${post.author} is not on the team (content/hosts); say who they are in authorRole.`,
    );
  }
  return { name: post.author, role: post.authorRole, href: null };
}
