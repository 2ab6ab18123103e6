import { securityContact } from "./trust";

/**
 * /.well-known/security.txt (RFC 9116): where to report a vulnerability. `Expires` is a year
 * after the day the site was built, so a deployed build always publishes a date in the future
 * that is at most a year away; a build left running for a year lets it lapse, as the RFC intends
 * for contact details nobody has confirmed since.
 */
export function securityTxt({
  buildDate,
  absoluteUrl,
}: {
  buildDate: string;
  absoluteUrl: (path: string) => string;
}) {
  const expires = new Date(`${buildDate}T00:00:00.000Z`);
  if (Number.isNaN(expires.getTime()))
    throw new Error(`security.txt: the build date ${buildDate} is not a date`);
  expires.setUTCFullYear(expires.getUTCFullYear() + 1);
  return [
    `Contact: mailto:${securityContact}`,
    `Expires: ${expires.toISOString()}`,
    `Canonical: ${absoluteUrl("/.well-known/security.txt")}`,
    "Preferred-Languages: en",
    `Policy: ${absoluteUrl("/trust#vulnerability-reporting")}`,
    "",
  ].join("\n");
}
