import { z } from "zod";

/**
 * The HTML attributes a form control takes from its field's schema, so a form never restates a
 * limit the server enforces: the schema changes, the input follows.
 */
export interface InputConstraints {
  required?: true;
  /** Only the types that change the control (a plain string stays a text input). */
  type?: "email" | "number" | "date" | "url";
  maxLength?: number;
  min?: number;
  max?: number;
  step?: number;
  inputMode?: "numeric" | "decimal";
}

export type InputConstraintsOf<S extends z.ZodObject> = { [K in keyof S["shape"]]: InputConstraints };

const inputTypes = new Set<string>(["email", "number", "date", "url"]);

const isInputType = (value: unknown): value is NonNullable<InputConstraints["type"]> =>
  typeof value === "string" && inputTypes.has(value);

/**
 * The schema that says what a value may be, under the wrappers that only say how it arrives
 * (preprocess and transform steps, optional, nullable, default). A format given as metadata on
 * any layer (`.meta({ format: "email" })`) is kept: a regex-checked email cannot say so itself.
 */
function unwrap(schema: z.ZodType): { inner: z.ZodType; format: string | undefined } {
  let inner = schema;
  let format: string | undefined;
  for (let depth = 0; depth < 32; depth++) {
    const meta = inner.meta()?.format;
    if (format === undefined && typeof meta === "string") format = meta;
    if (inner instanceof z.ZodPipe) {
      inner = (inner.in instanceof z.ZodTransform ? inner.out : inner.in) as z.ZodType;
    } else if (
      inner instanceof z.ZodOptional ||
      inner instanceof z.ZodNullable ||
      inner instanceof z.ZodDefault ||
      inner instanceof z.ZodPrefault ||
      inner instanceof z.ZodNonOptional ||
      inner instanceof z.ZodReadonly ||
      inner instanceof z.ZodCatch
    ) {
      inner = inner.unwrap() as z.ZodType;
    } else {
      break;
    }
  }
  return { inner, format };
}

// zod widens an int with no bounds of its own to the safe-integer range: not a limit a person meets.
const bound = (value: number | null | undefined) =>
  typeof value === "number" && Number.isFinite(value) && Math.abs(value) < Number.MAX_SAFE_INTEGER
    ? value
    : undefined;

/** One field's attributes. Required means the field refuses both a missing and a blank value. */
export function constraintsOf(schema: z.ZodType): InputConstraints {
  const constraints: InputConstraints = {};
  // Parsing decides rather than isOptional(): a preprocessed field that turns "" into null is
  // optional in effect without being an optional schema, and a refine can make any field required.
  if (!schema.safeParse(undefined).success && !schema.safeParse("").success) constraints.required = true;
  const { inner, format } = unwrap(schema);
  // Formats (z.email(), z.url(), z.iso.date()) are strings too, though not ZodString instances.
  if (inner instanceof z.ZodString || inner instanceof z.ZodStringFormat) {
    const type = format ?? inner.format;
    if (isInputType(type)) constraints.type = type;
    if (inner.maxLength !== null) constraints.maxLength = inner.maxLength;
  } else if (inner instanceof z.ZodNumber) {
    constraints.type = "number";
    const min = bound(inner.minValue);
    const max = bound(inner.maxValue);
    if (min !== undefined) constraints.min = min;
    if (max !== undefined) constraints.max = max;
    if (inner.isInt) constraints.step = 1;
    constraints.inputMode = inner.isInt ? "numeric" : "decimal";
  } else if (isInputType(format)) {
    constraints.type = format;
  }
  return constraints;
}

/** Every field's attributes, by field name: spread them onto the control that edits the field. */
export function inputConstraints<S extends z.ZodObject>(schema: S): InputConstraintsOf<S> {
  return Object.fromEntries(
    Object.entries(schema.shape).map(([name, field]) => [name, constraintsOf(field as z.ZodType)]),
  ) as InputConstraintsOf<S>;
}
