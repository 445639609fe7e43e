import { describe, expect, it } from "vitest";
import { loginHrefFor, safeReturnPath } from "./login-paths";

describe("sign-in helpers", () => {
  it("follows only same-site return paths", () => {
    expect(safeReturnPath("/class/a?x=1")).toBe("/class/a?x=1");
    expect(safeReturnPath("https://evil.example/")).toBe("/dashboard");
    expect(safeReturnPath("//evil.example/")).toBe("/dashboard");
    expect(safeReturnPath(null)).toBe("/dashboard");
    expect(safeReturnPath("/login?from=/x")).toBe("/dashboard");
  });

  it("builds the login address with from and any extra query", () => {
    expect(loginHrefFor("/dashboard/projects?p=2")).toBe("/login?from=%2Fdashboard%2Fprojects%3Fp%3D2");
    expect(loginHrefFor("/app/x", { buy: "pkg" })).toBe("/login?from=%2Fapp%2Fx&buy=pkg");
  });
});
