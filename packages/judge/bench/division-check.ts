/**
 * What the runtime-error flags cost (issue 38 item 7): the division check
 * (-fsanitize=integer-divide-by-zero) and the line tables (-gline-tables-only, read into the
 * compact `qisi.lines` table and stripped). For two programs — iostream A+B and a loop of 10⁸
 * divisions — compiled with Debian clang both ways, interleaved in rounds: compile time, the size of
 * the module a browser downloads (raw and gzip), and the run time of the division loop in the judge's
 * sandbox. The baseline is the flags before: no checks, no DWARF, `-Wl,--strip-all`.
 *
 *   node --experimental-strip-types packages/judge/bench/division-check.ts [--rounds 3]
 */
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { gzipSync } from "node:zlib";
import { commonFlags, DIVISION_CHECK_FLAGS, LINE_TABLE_FLAGS, runtimeSource } from "../src/compile/flags.ts";
import { attachLineTable, moduleLineTable } from "../src/lines/module.ts";
import { runWasm } from "../src/run/run.ts";

const run = promisify(execFile);
const args = process.argv.slice(2);
const rounds = args.includes("--rounds") ? Number(args[args.indexOf("--rounds") + 1]) || 3 : 3;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const programs = {
  "A+B (iostream)":
    "#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b << std::endl; }\n",
  "10⁸ divisions": `#include <cstdio>
int main() {
  int n; if (scanf("%d", &n) != 1) return 1;
  long long sum = 0;
  for (int i = 1; i <= n; i++) sum += (i * 7 + 3) / (i % 13 + 1) + i % (i % 5 + 2);
  printf("%lld\\n", sum);
}
`,
};
const ours = commonFlags("c++14");
const before = [
  ...ours.filter((flag) => !LINE_TABLE_FLAGS.includes(flag) && !DIVISION_CHECK_FLAGS.includes(flag)),
  "-Wl,--strip-all",
];

async function compile(source: string, flags: string[], withTable: boolean) {
  const dir = await mkdtemp(join(tmpdir(), "qisi-bench-div-"));
  try {
    await writeFile(join(dir, "main.cpp"), source);
    const started = performance.now();
    await run(
      "clang++-19",
      ["--target=wasm32-wasi", ...flags, "main.cpp", runtimeSource, "-o", "main.wasm"],
      {
        cwd: dir,
      },
    );
    const linked = new Uint8Array(await readFile(join(dir, "main.wasm")));
    const wasm = withTable ? attachLineTable(linked) : linked;
    return { ms: performance.now() - started, wasm };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

console.log(
  `division check and line tables · ${new Date().toISOString()} · ${cpus().length} × ${cpus()[0]?.model}`,
);
console.log(`${rounds} rounds · load average ${load()}`);
const results: Record<
  string,
  Record<"before" | "ours", { compile: number[]; run: number[]; size: number; gzip: number; table: number }>
> = {};
for (let round = 0; round < rounds; round++) {
  for (const [name, source] of Object.entries(programs)) {
    results[name] ??= {
      before: { compile: [], run: [], size: 0, gzip: 0, table: 0 },
      ours: { compile: [], run: [], size: 0, gzip: 0, table: 0 },
    };
    const order: ("before" | "ours")[] = round % 2 === 0 ? ["before", "ours"] : ["ours", "before"];
    for (const which of order) {
      const built = await compile(source, which === "before" ? before : ours, which === "ours");
      const entry = results[name][which];
      entry.compile.push(built.ms);
      entry.size = built.wasm.length;
      entry.gzip = gzipSync(built.wasm).length;
      const table = moduleLineTable(built.wasm);
      entry.table = table ? table.addresses.length : 0;
      const input = name.startsWith("A+B") ? "2 40\n" : "100000000\n";
      const result = await runWasm(built.wasm, input, {
        timeLimitMs: 60_000,
        memoryLimitBytes: 64 * 1024 * 1024,
      });
      if (result.status !== "ok")
        throw new Error(`${name} (${which}) did not run: ${result.status} ${result.trap}`);
      entry.run.push(result.timeMs);
    }
  }
  console.log(`round ${round + 1} done · load average ${load()}`);
}
for (const [name, pair] of Object.entries(results)) {
  console.log(`\n${name}`);
  for (const which of ["before", "ours"] as const) {
    const entry = pair[which];
    console.log(
      `  ${which.padEnd(7)} compile ${median(entry.compile).toFixed(0).padStart(5)} ms   module ${(entry.size / 1024).toFixed(1)} KB (${(entry.gzip / 1024).toFixed(1)} KB gzip)   run ${median(entry.run).toFixed(0)} ms CPU${which === "ours" ? `   line table: ${entry.table} entries` : ""}`,
    );
  }
  const ratio = (key: "compile" | "run") =>
    (median(pair.ours[key]) / Math.max(1, median(pair.before[key]))).toFixed(3);
  console.log(
    `  ours / before: compile ${ratio("compile")}   size ${(pair.ours.size / pair.before.size).toFixed(3)}   gzip ${(pair.ours.gzip / pair.before.gzip).toFixed(3)}   run ${ratio("run")}`,
  );
}
console.log(`\nload average after: ${load()}`);
