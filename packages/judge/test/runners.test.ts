import { describe, expect, it } from "vitest";
import { createRunner } from "../src/judge/index.ts";
import { nativeUnavailable } from "../src/native/index.ts";

describe("createRunner", () => {
  it("gives the wasm runner by default and the native one for JUDGE_RUNNER=native", async () => {
    const wasm = createRunner(undefined);
    expect(wasm.name).toBe("wasm");
    await wasm.close();
    if (nativeUnavailable()) {
      expect(() => createRunner("native")).toThrow(/JUDGE_RUNNER=native but/);
    } else {
      const native = createRunner("native");
      expect(native.name).toBe("native");
      await native.close();
    }
  });
});
