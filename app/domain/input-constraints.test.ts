import { describe, expect, it } from "vitest";
import { z } from "zod";
import { constraintsOf, inputConstraints } from "./input-constraints";
import { leadSchemas } from "./leads";
import { createQuoteSchema } from "./quote-form";
import { HEADCOUNT_MAX, HEADCOUNT_MIN } from "./quote-pricing";

describe("input attributes read from a zod schema", () => {
  it("the quote form: bounds, whole numbers, email and lengths come from createQuoteSchema", () => {
    expect(inputConstraints(createQuoteSchema)).toEqual({
      activity_slug: { required: true },
      est_headcount: {
        required: true,
        type: "number",
        min: HEADCOUNT_MIN,
        max: HEADCOUNT_MAX,
        step: 1,
        inputMode: "numeric",
      },
      contact_email: { required: true, type: "email", maxLength: 254 },
      client_ref: { maxLength: 100 },
      addons: {},
    });
  });

  it("lead forms: required only where a blank is refused, optional text keeps its length", () => {
    const contact = inputConstraints(leadSchemas.contact);
    expect(contact.name).toEqual({ required: true, maxLength: 120 });
    expect(contact.email).toEqual({ required: true, type: "email", maxLength: 254 });
    expect(contact.company).toEqual({ maxLength: 160 });
    expect(contact.message).toEqual({ required: true, maxLength: 5000 });
    const booking = inputConstraints(leadSchemas.booking);
    // A choice refused when blank is required; one that may stay blank is not.
    expect(booking.teamSize).toEqual({ required: true });
    expect(inputConstraints(leadSchemas.demo).teamSize).toEqual({});
    expect(inputConstraints(leadSchemas.demo).preferredDate).toEqual({ required: true, type: "date" });
    expect(inputConstraints(leadSchemas.toolkit).consent).toEqual({ required: true });
  });

  it("follows the schema: a changed limit reaches the input without touching the form", () => {
    expect(constraintsOf(z.string().min(1).max(12))).toEqual({ required: true, maxLength: 12 });
    // A plain string takes "": a blank field passes, so the input is not marked required.
    expect(constraintsOf(z.string().max(12))).toEqual({ maxLength: 12 });
    expect(constraintsOf(z.number().min(0.5).max(2).optional())).toEqual({
      type: "number",
      min: 0.5,
      max: 2,
      inputMode: "decimal",
    });
    // An int without bounds of its own has no min or max an input should show.
    expect(constraintsOf(z.number().int())).toEqual({
      required: true,
      type: "number",
      step: 1,
      inputMode: "numeric",
    });
    expect(constraintsOf(z.url())).toEqual({ required: true, type: "url" });
    expect(constraintsOf(z.preprocess((value) => value, z.string()).meta({ format: "email" }))).toEqual({
      type: "email",
    });
    expect(constraintsOf(z.array(z.string()).default([]))).toEqual({});
  });
});

describe("the constraints the browser gets", () => {
  it("are the schemas' own, computed at build time (virtual:form-constraints/lead and /quote)", async () => {
    const { default: lead } = await import("virtual:form-constraints/lead");
    const { default: quote } = await import("virtual:form-constraints/quote");
    const { formConstraints } = await import("./form-constraints");
    expect({ lead, quote }).toEqual(formConstraints());
    expect(lead.contact).toEqual(inputConstraints(leadSchemas.contact));
    expect(quote.est_headcount.max).toBe(HEADCOUNT_MAX);
  });
});
