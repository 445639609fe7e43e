import { type MessageDescriptor, setupI18n } from "@lingui/core";
import type { PythonCheckSpec } from "@qisi/api/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exerciseResultOf } from "./check-outcome.ts";
import { CHECK_GRACE_MS, type CheckOutcome, PythonRunner, type RunnerStatus } from "./python-runner.ts";

/**
 * Lesson checks in the studio's real Pyodide worker, in Chromium, cross-origin isolated as the
 * server serves the studio (vitest.browser.config.ts). One runner, warmed once, for every test.
 */
const addTwo: PythonCheckSpec = {
  solution: "a = int(input())\nb = int(input())\nprint(a + b)\n",
  tests: [{ stdin: "3\n5\n", stdout: "8\n" }, { stdin: "10\n-4\n" }],
  random: { count: 10, seed: 7, stdin: [{ int: [-50, 50] }, { int: [-50, 50] }] },
  wrong: [
    { output: "^-?\\d+-?\\d+$", code: "print\\(\\s*a\\s*\\+\\s*b", message: "是不是把文字拼在一起了？" },
  ],
};

/** The sentences' source text (zh-CN is the source language: no catalogue needed). */
const i18n = setupI18n({ locale: "zh-CN", messages: { "zh-CN": {} } });
const translate = (descriptor: MessageDescriptor) => i18n._(descriptor);

let runner: PythonRunner;
let consoleText = "";
const statuses: RunnerStatus[] = [];

function checked(outcome: CheckOutcome) {
  if (outcome.outcome !== "checked") throw new Error(`expected the harness's answer, got ${outcome.outcome}`);
  return outcome.result;
}

beforeAll(async () => {
  // As a lesson page starts it: the harness loads right after Python.
  // Stop's interrupt path is under test: a busy machine may honour it late, which is not a replacement.
  runner = new PythonRunner({ indexURL: "/pyodide/314.0.7/", prepareChecks: true, stopGraceMs: 10_000 });
  runner.on({
    output: (_stream, text) => {
      consoleText += text;
    },
    status: (status) => statuses.push(status),
  });
  await runner.whenReady();
});

afterAll(() => runner.dispose());

describe("lesson checks in the studio's Pyodide worker", () => {
  it("runs in a cross-origin isolated page, so Stop goes through the interrupt buffer", () => {
    expect(crossOriginIsolated).toBe(true);
    expect(runner.isolated).toBe(true);
  });

  it("passes the reference solution and writes nothing to the console", async () => {
    const outcome = await runner.check(addTwo, addTwo.solution ?? "");
    expect(checked(outcome)).toEqual({ passed: true, total: 12, passedTests: 12 });
    expect(exerciseResultOf(outcome, translate)).toMatchObject({
      passed: true,
      message: "全部通过了，真棒！",
    });
    expect(statuses).toContain("checking");
    expect(runner.status).toBe("ready");
    expect(consoleText).toBe("");
  });

  it("says what the first failing test expected and what the program did, in Chinese", async () => {
    const outcome = await runner.check(addTwo, "a = input()\nb = input()\nprint(a + b)\n");
    expect(exerciseResultOf(outcome, translate)).toMatchObject({
      passed: false,
      passedTests: 0,
      message: "输入 3 和 5 时，应该输出 8，你的程序输出了 35——是不是把文字拼在一起了？",
      test: { input: "3\n5\n", expected: "8\n", actual: "35\n" },
    });
    const crashed = exerciseResultOf(
      await runner.check(addTwo, "a = int(input())\nprint(a + c)\n"),
      translate,
    );
    expect(crashed.error).toEqual({ name: "NameError", detail: "name 'c' is not defined", line: 2 });
    expect(consoleText).toBe("");
  });

  it("stops an endless loop at the time limit, names the test, and the same worker checks on", async () => {
    const readyMs = runner.readyMs;
    const started = performance.now();
    const outcome = await runner.check(addTwo, "a = int(input())\nwhile True:\n    a += 1\n", {
      timeLimitMs: 500,
    });
    // Only the harness words it so, naming the test: the interrupt ended the loop inside the
    // learner's run, not the page replacing the worker (which would also make it load again).
    expect(checked(outcome).failure).toMatchObject({
      kind: "timeout",
      message: "输入 3 和 5 时，程序运行了太久还没结束——是不是有一个停不下来的循环？",
    });
    expect(performance.now() - started).toBeGreaterThanOrEqual(500);
    expect(statuses).not.toContain("loading");
    expect(runner.readyMs).toBe(readyMs);
    expect(checked(await runner.check(addTwo, addTwo.solution ?? "")).passed).toBe(true);
    const run = await runner.run('print("还在")\n');
    expect(run.outcome).toBe("ok");
    expect(consoleText).toBe("还在\n");
  });

  it("ends a check when the learner presses Stop, and checks again after", async () => {
    consoleText = "";
    // time.sleep does not wait in a check: the loop calls into the worker's sleep all the time.
    const pending = runner.check(addTwo, "import time\nwhile True:\n    time.sleep(1)\n");
    await new Promise((resolve) => setTimeout(resolve, 300));
    await runner.stop();
    const outcome = await pending;
    expect(outcome).toEqual({ outcome: "stopped" });
    // Through the interrupt: the worker was not replaced.
    expect(statuses).not.toContain("loading");
    expect(exerciseResultOf(outcome, translate).message).toBe("检查停下来了。改好程序后，再点一次“检查”吧。");
    expect(checked(await runner.check(addTwo, addTwo.solution ?? "")).passed).toBe(true);
    expect(consoleText).toBe("");
  });

  // Last: the fresh worker it starts would take seconds to load (the test does not wait for it).
  it("gives up on a program whose bare except: swallows every interrupt, and starts a fresh worker", async () => {
    const stubborn =
      "while True:\n    try:\n        while True:\n            pass\n    except:\n        pass\n";
    const started = performance.now();
    const outcome = await runner.check(addTwo, stubborn, { timeLimitMs: 300 });
    expect(outcome).toMatchObject({ outcome: "timeout" });
    expect(performance.now() - started).toBeGreaterThanOrEqual(300 + CHECK_GRACE_MS);
    expect(exerciseResultOf(outcome, translate).message).toBe(
      "程序运行了太久还没结束——是不是有一个停不下来的循环？",
    );
    expect(runner.status).toBe("loading");
  });
});
