import { describe, expect, it } from "vitest";
import { parseNetworks } from "./networks.ts";

describe("parseNetworks", () => {
  const school = parseNetworks(["10.20.0.0/16", "203.0.113.7", "2001:db8::/32"]);

  it("matches addresses inside the listed networks", () => {
    expect(school.has("10.20.3.4")).toBe(true);
    expect(school.has("203.0.113.7")).toBe(true);
    expect(school.has("2001:db8::1")).toBe(true);
  });

  it("reads IPv4-mapped IPv6 as IPv4 (how Node reports IPv4 clients on a dual-stack socket)", () => {
    expect(school.has("::ffff:10.20.9.9")).toBe(true);
  });

  it("does not match outside them, nor garbage", () => {
    expect(school.has("10.21.0.1")).toBe(false);
    expect(school.has("203.0.113.8")).toBe(false);
    expect(school.has("not an ip")).toBe(false);
    expect(school.has("")).toBe(false);
  });

  it("refuses an entry that is not a network, naming it", () => {
    expect(() => parseNetworks(["10.0.0.0/33"])).toThrow(/10\.0\.0\.0\/33/);
    expect(() => parseNetworks(["school"])).toThrow(/school/);
  });
});
