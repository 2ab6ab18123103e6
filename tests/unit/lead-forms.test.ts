import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { formTitles, successCopy } from "~/components/forms/lead-copy";
import { leadFormPages, leadFormPageTitle } from "~/components/forms/lead-form-pages";
import type { LeadFormProps } from "~/components/forms/use-lead-form";
import { leadFieldsFromForm } from "~/domain/lead-fields";
import { type LeadKind, leadKindRules, leadKinds } from "~/domain/lead-kinds";
import { leadSchemas } from "~/domain/leads";
import { leadEmails } from "~/server/email/templates.server";

/** A kind's form as /forms/:kind draws it, inside a router (the form is a fetcher's). */
function render(kind: LeadKind, props: LeadFormProps = {}): string {
  const Stub = createRoutesStub([
    { path: "/forms/:kind", Component: () => createElement(leadFormPages[kind], props) },
  ]);
  return renderToStaticMarkup(createElement(Stub, { initialEntries: [`/forms/${kind}`] }));
}

/** The names of the form's controls, hidden ones included. */
const controlNames = (html: string) =>
  new Set([...html.matchAll(/<(?:input|select|textarea)\b[^>]*\bname="([^"]+)"/g)].map((match) => match[1]));

describe("every lead kind has all its pieces (adding a form touches the schema, the form, its email, the page)", () => {
  it.each(leadKinds)(
    "%s: a schema, words for its page and its success, and its emails' templates",
    (kind) => {
      expect(leadSchemas[kind].shape).toBeDefined();
      expect(formTitles[kind].length).toBeGreaterThan(0);
      expect(leadFormPageTitle(kind, undefined).length).toBeGreaterThan(0);
      expect(successCopy[kind].title.length).toBeGreaterThan(0);
      expect(leadKindRules[kind].emails.length).toBeGreaterThan(0);
      for (const name of leadKindRules[kind].emails) expect(leadEmails[name], name).toBeDefined();
    },
  );

  it.each(leadKinds)(
    "%s: its form posts to its /forms page with a control for every field its schema reads",
    (kind) => {
      const html = render(kind);
      const form = /<form\b[^>]*>/.exec(html)?.[0] ?? "";
      expect(form).toContain('method="post"');
      expect(form).toContain(`action="/forms/${kind}"`);
      const names = controlNames(html);
      for (const field of Object.keys(leadSchemas[kind].shape)) {
        // Procurement's documents are checkboxes named by `procurementDocuments`; the rest one each.
        expect(names.has(field), `${kind} has no control named ${field}`).toBe(true);
      }
      // The honeypot and the way back go with every form.
      expect(names.has("website")).toBe(true);
      expect(names.has("return_to")).toBe(true);
    },
  );

  // The inputs' attributes are written in the components; the schema is the server's parse. They
  // must agree: a field the schema refuses blank is required, and typing stops where it refuses.
  it.each(leadKinds)("%s: each control is required and as long as its schema says", (kind) => {
    const html = render(kind);
    const shape = leadSchemas[kind].shape as Record<string, z.ZodType>;
    const tooBig = (schema: z.ZodType, value: string) =>
      schema.safeParse(value).error?.issues.some((issue) => issue.code === "too_big") ?? false;
    for (const [field, schema] of Object.entries(shape)) {
      const tag = new RegExp(`<(?:input|select|textarea)\\b[^>]*\\bname="${field}"[^>]*>`).exec(html)?.[0];
      if (!tag || /type="hidden"/.test(tag)) continue;
      const refusesBlank = !schema.safeParse(undefined).success && !schema.safeParse("").success;
      expect(/\brequired=""/.test(tag), `${kind}.${field} required`).toBe(refusesBlank);
      const maxLength = Number(/maxLength="(\d+)"/i.exec(tag)?.[1] ?? Number.NaN);
      if (!tooBig(schema, "a".repeat(20_000))) continue;
      expect(maxLength, `${kind}.${field} has a maxLength`).toBeGreaterThan(0);
      expect(tooBig(schema, "a".repeat(maxLength)), `${kind}.${field} takes ${maxLength}`).toBe(false);
      expect(tooBig(schema, "a".repeat(maxLength + 1)), `${kind}.${field} refuses more`).toBe(true);
    }
  });

  it("draws a refused form again with its field errors and what was typed", () => {
    const html = render("contact", {
      server: {
        ok: false,
        error: "Please correct the highlighted fields.",
        fieldErrors: { email: ["Email is required"] },
        values: { name: "Typed Name", email: "", message: "" },
        returnTo: "/contact",
      },
    });
    expect(html).toContain("Please correct the highlighted fields.");
    expect(html).toContain("Email is required");
    expect(html).toContain('value="Typed Name"');
    expect(html.match(/aria-invalid="true"/g)).toHaveLength(1);
  });

  it("draws a claimed voucher's code once the action has issued it", () => {
    const html = render("voucher", {
      server: {
        ok: true,
        voucher: { code: "RALLY-7KQ2-M9XD", expires_at: "2026-12-11T12:00:00.000Z" },
        source: null,
        returnTo: "/activities",
      },
    });
    expect(html).toContain("RALLY-7KQ2-M9XD");
    expect(html).not.toContain('action="/forms/voucher"');
  });
});

describe("leadFieldsFromForm", () => {
  it("reads the first value of each name, every tag, and no files", () => {
    const form = new FormData();
    form.append("email", "a@acme.io");
    form.append("email", "b@acme.io");
    form.append("tags", "blog");
    form.append("tags", "newsletter");
    form.append("upload", new Blob(["x"]), "x.txt");
    form.append("__proto__", "plain");
    const fields = leadFieldsFromForm(form);
    expect(fields).toEqual({ email: "a@acme.io", tags: ["blog", "newsletter"], ["__proto__"]: "plain" });
    expect(Object.getPrototypeOf(fields)).toBe(Object.prototype);
  });
});
