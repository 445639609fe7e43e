/// <reference lib="webworker" />
// A module worker that uses the pattern module as the Pyodide check worker would: load, compile,
// match, and post what it found (patterns.browser.test.ts).
import { compilePattern, loadPatternEngine, PatternError } from "../index.ts";

self.onmessage = async () => {
  try {
    await loadPatternEngine();
    const money = compilePattern("^\\s*money\\s*=\\s*20", { multiline: true });
    let refused = "";
    try {
      compilePattern("(?<![\\s\\S])x");
    } catch (error) {
      if (error instanceof PatternError) refused = error.reason;
    }
    self.postMessage({
      hit: money.test("int x;\n  money = 20;"),
      miss: money.match("\n".repeat(64 * 1024)),
      refused,
    });
  } catch (error) {
    self.postMessage({ error: String(error) });
  }
};
