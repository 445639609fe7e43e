// @vitest-environment node
import { describe, expect, it } from "vitest";
import { assetsToKeep } from "./keep-loaded-assets";

const origin = "https://qisi.example";
const entry = (name: string, workerFinalSourceType = "") =>
  ({ name, entryType: "resource", workerFinalSourceType }) as unknown as PerformanceEntry;

describe("the chunks a page asks the service worker to keep", () => {
  it("are our own /assets/ files that did not already come from its cache, each once", () => {
    expect(
      assetsToKeep(
        [
          entry(`${origin}/assets/ClassPage-abc.js`, "network"),
          entry(`${origin}/assets/ClassPage-abc.js`),
          entry(`${origin}/assets/index-def.js`, "cache"),
          entry(`${origin}/assets/LessonPlayer-123.css`),
          entry(`${origin}/api/v1/accounts/session`),
          entry(`${origin}/pyodide/314.0.7/pyodide.asm.wasm`),
          entry("https://elsewhere.example/assets/x.js"),
        ],
        origin,
      ),
    ).toEqual(["/assets/ClassPage-abc.js", "/assets/LessonPlayer-123.css"]);
  });
});
