import { renderToStaticMarkup } from "react-dom/server";
import { site } from "~/config/site";

/**
 * The one way an email is made (decision 049). A template describes its email as `EmailContent`
 * (a heading, paragraphs, a details table, buttons, closing paragraphs) and `composeEmail` turns
 * that into both parts: the HTML through the React components below, rendered with
 * `renderToStaticMarkup` (which escapes every text and attribute, so what a visitor typed can
 * never become markup or a link), and the plain text from the same content. Every email has the
 * same header, brand look and footer with the company's contacts from `app/config/site.ts`.
 */

/** One email as the outbox stores it. */
export interface EmailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  kind: string;
}

/** A labelled row of a details table; the value is shown as given, line breaks included. */
export type DetailRow = readonly [label: string, value: string];

/** A button: its label and the absolute URL it opens. */
export interface EmailLink {
  label: string;
  url: string;
}

/** What an email says, in the order it says it. */
export interface EmailContent {
  heading: string;
  paragraphs: readonly string[];
  details?: readonly DetailRow[] | undefined;
  /** The first is the main button; the others are drawn as outlines. */
  links?: readonly EmailLink[] | undefined;
  /** Paragraphs after the buttons. */
  outro?: readonly string[] | undefined;
}

/** Everything `composeEmail` needs besides the content. */
export interface EmailEnvelope {
  to: string;
  subject: string;
  /** The outbox's name of this email (admin filters and tests use it). */
  kind: string;
  /** Replies go here (the visitor, on a notice to our staff). */
  replyTo?: string | undefined;
  /**
   * Marketing email, or email about an event the reader was invited to: the footer says why the
   * reader gets it with a one-click unsubscribe link, and the message carries `List-Unsubscribe` and `List-Unsubscribe-Post` headers.
   */
  unsubscribeUrl?: string | undefined;
  /** Why the reader gets it, before the unsubscribe link; marketing's sentence when absent. */
  unsubscribeReason?: string | undefined;
}

/** Why a marketing email's reader gets it: they asked on the site. */
const marketingReason = `You receive this because you asked ${site.name} for it on our website.`;

const brand = { ink: "#0f172a", muted: "#475569", label: "#334155", accent: "#4338ca", accentInk: "#3730a3" };
const rule = "1px solid #e2e8f0";

/** Paragraphs of text, line breaks kept. */
function Paragraphs({ texts }: { texts: readonly string[] }) {
  return texts.map((text, index) => (
    // Static markup, never reordered; two paragraphs may read the same.
    // biome-ignore lint/suspicious/noArrayIndexKey: the position is the identity here.
    <p key={index} style={{ margin: "0 0 16px", whiteSpace: "pre-line" }}>
      {text}
    </p>
  ));
}

