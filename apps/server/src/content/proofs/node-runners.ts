import { createCompiler, WasmRunner } from "@qisi/judge";
import {
  checkPythonAttempt,
  computeExpectations,
  type PythonObserver,
  pyodideObserver,
} from "@qisi/studio/checks";
import { createScratchCheckRunner } from "@qisi/studio/checks/scratch/node";
import { loadPyodide, type PyodideAPI } from "pyodide";
import { createCppChecker } from "../../exercises/cpp-check.ts";
import { pythonCheckSalt, scratchCheckSpec } from "../check-spec.ts";
import type { LoadedExercise } from "../load.ts";
import type { ScratchExerciseFile } from "../schema.ts";
import type { StoredCppExercise } from "../views.ts";
import type { CheckVerdict, ContentRunners, ProgramRun } from "./runners.ts";

export interface NodeContentRunners extends ContentRunners {
  close(): Promise<void>;
}

const memoryLimitBytes = 256 * 1024 * 1024;

/**
 * Runs content's own programs the one way `print()` and `input()` work for a child: stdin and
 * stdout swapped for text buffers around a fresh module namespace. Content is the author's, not a
 * learner's: it runs in this process's Pyodide, as the content tests always did.
 */
const runPy = `
def qisi_run_program(code, stdin):
    import io, sys
    out = io.StringIO()
    saved = sys.stdin, sys.stdout
    sys.stdin, sys.stdout = io.StringIO(stdin), out
    try:
        exec(compile(code, "<program>", "exec"), {"__name__": "__main__"})
        return [True, out.getvalue()]
    except BaseException as error:
        return [False, f"{type(error).__name__}: {error}"]
    finally:
        sys.stdin, sys.stdout = saved
`;

/**
 * The real parts for the proofs, in Node: Pyodide (started on the first Python program, with the
 * studio's check harness), the judge's wasm runner for C++ (with the server's own C++ checker),
 * and scratch-vm in a worker thread. `compileTimeLimitMs` is generous by default: content runs on
 * a busy CI machine, and an author's program is not a learner's.
 */
export function createNodeContentRunners(options: { compileTimeLimitMs?: number } = {}): NodeContentRunners {
  let python: Promise<{ py: PyodideAPI; observer: PythonObserver }> | undefined;
  const pythonRuntime = () => {
    python ??= loadPyodide({ stdout: () => {}, stderr: () => {} }).then((py) => {
      const observer = pyodideObserver(py);
      py.runPython(runPy);
      return { py, observer };
    });
    return python;
  };
  let cppRunner: WasmRunner | undefined;
  const cpp = () => {
    cppRunner ??= new WasmRunner(createCompiler(), null, {
      compileTimeLimitMs: options.compileTimeLimitMs ?? 60_000,
    });
    return cppRunner;
  };
  const ownExpectations = new WeakMap<LoadedExercise, ReturnType<typeof computeExpectations>>();
  let cppChecker: ReturnType<typeof createCppChecker> | undefined;
  let scratchRunner: ReturnType<typeof createScratchCheckRunner> | undefined;
  const scratch = () => {
    scratchRunner ??= createScratchCheckRunner();
    return scratchRunner;
  };

  const runProgram = async (language: "python" | "cpp", code: string, stdin: string): Promise<ProgramRun> => {
    if (language === "python") {
      const { py } = await pythonRuntime();
      const run = py.globals.get("qisi_run_program") as (
        code: string,
        stdin: string,
      ) => {
        toJs(): [boolean, string];
        destroy(): void;
      };
      const answer = run(code, stdin);
      const [ok, text] = answer.toJs();
      answer.destroy();
      return ok ? { ok: true, stdout: text } : { ok: false, why: text };
    }
    const built = await cpp().build("cpp", code, { memoryLimitBytes });
    if (!built.ok) return { ok: false, why: `编译不通过（${built.reason}）` };
    try {
      const run = await built.program.run(stdin, { timeLimitMs: 10_000, memoryLimitBytes });
      return run.status === "ok"
        ? { ok: true, stdout: run.stdout }
        : { ok: false, why: `运行出错（${run.status}）` };
    } finally {
      await built.program.dispose?.();
    }
  };

  const check = async (
    exercise: LoadedExercise,
    program: string,
    tests?: { stdin: string; stdout: string }[],
  ): Promise<CheckVerdict> => {
    const { data } = exercise;
    if (data.kind === "python") {
      // The exercise's own checks (expected answers computed from its reference, as at import), or
      // only the tests given (a fix or modify starter's "before": what it printed must differ).
      const { random: _random, function: _function, turtle: _turtle, ...fields } = data;
      const spec = tests
        ? { ...fields, tests: tests.map((test) => ({ ...test, hidden: false })), rules: [], wrong: [] }
        : data;
      const { observer } = await pythonRuntime();
      const salt = pythonCheckSalt(exercise.id, exercise.solution);
      // A "before" is what the starter prints, written down: no reference stands behind it.
      const reference = tests ? undefined : exercise.solution;
      // The exercise's own expectations are the same for every program checked against them (the
      // report checks a dozen mutants an exercise): its reference runs once, not once a program.
      const expectations = tests
        ? computeExpectations(spec, reference, observer, salt)
        : (ownExpectations.get(exercise) ??
          ownExpectations.set(exercise, computeExpectations(spec, reference, observer, salt)).get(exercise)!);
      const { check: expanded, problems } = await expectations;
      if (!expanded) return { passed: false, message: problems[0]?.reason ?? "参考答案没能算出期望的输出" };
      const result = await checkPythonAttempt(expanded, program, observer);
      return { passed: result.passed, message: result.message };
    }
    if (data.kind === "cpp") {
      cppChecker ??= createCppChecker({ runner: cpp() });
      const spec: StoredCppExercise = {
        ...data,
        solution: exercise.solution ?? "",
        ...(tests && { tests, samples: 0, wrong: [] }),
      };
      const result = await cppChecker(
        { id: `${exercise.id}${tests ? "#before" : ""}`, spec: spec as unknown as Record<string, unknown> },
        { kind: "cpp", code: program },
      );
      return { passed: result.passed, message: result.message };
    }
    if (data.kind === "scratch") {
      const result = await scratch().check(program, scratchCheckSpec(data as ScratchExerciseFile));
      return { passed: result.passed, message: result.message };
    }
    throw new Error(`${exercise.id}: a ${data.kind} step has no checks of its own`);
  };

  return {
    run: runProgram,
    check,
    scratch: async (project, spec) => {
      const result = await scratch().check(project, spec);
      return { passed: result.passed, message: result.message };
    },
    close: async () => {
      await Promise.all([cppRunner?.close(), scratchRunner?.close()]);
    },
  };
}
