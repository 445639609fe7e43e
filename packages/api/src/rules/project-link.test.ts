import { expect, it } from "vitest";
import { projectLink } from "./project-link.ts";

it("links a project (and a remix result) to /studio/scratch/{id}", () => {
  expect(projectLink("p42")).toBe("/studio/scratch/p42");
  expect(projectLink("a/b")).toBe("/studio/scratch/a%2Fb");
});
