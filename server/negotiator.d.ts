// negotiator 1.x (the version express itself uses); @types/negotiator describes 0.6, without
// the `preferred` option.
declare module "negotiator" {
  import type { IncomingMessage } from "node:http";
  export default class Negotiator {
    constructor(request: IncomingMessage);
    /** Encodings the client accepts from `available`, best first; ties go to `preferred`'s order. */
    encodings(available?: readonly string[], options?: { preferred?: readonly string[] }): string[];
  }
}
