import { describe, expect, it } from "vitest";
import { classHref } from "../features/dashboard/links";
import { loginHref, siteRoutes } from "./site-links";

describe("the site's links", () => {
  it("carry the whole current path to sign-in, encoded", () => {
    expect(loginHref("/class/7/3?tab=notes#q")).toBe("/login?from=%2Fclass%2F7%2F3%3Ftab%3Dnotes%23q");
  });

  it("open a lesson at /class/{course}/{lesson}, escaping odd ids", () => {
    expect(classHref("25s2-python-cpp-01", "l-3")).toBe("/class/25s2-python-cpp-01/l-3");
    expect(classHref("a b", "c/d")).toBe("/class/a%20b/c%2Fd");
  });

  it("send the book link of the features menu to its purchase section", () => {
    expect(siteRoutes.bookPurchase).toBe(`${siteRoutes.book}#purchase`);
  });
});
