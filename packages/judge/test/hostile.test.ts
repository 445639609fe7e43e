import { afterAll, describe, expect, it } from "vitest";
import { findNativeCompiler } from "../src/compile/index.ts";
import { judge, type Problem } from "../src/judge/index.ts";

// The first rows of issue 18's hostile-program table (the rest: NOTES-next-steps.md).
const compiler = findNativeCompiler();
if (!compiler)
  throw new Error("clang-19 with the wasm32 libraries is not installed (scripts/test.sh installs it)");
afterAll(() => compiler.close());

const echo: Problem = {
  timeLimitMs: 500,
  memoryLimitBytes: 64 * 1024 * 1024,
  tests: [{ input: "7\n", output: "7\n" }],
};
const cpp = (source: string) => ({ language: "cpp" as const, source });

describe("hostile programs (wasm runner)", () => {
  it("system(): wasi-libc has none, so the link fails (CE)", async () => {
    const result = await judge(
      compiler,
      cpp('#include <cstdlib>\nint main() { return system("ls"); }'),
      echo,
    );
    expect(result.verdict).toBe("CE");
    expect(result.compile.diagnostics.some((d) => d.message.includes("undefined symbol: system"))).toBe(true);
  });

  it("fork bomb: fork() does not exist (CE)", async () => {
    const result = await judge(compiler, cpp("#include <unistd.h>\nint main() { for (;;) fork(); }"), echo);
    expect(result.verdict).toBe("CE");
  });

  it("network socket: socket() does not exist (CE)", async () => {
    const result = await judge(
      compiler,
      cpp("#include <sys/socket.h>\nint main() { return socket(2, 1, 0); }"),
      echo,
    );
    expect(result.verdict).toBe("CE");
  });

  it("sleeping past the limit is TLE", async () => {
    const source = '#include <unistd.h>\n#include <cstdio>\nint main() { sleep(5); puts("7"); }';
    expect((await judge(compiler, cpp(source), echo)).verdict).toBe("TLE");
  });

  it("a NUL byte in the source is ignored by clang, not a crash of the service", async () => {
    const source =
      '#include <cstdio>\nint main() { int x; scanf("%d", &x); printf("%d\\n", x); }\n// \u0000\n';
    expect((await judge(compiler, cpp(source), echo)).verdict).toBe("AC");
  });

  it("after all of them, a normal submission is judged correctly", async () => {
    const source = "#include <iostream>\nint main() { int x; std::cin >> x; std::cout << x << std::endl; }";
    expect((await judge(compiler, cpp(source), echo)).verdict).toBe("AC");
  });
});
