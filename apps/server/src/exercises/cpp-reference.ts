import { createHash } from "node:crypto";
import type { Runner, TestCase } from "@qisi/judge";
import type { StoredCppExercise } from "../content/views.ts";

/** Reference runs remembered; exercises are few, but every content edit makes new keys. */
const maxRemembered = 500;

/**
 * The tests with their expected outputs: written ones as they are, the others from what the
 * reference solution prints. The reference is compiled and run once per exercise and content
 * (keyed by id and a hash of solution and tests), not once per attempt. A reference that fails is
 * the content's fault (the content test proves every reference passes): it throws, and is not
 * remembered, so a passing hiccup of the sandbox is retried at the next attempt.
 */
export class ReferenceOutputs {
  private readonly remembered = new Map<string, Promise<TestCase[]>>();

  constructor(
    private readonly runner: Runner,
    private readonly memoryLimitBytes: number,
  ) {}

  tests(id: string, spec: StoredCppExercise): Promise<TestCase[]> {
    if (spec.tests.every((test) => test.stdout !== undefined))
      return Promise.resolve(spec.tests.map((test) => ({ input: test.stdin, output: test.stdout! })));
    const hash = createHash("sha256")
      .update(JSON.stringify([spec.solution, spec.tests]))
      .digest("hex");
    const key = `${id}:${hash}`;
    let tests = this.remembered.get(key);
    if (!tests) {
      tests = this.run(id, spec);
      this.remembered.set(key, tests);
      tests.catch(() => this.remembered.delete(key));
      if (this.remembered.size > maxRemembered) {
        const oldest = this.remembered.keys().next().value;
        if (oldest !== undefined) this.remembered.delete(oldest);
      }
    }
    return tests;
  }

  private async run(id: string, spec: StoredCppExercise): Promise<TestCase[]> {
    const built = await this.runner.build("cpp", spec.solution, { memoryLimitBytes: this.memoryLimitBytes });
    if (!built.ok) throw new Error(`the reference solution of ${id} does not compile (${built.reason})`);
    try {
      const tests: TestCase[] = [];
      for (const [index, test] of spec.tests.entries()) {
        if (test.stdout !== undefined) {
          tests.push({ input: test.stdin, output: test.stdout });
          continue;
        }
        // Twice the learner's limit: a busy machine must not make the answer key fail.
        const run = await built.program.run(test.stdin, {
          timeLimitMs: spec.timeLimitMs * 2,
          memoryLimitBytes: this.memoryLimitBytes,
        });
        if (run.status !== "ok")
          throw new Error(`the reference solution of ${id} failed on test ${index + 1} (${run.status})`);
        tests.push({ input: test.stdin, output: run.stdout });
      }
      return tests;
    } finally {
      await built.program.dispose?.();
    }
  }
}
