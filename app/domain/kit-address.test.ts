import { describe, expect, it } from "vitest";
import { isKitCountry, isPoBox, kitAddressMessages, kitCountries, parseKitAddress } from "./kit-address";
import { unsafeTextMessage } from "./text-safety";

const valid = {
  recipient: "Ada Lovelace",
  line1: "12 Box Hill Rd",
  line2: "",
  city: "Austin",
  region: "TX",
  postalCode: "78701",
  country: "US",
  phone: "(512) 555-0142",
};

const fieldsOf = (input: Record<string, unknown>) => {
  const result = parseKitAddress(input);
  if (result.ok) throw new Error("expected a refusal");
  return result.fieldErrors;
};

describe("the kit address", () => {
  it("stores trimmed text, blanks as null, the country's code and the phone in E.164", () => {
    const result = parseKitAddress({ ...valid, recipient: "  Ada Lovelace ", country: "us" });
    expect(result).toEqual({
      ok: true,
      data: {
        recipient: "Ada Lovelace",
        line1: "12 Box Hill Rd",
        line2: null,
        city: "Austin",
        region: "TX",
        postalCode: "78701",
        country: "US",
        phone: "+15125550142",
      },
    });
  });

  it("reads a phone with its own country code for an address elsewhere", () => {
    const result = parseKitAddress({
      ...valid,
      line1: "10 Downing Street",
      city: "London",
      region: "",
      postalCode: "SW1A 2AA",
      country: "GB",
      phone: "+1 512 555 0142",
    });
    expect(result.ok && result.data.phone).toBe("+15125550142");
  });

  it.each([
    "PO Box 12",
    "P.O. Box 12",
    "p.o. box 7",
    "P. O. Box 99",
    "PO Box",
    "POBox 12",
    "POB 12",
    "P.O.B. 12",
    "GPO Box 1234",
    "Post Office Box 5",
    "Postfach 10 01",
    "Apartado postal 33",
    "Apartado de correos 8",
    "Casilla de correo 45",
    "Boîte postale 12",
  ])("refuses the PO box %j, naming the field", (line) => {
    expect(isPoBox(line)).toBe(true);
    expect(fieldsOf({ ...valid, line1: line }).line1).toEqual([kitAddressMessages.poBox("Address line 1")]);
    expect(fieldsOf({ ...valid, line2: line }).line2).toEqual([kitAddressMessages.poBox("Address line 2")]);
  });

  it.each([
    "Box Hill Rd",
    "12 Pobox Street",
    "Post Office Road",
    "Poblano Lane 4",
    "Boxwood Avenue",
    "Apartment 4B",
  ])("lets the street %j through", (line) => {
    expect(isPoBox(line)).toBe(false);
    expect(parseKitAddress({ ...valid, line1: line }).ok).toBe(true);
  });

  it("refuses a phone that is not a number for the address's country", () => {
    for (const phone of ["12", "555-CALL-NOW", "+1 000 000 0000", "not a phone"]) {
      expect(fieldsOf({ ...valid, phone }).phone).toEqual([kitAddressMessages.phone]);
    }
  });

  it("takes a country only from the ISO list", () => {
    expect(kitCountries.length).toBeGreaterThan(240);
    expect(kitCountries.find((country) => country.code === "DE")?.name).toBe("Germany");
    expect(isKitCountry("FR")).toBe(true);
    for (const country of ["XX", "USA", "840", "", "Narnia"]) {
      expect(isKitCountry(country)).toBe(false);
      expect(fieldsOf({ ...valid, country }).country).toEqual([kitAddressMessages.country]);
    }
  });

  it("needs a postal code where the country uses one, and not elsewhere", () => {
    expect(fieldsOf({ ...valid, postalCode: " " }).postalCode).toEqual([kitAddressMessages.postalCode]);
    const hongKong = parseKitAddress({
      ...valid,
      city: "Hong Kong",
      region: "",
      postalCode: "",
      country: "HK",
      phone: "2123 4567",
    });
    expect(hongKong).toMatchObject({ ok: true, data: { postalCode: null, phone: "+85221234567" } });
    expect(fieldsOf({ ...valid, postalCode: "787<01>" }).postalCode).toEqual([
      kitAddressMessages.postalCodeFormat,
    ]);
  });

  it("names every missing field, and refuses control characters with the house message", () => {
    const missing = fieldsOf({ country: "US" });
    expect(Object.keys(missing).sort()).toEqual(["city", "line1", "phone", "postalCode", "recipient"]);
    expect(missing.recipient).toEqual([kitAddressMessages.recipient]);
    expect(fieldsOf({ ...valid, city: "Aus\u0000tin" }).city).toEqual([unsafeTextMessage]);
  });

  it("keeps each field to one line", () => {
    const result = parseKitAddress({ ...valid, line1: "12 Main St\nSuite 4" });
    expect(result.ok && result.data.line1).toBe("12 Main St Suite 4");
  });
});
