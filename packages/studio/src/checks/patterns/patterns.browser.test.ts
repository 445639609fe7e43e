// The pattern module in real Chromium under Vite (the browser engine: our re2.wasm fetched from
// the page's own origin), on the page's thread and in a module worker (where the lesson page's
// Python checks run).
import { describe, expect, it } from "vitest";
import { compilePattern, loadPatternEngine, PatternEngineNotReady, PatternError } from "./index.ts";

describe("patterns in the browser", () => {
  it("asks to be loaded first, then compiles and matches on the page's thread", async () => {
    expect(() => compilePattern("x")).toThrow(PatternEngineNotReady);
    await loadPatternEngine();
    const money = compilePattern("^\\s*money\\s*=\\s*20", { multiline: true });
    expect(money.test("int main() {\n    money = 20;\n}")).toBe(true);
    expect(money.match("\n".repeat(64 * 1024))).toMatchObject({ matched: false, cut: false });
    expect(compilePattern("^你好！\\s*我是小启。$", { multiline: true }).test("你好！\n我是小启。")).toBe(
      true,
    );
    expect(() => compilePattern("^#include(?![\\s\\S]*std)")).toThrow(PatternError);
    // Its WebAssembly came from this origin, nowhere else.
    const wasm = performance
      .getEntriesByType("resource")
      .filter((entry) => entry.name.includes("re2") && entry.name.includes(".wasm"));
    expect(wasm.length).toBeGreaterThan(0);
    for (const entry of wasm) expect(new URL(entry.name).origin).toBe(location.origin);
  });

  it("works the same in a module worker", async () => {
    const worker = new Worker(new URL("./testing/pattern-probe.worker.ts", import.meta.url), {
      type: "module",
    });
    try {
      const answer = await new Promise<Record<string, unknown>>((resolve, reject) => {
        worker.onmessage = (event) => resolve(event.data as Record<string, unknown>);
        worker.onerror = (event) => reject(new Error(event.message));
        worker.postMessage("go");
      });
      expect(answer).toEqual({
        hit: true,
        miss: { matched: false, cut: false, text: "\n".repeat(64 * 1024) },
        refused: "invalid perl operator: (?<",
      });
    } finally {
      worker.terminate();
    }
  });
});
