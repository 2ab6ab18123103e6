import { attributionKeys } from "~/domain/lead-fields";
import { readAttribution } from "~/lib/attribution";

/**
 * A form's data with where the visit started (UTM parameters, the external referrer, the landing
 * page), read when it is sent: the lead forms and the booking dialog post it. A field the form
 * itself carries wins. Without JavaScript nothing is added and the server uses the page the form
 * was on.
 */
export function attributedFormData(form: HTMLFormElement): FormData {
  const data = new FormData(form);
  const found = readAttribution();
  for (const key of attributionKeys) {
    const value = found[key];
    if (typeof value === "string" && value && !data.has(key)) data.set(key, value);
  }
  return data;
}
