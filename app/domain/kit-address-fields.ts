/**
 * The kit address form's fields and their labels (issue 41): what the attendee page draws and the
 * server's messages name. Apart from kit-address.ts, whose country list and phone library stay
 * on the server, so the page's bundle takes only these words.
 */
export const kitAddressLabels = {
  recipient: "Recipient's name",
  line1: "Address line 1",
  line2: "Address line 2",
  city: "City or town",
  region: "State, province or region",
  postalCode: "Postal code",
  country: "Country",
  phone: "Phone for the courier",
} as const;

export type KitAddressField = keyof typeof kitAddressLabels;

/** The longest each text field may be, in characters (the inputs' maxLength and the schema's). */
export const kitAddressLimits = {
  recipient: 120,
  line1: 120,
  line2: 120,
  city: 80,
  region: 80,
  postalCode: 12,
  phone: 32,
} as const satisfies Record<Exclude<KitAddressField, "country">, number>;