function DetailTable({ rows }: { rows: readonly DetailRow[] }) {
  return (
    <table role="presentation" style={{ borderCollapse: "collapse", margin: "0 0 16px" }}>
      <tbody>
        {rows.map(([label, value], index) => (
          // Rows may repeat a label (a host's list of cancelled meetings).
          // biome-ignore lint/suspicious/noArrayIndexKey: the position is the identity here.
          <tr key={index}>
            <th
              align="left"
              style={{
                padding: "6px 16px 6px 0",
                color: brand.label,
                fontWeight: 600,
                verticalAlign: "top",
                whiteSpace: "nowrap",
              }}
            >
              {label}
            </th>
            <td style={{ padding: "6px 0", whiteSpace: "pre-line" }}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Button({ link, primary }: { link: EmailLink; primary: boolean }) {
  return (
    <a
      href={link.url}
      style={{
        display: "inline-block",
        margin: "0 8px 8px 0",
        padding: "12px 20px",
        borderRadius: 9999,
        textDecoration: "none",
        fontWeight: 600,
        ...(primary
          ? { background: brand.accent, color: "#ffffff" }
          : { border: `1px solid ${brand.accent}`, color: brand.accentInk }),
      }}
    >
      {link.label}
    </a>
  );
}

function Footer({ unsubscribeUrl, reason }: { unsubscribeUrl?: string | undefined; reason: string }) {
  const small = { color: brand.muted, fontSize: 12, margin: "0 0 8px" } as const;
  return (
    <div style={{ borderTop: rule, marginTop: 24, paddingTop: 16 }}>
      {unsubscribeUrl ? (
        <p style={small}>
          {reason}{" "}
          <a href={unsubscribeUrl} style={{ color: brand.muted }}>
            Unsubscribe
          </a>{" "}
          in one click.
        </p>
      ) : null}
      <p style={small}>
        {site.postalAddress}
        <br />
        <a href={`mailto:${site.email.hello}`} style={{ color: brand.muted }}>
          {site.email.hello}
        </a>{" "}
        ·{" "}
        <a href={`tel:${site.phone.tel}`} style={{ color: brand.muted }}>
          {site.phone.display}
        </a>
      </p>
    </div>
  );
}

/** The layout every email shares: the brand header, the content, the footer. */
function EmailDocument({
  subject,
  content,
  unsubscribeUrl,
  reason,
}: {
  subject: string;
  content: EmailContent;
  unsubscribeUrl?: string | undefined;
  reason: string;
}) {
  const links = content.links ?? [];
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{subject}</title>
      </head>
      <body style={{ margin: 0, background: "#ffffff" }}>
        <div
          style={{
            maxWidth: 600,
            margin: "0 auto",
            padding: 24,
            fontFamily: "Arial, sans-serif",
            color: brand.ink,
            lineHeight: 1.5,
          }}
        >
          <div style={{ borderBottom: rule, paddingBottom: 12, marginBottom: 24 }}>
            <strong style={{ color: brand.accent, fontSize: 18 }}>{site.name}</strong>
          </div>
          <h1 style={{ fontSize: 22, margin: "0 0 16px" }}>{content.heading}</h1>
          <Paragraphs texts={content.paragraphs} />
          {content.details?.length ? <DetailTable rows={content.details} /> : null}
          {links.length > 0 ? (
            <p style={{ margin: "8px 0 16px" }}>
              {links.map((link, index) => (
                <Button key={link.label} link={link} primary={index === 0} />
              ))}
            </p>
          ) : null}
          <Paragraphs texts={content.outro ?? []} />
          <Footer unsubscribeUrl={unsubscribeUrl} reason={reason} />
        </div>
      </body>
    </html>
  );
}

/** The plain-text part: the same content, one block per paragraph, table or list of links. */
function plainText(content: EmailContent, unsubscribeUrl: string | undefined, reason: string): string {
  const footer = [
    "--",
    ...(unsubscribeUrl ? [reason, `Unsubscribe in one click: ${unsubscribeUrl}`] : []),
    site.postalAddress,
    `${site.email.hello} · ${site.phone.display}`,
  ];
  const blocks = [
    content.heading,
    ...content.paragraphs,
    (content.details ?? []).map(([label, value]) => `${label}: ${value}`).join("\n"),
    (content.links ?? []).map((link) => `${link.label}: ${link.url}`).join("\n"),
    ...(content.outro ?? []),
    footer.join("\n"),
  ];
  return blocks.filter((block) => block !== "").join("\n\n");
}

/** The email a template describes: both parts, and the headers its envelope asks for. */
export function composeEmail(envelope: EmailEnvelope, content: EmailContent): EmailMessage {
  const { to, subject, kind, replyTo, unsubscribeUrl } = envelope;
  const reason = envelope.unsubscribeReason ?? marketingReason;
  const html = `<!doctype html>${renderToStaticMarkup(
    <EmailDocument subject={subject} content={content} unsubscribeUrl={unsubscribeUrl} reason={reason} />,
  )}`;
  return {
    to,
    subject,
    html,
    text: plainText(content, unsubscribeUrl, reason),
    headers: {
      ...(replyTo ? { "Reply-To": replyTo } : {}),
      ...(unsubscribeUrl
        ? {
            "List-Unsubscribe": `<${unsubscribeUrl}>`,
            "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
          }
        : {}),
    },
    kind,
  };
}
