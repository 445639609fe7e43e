import { describe, expect, it } from "vitest";
import { loginHref, siteRoutes } from "./site-links";

describe("the site's links", () => {
  it("carry the whole current path to sign-in, encoded", () => {
    expect(loginHref("/class/7/3?tab=notes#q")).toBe("/login?from=%2Fclass%2F7%2F3%3Ftab%3Dnotes%23q");
  });

  it("send the book link of the features menu to its purchase section", () => {
    expect(siteRoutes.bookPurchase).toBe(`${siteRoutes.book}#purchase`);
  });
});
