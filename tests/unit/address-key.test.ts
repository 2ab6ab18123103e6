import { describe, expect, it } from "vitest";
import { addressKey } from "~/server/http.server";

describe("addressKey: the client an address stands for in every limit", () => {
  it("counts an IPv6 address by its /64, so rotating inside one subscriber's block is one client", () => {
    expect(addressKey("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:0db8:0001:0002:ffff:eeee:dddd:cccc")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
  });

  it("keeps an IPv4 address (and an IPv4-mapped IPv6 one) as the IPv4 address", () => {
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("leaves what is no address as it is", () => {
    expect(addressKey("unknown")).toBe("unknown");
  });
});
