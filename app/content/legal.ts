import { site } from "~/config/site";
import { cancellationLines } from "~/domain/booking-policy";
import { depositInvoiceSentence } from "~/domain/deposit-invoice";
import { kitAddressRetentionSentence } from "~/domain/kits";
import { voucherUpgradeSummary } from "~/domain/voucher";
import { type BrowserItem, cookiesInUse, storageInUse } from "./cookies";
import { claims } from "./facts.ts";

/** One cookie or storage item as a policy lists it: name, purpose, lifetime and who gets it. */
const describeItem = (item: BrowserItem) =>
  `${item.name}: ${item.purpose} Lifetime: ${item.lifetime.charAt(0).toLowerCase()}${item.lifetime.slice(1)}. Set for: ${item.who.charAt(0).toLowerCase()}${item.who.slice(1)}.`;

export interface LegalSection {
  id: string;
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface LegalDocument {
  title: string;
  lastUpdated: string;
  intro: string;
  sections: LegalSection[];
}

export const privacyPolicy: LegalDocument = {
  title: "Privacy Policy",
  // Each cookie by name, the in-house scheduler, retention as the code enforces it (decision 046).
  lastUpdated: "November 29, 2026",
  intro:
    "This Privacy Policy explains how Rallyroom collects, uses, shares and protects personal information when you visit our website, request a quote, book a live-hosted virtual team-building event or take part in one. We collect only what we need to plan and run great events, and we never sell your personal information.",
  sections: [
    {
      id: "information-we-collect",
      heading: "Information We Collect",
      paragraphs: [
        "We collect information you choose to give us and a small amount of information generated when you use our website. When you submit a lead, quote or booking form, we receive the details you enter. When you claim a voucher or agree to receive marketing email, we keep a record of that action. We do not ask for sensitive personal information, and we ask that you do not include it in free-text messages.",
        "Our analytics are cookie-less and do not store IP addresses. Card payments are handled by Stripe, so full card numbers never reach our servers. If you contact us by email or phone, we also keep a record of that correspondence so we can help you and follow up on your request.",
      ],
      list: [
        "Form submissions: your name, work email, company, team size and message",
        "Consent records: what you agreed to, when, and the form you used",
        "Voucher claim records: the company and contact that claimed an offer and the claim date",
        "Quotes: the event, team size, date preferences and pricing we prepared for you",
        "Call and demo bookings: the time you chose, your details, and the network (IP) address the booking came from, kept with the booking so we can stop automated bookings",
        "Analytics events: pages viewed and actions taken, recorded without cookies or IP addresses",
        "Calls and demos booked with our own scheduler: the meeting type and time, your name, email, company, team size and time zone, and any note you add",
        "Event attendees: the name and email an organiser invites, your answer, your time zone once you give it and when you joined; with event kits, the shipping address and courier phone you give",
        "The cookies and browser storage listed under Cookies and Analytics below",
      ],
    },
    {
      id: "how-we-use-information",
      heading: "How We Use Your Information",
      paragraphs: [
        "We use your information to respond to inquiries, prepare quotes, confirm and schedule bookings, take deposits, send invoices and deliver the events you book. Your contact details let our event coordinators confirm logistics, share joining links for Zoom, Microsoft Teams, Google Meet or our embedded stream, and follow up after an event to ask how it went.",
        "We also use aggregated analytics to understand which pages are useful and to improve our website and services. If you have given consent, we send occasional marketing email about new games, seasonal events and offers. We do not use your information for automated decisions that have legal or similarly significant effects on you.",
      ],
    },
    {
      id: "legal-bases",
      heading: "Legal Bases for Processing",
      paragraphs: [
        "Where data protection laws such as the GDPR or UK GDPR apply, we rely on a specific legal basis for each use of personal information. We process booking, quote and invoicing details because they are necessary to take steps at your request before entering into a contract and to perform that contract. We keep financial and tax records because we are legally obliged to do so.",
        "We rely on our legitimate interests to answer inquiries, secure our website and measure its performance with privacy-friendly analytics, and we balance those interests against your rights. We send marketing email only on the basis of your consent, which you can withdraw at any time without affecting the lawfulness of earlier processing.",
      ],
    },
    {
      id: "cookies-and-analytics",
      heading: "Cookies and Analytics",
      paragraphs: [
        "Our website sets the cookies below, none of them for advertising or to track you across other websites, and no other website sets cookies through our pages. Booking a call or a demo uses our own scheduler, built into this website: no third-party scheduling service is involved.",
        "Our analytics do not use cookies, device fingerprinting or IP addresses. We record simple events, such as a page view or a completed form, to understand how the site is used in aggregate. Besides cookies, the site keeps two items in your browser's own storage, also listed below; they stay in your browser and reach us only inside a form you choose to send.",
      ],
      list: [
        ...cookiesInUse.map((item) => `Cookie ${describeItem(item)}`),
        ...storageInUse.map((item) => `Browser storage ${describeItem(item)}`),
      ],
    },
    {
      id: "sharing-and-processors",
      heading: "Sharing and Service Providers",
      paragraphs: [
        "We do not sell or rent personal information, and we do not share it for cross-context behavioral advertising. We share information only with service providers that help us run Rallyroom, under contracts that limit their use of the data to providing services to us. We may also disclose information when required by law, to protect our rights or the safety of others, or as part of a merger or acquisition, subject to this policy.",
      ],
      list: [
        "An SMTP email provider that delivers transactional and marketing email on our behalf",
        "Stripe, which processes card deposits and payments",
        "The video platform your organization chooses for an event, such as Zoom, Microsoft Teams or Google Meet",
      ],
    },
    {
      id: "international-transfers",
      heading: "International Data Transfers",
      paragraphs: [
        "Rallyroom is based in the United States, and our service providers may process information in the United States and other countries. These countries may have data protection laws that differ from the laws where you live. When we transfer personal information from the European Economic Area, the United Kingdom or Switzerland, we rely on appropriate safeguards such as the European Commission's Standard Contractual Clauses or an applicable adequacy framework.",
        "We also require our service providers to protect personal information to the standard described in this policy, wherever they process it. You can contact us at privacy@rallyroom.example to learn more about the safeguards we use for a particular transfer or to request a copy of the relevant contractual terms.",
      ],
    },
    {
      id: "data-retention",
      heading: "Data Retention",
      paragraphs: [
        "Form submissions, quotes, bookings, the emails we send you and our page-view counts are kept until we delete them: our systems delete none of them automatically. Ask us to delete yours at any time and we will, except booking, invoicing and payment records, which we keep for as long as tax and accounting laws require, typically seven years.",
        "A few records expire on their own: the cookies listed under Cookies and Analytics at the end of their lifetime, and staff sign-in sessions when they end. If you unsubscribe, we keep a record that you opted out, so that we never email you marketing again. Voucher claim records are kept to apply the one-per-company rule. Analytics events contain no IP addresses and are reviewed in aggregate.",
        kitAddressRetentionSentence,
      ],
    },
    {
      id: "security",
      heading: "How We Protect Your Information",
      paragraphs: [
        "We use administrative, technical and organizational measures designed to protect personal information against loss, misuse and unauthorized access. Our website is served over encrypted HTTPS connections, access to customer data is limited to team members who need it to do their jobs, and the cookie that links a browser to its quotes is signed so it cannot be forged or altered.",
        "Card details are entered into Stripe's secure payment forms and are never stored on our systems. No method of transmission or storage is completely secure, so we cannot guarantee absolute security, but we review our safeguards regularly and will notify affected people of a breach where the law requires it. Our security practices are described in detail on our Security, privacy and procurement page (/trust).",
      ],
    },
    {
      id: "your-rights",
      heading: "Your Privacy Rights",
      paragraphs: [
        "Depending on where you live, you may have rights over your personal information. Residents of the European Economic Area, the United Kingdom and Switzerland have rights under the GDPR, and California residents have rights under the California Consumer Privacy Act as amended by the CPRA. We extend the core rights below to all of our customers wherever possible.",
        "To make a request, email privacy@rallyroom.example. We will verify your identity before acting, respond within the time the law requires and never discriminate against you for exercising your rights. You may use an authorized agent, and EU and UK residents may complain to their local data protection authority.",
      ],
      list: [
        "Know and access the personal information we hold about you",
        "Correct information that is inaccurate or incomplete",
        "Delete your personal information, subject to legal exceptions",
        "Receive a portable copy of information you provided",
        "Object to or restrict certain processing, including processing based on legitimate interests",
        "Withdraw consent and unsubscribe from marketing email with one click in any marketing message",
        "Opt out of the sale or sharing of personal information, which Rallyroom does not do",
      ],
    },
    {
      id: "childrens-privacy",
      heading: "Children's Privacy",
      paragraphs: [
        "Rallyroom designs its events for company teams, and our website and services are not intended for children under 13. We do not knowingly collect personal information from children under 13. If you are a parent or guardian and believe a child has provided us with personal information, please contact privacy@rallyroom.example and we will promptly delete it.",
        "Customers who invite participants to an event are responsible for making sure every attendee meets this age requirement and any other requirements of their own organization. Event joining links should be shared only with the colleagues and guests the customer intends to invite.",
      ],
    },
    {
      id: "changes-to-this-policy",
      heading: "Changes to This Policy",
      paragraphs: [
        "We may update this Privacy Policy from time to time to reflect changes in our services, our service providers or the law. When we make changes, we will update the date at the top of this page. If a change materially affects how we use personal information you have already given us, we will notify you by email or with a clear notice on our website before it takes effect.",
      ],
    },
    {
      id: "contact",
      heading: "Contact Us",
      paragraphs: [
        `If you have questions about this Privacy Policy or how Rallyroom handles personal information, email privacy@rallyroom.example or call us at ${site.phone.display}. Our team is available Monday through Friday from 9 AM to 6 PM EST and Saturday from 10 AM to 4 PM EST, and we reply to every message within 24 hours.`,
        `You can also write to us at ${site.postalAddress}. Please include enough detail for us to identify you and understand your request, such as the name and work email you used when contacting us or booking an event.`,
      ],
    },
  ],
};

export const termsOfService: LegalDocument = {
  title: "Terms of Service",
  lastUpdated: "November 28, 2026",
  intro:
    "These Terms of Service govern your use of the Rallyroom website and the live-hosted virtual team-building events we provide. They explain how booking, payment, cancellations and event participation work. Please read them carefully, because by requesting a quote, booking an event or using our website you agree to be bound by them.",
  sections: [
    {
      id: "acceptance-of-terms",
      heading: "Acceptance of Terms",
      paragraphs: [
        "By accessing our website, requesting a quote or booking an event, you agree to these Terms of Service and to our Privacy Policy. If you book on behalf of a company or other organization, you confirm that you have authority to bind that organization, and references to you or the customer include that organization. If you do not agree to these terms, please do not use our website or services.",
      ],
    },
    {
      id: "our-services",
      heading: "Our Services",
      paragraphs: [
        `Rallyroom provides live-hosted virtual team-building events for remote and hybrid company teams of ${claims.teamSizes} people. Our professional hosts run interactive games over Zoom, Microsoft Teams, Google Meet or an embedded stream. An event lasts ${claims.durations}; each activity's page states its length and the team sizes it suits.`,
        "The specific game, duration, host, customization and any extras are described in your quote or booking confirmation. We may update our catalog of games over time and will make reasonable efforts to provide an equivalent experience if a booked format becomes unavailable.",
      ],
    },
    {
      id: "eligibility",
      heading: "Eligibility",
      paragraphs: [
        "Our services are intended for businesses and other organizations. To book an event, you must be at least 18 years old and able to form a binding contract. Our events are not intended for children under 13, and no one under 13 may participate. The customer is responsible for ensuring that every participant it invites meets these requirements and any additional requirements of its own organization.",
      ],
    },
    {
      id: "booking-and-quotes",
      heading: "Booking and Quotes",
      paragraphs: [
        "You may request a quote through our website, by email or by phone. Quotes are based on the details you provide, including team size, date, game and customization, and they may change if those details change. A booking is confirmed only when we have received your deposit and sent written confirmation.",
        `We ask that you book at least ${claims.leadTime} before your preferred event date so we can assign a host, prepare any customization and confirm logistics. We will try to accommodate shorter notice, but availability is not guaranteed. A minimum event fee applies to small teams.`,
      ],
    },
    {
      id: "deposits-and-payment",
      heading: "Deposits and Payment",
      paragraphs: [
        `A deposit of ${site.deposit.percent}% of the quoted event fee is required to confirm a booking. Deposits are taken by card through Stripe, our payment processor, and are subject to Stripe's terms. Rallyroom does not store full card details. The remaining balance is invoiced, and corporate invoices are payable net-30 from the invoice date unless your booking confirmation states different terms.`,
        depositInvoiceSentence,
        `Prices are quoted in US dollars and exclude applicable taxes unless stated otherwise. If an invoice is not paid when due, we may suspend future bookings until the account is brought current. Please raise any billing questions with ${site.email.support} before the due date so we can resolve them quickly.`,
      ],
    },
    {
      id: "cancellations-and-rescheduling",
      heading: "Cancellations and Rescheduling",
      paragraphs: [
        `You may cancel or reschedule a confirmed event by emailing ${site.email.support}. Notice periods are measured from the scheduled start time of the event to the time we receive your written request. Refunds apply to amounts you have already paid, and any fee that becomes due under this policy may be retained from your deposit or invoiced.`,
        "If Rallyroom must cancel an event for reasons within our control, we will offer you a free reschedule or a full refund of amounts paid, at your choice. Changes to an event's team size, game or customization requested close to the event date are subject to availability and may change your final price.",
      ],
      list: [...cancellationLines],
    },
    {
      id: "participant-conduct",
      heading: "Participant Conduct",
      paragraphs: [
        "We want every event to be fun and inclusive. Participants must treat hosts and each other with respect and must not harass, threaten or discriminate against anyone, share offensive or unlawful material, disrupt the event, or record sessions without the consent of everyone present. The customer is responsible for the conduct of the participants it invites.",
        "Our hosts may mute, remove or end participation for anyone who breaks these rules, and serious misconduct may lead us to end an event early. Events ended because of participant misconduct are not eligible for a refund. We encourage customers to share these expectations with participants before the event.",
      ],
    },
    {
      id: "customer-content-and-branding",
      heading: "Customer Content and Branding",
      paragraphs: [
        "When you customize an event, you may give us logos, brand colors, trivia questions, photos, company facts or other materials. You keep ownership of that content and grant Rallyroom a limited, non-exclusive license to use it solely to prepare and deliver your event. You confirm that you have the rights needed to share it and that it does not infringe anyone else's rights.",
        "We will not use your name or logo in our marketing without your prior written permission. We may decline or edit content that we reasonably believe is unlawful, offensive or unsuitable for a workplace audience. Please avoid including personal information about colleagues in custom content unless they have agreed to it.",
      ],
    },
    {
      id: "intellectual-property",
      heading: "Intellectual Property",
      paragraphs: [
        "Our website, games, game formats, questions, graphics, software, host scripts and the Rallyroom name and logo are owned by Rallyroom or its licensors and are protected by intellectual property laws. Booking an event gives your participants a limited right to take part in that event. It does not transfer ownership or give you the right to copy, record, resell or reproduce our games or materials for other purposes.",
        "You may not reverse engineer our software, scrape our website or use our materials to create a competing service. If you send us feedback or suggestions, you agree that we may use them to improve our services without any obligation or payment to you, while you keep ownership of your own content.",
      ],
    },
    {
      id: "third-party-platforms",
      heading: "Third-Party Platforms",
      paragraphs: [
        "Our events run on third-party platforms such as Zoom, Microsoft Teams and Google Meet, and our website relies on Stripe for card payments. Your use of those platforms is governed by their own terms and privacy policies. You are responsible for making sure your organization and participants can access the chosen platform.",
        "Rallyroom is not responsible for outages, security incidents, feature changes or other issues caused by third-party platforms or by participants' own devices and internet connections. If a platform outage prevents an event from taking place, we will work with you to reschedule it at no extra charge.",
      ],
    },
    {
      id: "vouchers-and-promotions",
      heading: "Vouchers and Promotions",
      paragraphs: [
        "From time to time we offer vouchers and promotions, including a first-event upgrade for new customers. Each promotion is subject to these terms and to any specific conditions shown when you claim it. We may refuse or cancel a voucher that is claimed fraudulently, in breach of its conditions or through a technical error. Unless stated otherwise, promotions cannot be combined with one another.",
      ],
      list: [
        `The first-event upgrade adds ${voucherUpgradeSummary} to your first event, at no charge`,
        "It is limited to one per company",
        "It is available to new customers only",
        "It has no cash value and is not redeemable for cash",
        "The minimum event fee still applies",
        `It expires ${site.voucher.expiryDays} days after the date it is claimed`,
      ],
    },
    {
      id: "disclaimers",
      heading: "Disclaimers",
      paragraphs: [
        "We work hard to deliver engaging, reliable events, but our website and services are provided on an as-is and as-available basis. To the fullest extent permitted by law, Rallyroom disclaims all warranties, express or implied, including warranties of merchantability, fitness for a particular purpose and non-infringement. We do not guarantee specific outcomes, such as improvements in morale, engagement or retention, from any event.",
      ],
    },
    {
      id: "limitation-of-liability",
      heading: "Limitation of Liability",
      paragraphs: [
        "To the fullest extent permitted by law, Rallyroom will not be liable for any indirect, incidental, special, consequential or punitive damages, or for any loss of profits, revenue, data or goodwill, arising out of or relating to our website or services, even if we have been advised of the possibility of such damages.",
        "Our total liability for any claim arising out of or relating to these terms or our services will not exceed the amount you paid to Rallyroom for the event giving rise to the claim during the 12 months before the claim arose. Some jurisdictions do not allow certain limitations, so parts of this section may not apply to you.",
      ],
    },
    {
      id: "indemnification",
      heading: "Indemnification",
      paragraphs: [
        "You agree to defend, indemnify and hold harmless Rallyroom and its officers, employees, hosts and contractors from any claims, damages, losses and expenses, including reasonable attorneys' fees, arising out of content you provide for an event, the conduct of participants you invite, or your breach of these terms or of applicable law. We will notify you promptly of any such claim and cooperate reasonably in its defense.",
      ],
    },
    {
      id: "governing-law",
      heading: "Governing Law and Disputes",
      paragraphs: [
        "These terms are governed by the laws of the State of California, without regard to its conflict of laws rules. Any dispute arising out of or relating to these terms or our services will be brought exclusively in the state or federal courts located in San Francisco County, California, and you and Rallyroom consent to the personal jurisdiction of those courts.",
        `Before filing a claim, we encourage you to contact ${site.email.support} so we can try to resolve the issue informally. Please describe the problem and the outcome you are looking for, and we will respond within 24 hours. Most concerns can be settled quickly with a conversation.`,
      ],
    },
    {
      id: "changes-to-these-terms",
      heading: "Changes to These Terms",
      paragraphs: [
        "We may update these Terms of Service from time to time. When we do, we will revise the date at the top of this page, and for material changes we will provide notice by email or on our website. Updated terms apply to bookings made after they take effect, while confirmed bookings remain subject to the terms in place when they were confirmed.",
      ],
    },
    {
      id: "contact",
      heading: "Contact Us",
      paragraphs: [
        `Questions about these terms or a booking? Email ${site.email.support} for help with an existing event or ${site.email.hello} for general inquiries, or call us at ${site.phone.display}. Our team is available Monday through Friday from 9 AM to 6 PM EST and Saturday from 10 AM to 4 PM EST, and we reply within 24 hours.`,
        `Written legal notices may be sent to ${site.postalAddress}. Notices to you may be sent to the email address associated with your booking, and they are considered received when sent unless we learn that delivery failed.`,
      ],
    },
  ],
};
