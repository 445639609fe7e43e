import { describe, expect, it } from "vitest";
import { chooseRunner, createRunner, runnerChoiceFromEnv } from "../src/judge/index.ts";
import { nativePythonUnavailable, nativeUnavailable } from "../src/native/index.ts";

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

  it("runs Python on native CPython where the host has python3 and bubblewrap, else on Pyodide, and says which", async () => {
    const auto = chooseRunner({ cpp: "wasm", python: "auto" });
    const missing = nativePythonUnavailable();
    expect(auto.python).toBe(missing ? "pyodide" : "native");
    expect(auto.description).toMatch(
      missing ? /Python: Pyodide, a process per run \(fallback: / : /Python: native CPython 3\.\d+/,
    );
    await auto.runner.close();
    const pyodide = chooseRunner({ cpp: "wasm", python: "pyodide" });
    expect(pyodide.python).toBe("pyodide");
    expect(pyodide.description).toContain("PYTHON_RUNNER=pyodide");
    await pyodide.runner.close();
    if (missing) expect(() => chooseRunner({ python: "native" })).toThrow(/PYTHON_RUNNER=native but/);
  });

  it("reads the choice from JUDGE_RUNNER and PYTHON_RUNNER", () => {
    expect(runnerChoiceFromEnv({})).toEqual({ cpp: "wasm", python: "auto" });
    expect(runnerChoiceFromEnv({ JUDGE_RUNNER: "native", PYTHON_RUNNER: "pyodide" })).toEqual({
      cpp: "native",
      python: "pyodide",
    });
    expect(runnerChoiceFromEnv({ PYTHON_RUNNER: "something" }).python).toBe("auto");
  });
});
