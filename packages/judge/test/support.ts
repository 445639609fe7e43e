import { findNativeCompiler } from "../src/compile/index.ts";

const compiler = findNativeCompiler();

/** Compiles with Debian clang (installed by scripts/test.sh) and fails the test on a CE. */
export async function compileOrThrow(source: string): Promise<Uint8Array> {
  if (!compiler)
    throw new Error("clang-19 with the wasm32 libraries is not installed (scripts/test.sh installs it)");
  // The test's subject is what runs, not how fast clang is: a busy machine may take past the 10 s
  // a child's compile gets (a time-out here read as an empty "compile failed").
  const result = await compiler.compile(source, { timeLimitMs: 120_000 });
  if (!result.ok) throw new Error(`compile failed: ${result.stderr}`);
  return result.wasm;
}
