// @vitest-environment node
// Pyodide takes Node's path only outside jsdom (it checks for `window`).
import { execFileSync } from "node:child_process";
import { setupI18n } from "@lingui/core";
import { loadPyodide, type PyodideAPI } from "pyodide";
import { beforeAll, describe, expect, it } from "vitest";
import { figures, report, type Scored, score } from "../../../../../tests/support/corpus-score.ts";
import { driverPy } from "../../checks/driver.py.ts";
import { pythonInspectPy } from "../../checks/python-inspect.py.ts";
import { bootstrapPy } from "../worker/bootstrap-py.ts";
import { StopSignal } from "../worker/stop-signal.ts";
import type { PythonCorpusEntry } from "./corpus/python-corpus-entry.ts";
import { pythonOutsideCorpus } from "./corpus/python-outside.ts";
import { pythonOwnCorpus } from "./corpus/python-own.ts";
import { explainPythonError, type PythonErrorFacts } from "./explain-error.ts";

/**
 * Issue 37: the beginner-mistake corpus, run for real where a child's program runs: the studio's
 * runner in Pyodide (CPython 3.14), the lesson check's driver in Pyodide, and the same driver in
 * the machine's python3 (Debian's 3.11, what the server's native sandbox runs): the inspection's
 * syntax error first, else the error the driver observed on the entry's input. Prints the two
 * figures per runtime for our own corpus and, separately, for the outside set.
 */
type Facts = Omit<PythonErrorFacts, "source">;
const i18n = setupI18n({ locale: "zh-CN", messages: { "zh-CN": {} } });
const entries = [...pythonOwnCorpus, ...pythonOutsideCorpus];

/** One entry as the check sees it: the inspection's answer and, when it reads, the one case's report. */
const caseFor = (entry: PythonCorpusEntry) => JSON.stringify({ stdin: entry.input ?? "", turtle: false });
const errorOf = (inspection: string, report: string | null): Facts | null => {
  const { syntax } = JSON.parse(inspection) as {
    syntax: { name: string; detail: string; line: number | null } | null;
  };
  const error = syntax ?? (report === null ? null : (JSON.parse(report) as { error: typeof syntax }).error);
  return error ? { name: error.name, message: error.detail, line: error.line } : null;
};

/** The driver and the inspection in one python3, every entry in turn: two lines each (inspection, report). */
const python3Driver = `${driverPy}\n${pythonInspectPy}\nimport json as _j, sys as _s\nprint(_s.version.split()[0])\nfor _e in _j.loads(_s.stdin.read()):\n    _i = qisi_inspect(_e[0], "[]")\n    print(_i)\n    print(_j.dumps(None if _j.loads(_i)["syntax"] else qisi_observe_case(_e[0], _e[1])))\n`;

let python: PyodideAPI;
let answers: string[] = [];
const studio: (Facts | null)[] = [];
const checkInPyodide: (Facts | null)[] = [];
let checkInPython3: (Facts | null)[] = [];
let python3Version = "";

beforeAll(async () => {
  python = await loadPyodide({ stdout: () => {} });
  python.setStderr({ batched: () => {} });
  const signal = new StopSignal(null, () => {});
  python.registerJsModule("_qisi", {
    shared_input: true,
    read_input_sync: () => answers.shift() ?? null,
    sleep: () => false,
    enter_program: () => signal.enterProgram(),
    leave_program: () => signal.leaveProgram(),
    turtle_ops: () => {},
  });
  python.runPython(bootstrapPy, { filename: "<qisi>" });
  for (const entry of entries) {
    answers = (entry.input ?? "").split("\n");
    python.globals.set("_qisi_code", entry.program);
    const result = python.runPython("_qisi_exec(_qisi_code)");
    const [, report] = result.toJs() as [string, [string, string, number | null] | null];
    result.destroy();
    studio.push(report ? { name: report[0], message: report[1], line: report[2] } : null);
  }
  python.runPython(driverPy);
  python.runPython(pythonInspectPy);
  const inspect = python.globals.get("qisi_inspect") as (source: string, rules: string) => string;
  const observe = python.globals.get("qisi_observe_case") as (source: string, kase: string) => string;
  for (const entry of entries) {
    const inspection = inspect(entry.program, "[]");
    const readable = (JSON.parse(inspection) as { syntax: unknown }).syntax === null;
    checkInPyodide.push(errorOf(inspection, readable ? observe(entry.program, caseFor(entry)) : null));
  }

  // Debian's python3 (the native sandbox's), all programs in one process through the same driver.
  const out = execFileSync("/usr/bin/python3", ["-I", "-S", "-B", "-c", python3Driver], {
    input: JSON.stringify(entries.map((entry) => [entry.program, caseFor(entry)])),
    encoding: "utf8",
    maxBuffer: 16 * 1024 * 1024,
  }).trimEnd();
  const [version, ...lines] = out.split("\n");
  python3Version = version ?? "";
  checkInPython3 = entries.map((_, index) =>
    errorOf(lines[2 * index] ?? "{}", JSON.parse(lines[2 * index + 1] ?? "null") as string | null),
  );
}, 300_000);

const runtimes = [
  { runtime: "studio, Pyodide (CPython 3.14)", facts: () => studio },
  { runtime: "lesson check, Pyodide (CPython 3.14)", facts: () => checkInPyodide },
  { runtime: "lesson check, python3 (server)", facts: () => checkInPython3 },
];

const general = new Set(["undefined-name"]);

describe.each([
  { title: "Python corpus, our own mistakes", corpus: pythonOwnCorpus, floor: 0.9 },
  { title: "Python corpus, the outside set", corpus: pythonOutsideCorpus, floor: 0.8 },
])("$title", ({ title, corpus, floor }) => {
  it.each(runtimes)(
    "names the right cause on the right line, never a wrong one: $runtime",
    ({ runtime, facts }) => {
      const offset = corpus === pythonOwnCorpus ? 0 : pythonOwnCorpus.length;
      const scored: Scored[] = corpus.map((entry, index) => {
        const found = facts()[offset + index];
        const explained = found ? explainPythonError({ ...found, source: entry.program }) : null;
        if (explained) expect(i18n._(explained.text), entry.name).toMatch(/\p{Script=Han}/u);
        // CORPUS_VERBOSE=1 prints what the child reads for each program, to review the words.
        if (explained && process.env.CORPUS_VERBOSE)
          console.log(
            `${entry.name} · 第 ${explained.line} 行：${i18n._(explained.title)} — ${i18n._(explained.text)}`,
          );
        return score(
          entry.name,
          entry,
          explained ? { line: explained.line ?? 0, cause: explained.cause } : null,
          general,
        );
      });
      const text = report(
        `${title} — ${runtime}${runtime.includes("python3") ? ` ${python3Version}` : ""}`,
        scored,
      );
      console.log(text);
      const f = figures(scored);
      expect(f.wrong, text).toBe(0);
      expect(f.explained / f.specific, text).toBeGreaterThanOrEqual(floor);
      expect(f.honestKept, text).toBe(f.honestTotal);
    },
  );
});
