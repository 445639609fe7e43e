import { describe, expect, it } from "vitest";
import { projectIdFromRoute } from "./new-project-route.ts";

describe("projectIdFromRoute", () => {
  it("reads `new` and `editor` as a new project in every studio (no GET projects/new)", () => {
    expect(projectIdFromRoute("new")).toBeNull();
    expect(projectIdFromRoute("editor")).toBeNull();
    expect(projectIdFromRoute(undefined)).toBeNull();
    expect(projectIdFromRoute("abc123")).toBe("abc123");
  });
});
