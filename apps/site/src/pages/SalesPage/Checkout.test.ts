import type { AppDetail, SalesPackage } from "@qisi/api";
import { describe, expect, it } from "vitest";
import { initialPackage } from "./Checkout";

const pkg = (uid: string, trial: boolean, onSale = true): SalesPackage => ({
  uid,
  appUid: "c",
  title: uid,
  description: "",
  priceFen: trial ? 990 : 129900,
  lessons: trial ? 3 : 24,
  trial,
  onSale,
});
const course = (packages: SalesPackage[]) => ({ uid: "c", packages }) as AppDetail;

describe("the package a sales page opens with", () => {
  it("is the trial when the trial button sent the visitor (issue 26)", () => {
    expect(initialPackage(course([pkg("full", false), pkg("trial", true)]), "trial")).toBe("trial");
  });

  it("is the first package otherwise, or when the course has no trial", () => {
    expect(initialPackage(course([pkg("full", false), pkg("trial", true)]), null)).toBe("full");
    expect(initialPackage(course([pkg("full", false)]), "trial")).toBe("full");
    expect(initialPackage(course([]), "trial")).toBe("");
  });

  it("takes the package a link names first (a locked lesson's buy link), ignoring an unknown one", () => {
    const both = course([pkg("full", false), pkg("trial", true)]);
    expect(initialPackage(both, "trial", "full")).toBe("full");
    expect(initialPackage(both, null, "trial")).toBe("trial");
    expect(initialPackage(both, null, "no-such-package")).toBe("full");
  });

  it("is never a package not on sale, even when a link names it (issue 39)", () => {
    const trialOnly = course([pkg("full", false, false), pkg("trial", true)]);
    expect(initialPackage(trialOnly, null)).toBe("trial");
    expect(initialPackage(trialOnly, null, "full")).toBe("trial");
    expect(initialPackage(course([pkg("full", false, false)]), null, "full")).toBe("");
  });
});
