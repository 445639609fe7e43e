import { type MessageDescriptor, setupI18n } from "@lingui/core";
import type { StoredPythonCheck } from "@qisi/api/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserCheck } from "../../checks/expand/browser-check.ts";
import { exerciseResultOf } from "./check-outcome.ts";
import { CHECK_GRACE_MS, type CheckOutcome, PythonRunner, type RunnerStatus } from "./python-runner.ts";

/**
 * Lesson checks in the studio's real Pyodide worker, in Chromium, cross-origin isolated as the
 * server serves the studio (vitest.browser.config.ts): the driver runs the program once per case
 * in the worker and the TypeScript judge decides there. One runner, warmed once, for every test.
 */

/** "Read two numbers, print their sum", as the importer stores it: two shown cases, two hidden ones. */
const stored: StoredPythonCheck = {
  compare: "lines",
  salt: "browser-test",
  rules: [{ require: "call:print" }],
  wrong: [
    { output: "^-?\\d+-?\\d+$", code: "print\\(\\s*a\\s*\\+\\s*b", message: "是不是把文字拼在一起了？" },
  ],
  cases: [
    { source: "tests", index: 0, stdin: "3\n5\n", hidden: false, expected: { stdout: "8\n" } },
    { source: "tests", index: 1, stdin: "10\n-4\n", hidden: false, expected: { stdout: "6\n" } },
    {
      source: "tests",
      index: 2,
      stdin: "1000\n2000\n",
      hidden: true,
      about: "两个四位数",
      expected: { stdout: "3000\n" },
    },
    {
      source: "random",
      index: 0,
      stdin: "-7\n12\n",
      hidden: true,
      about: "2 个整数（-50 到 50）",
      expected: { stdout: "5\n" },
    },
  ],
};
/** What the lesson view carries: the hidden answers only as salted hashes. */
const addTwo = browserCheck(stored);
const answer = "a = int(input())\nb = int(input())\nprint(a + b)\n";

/** The sentences' source text (zh-CN is the source language: no catalogue needed). */
const i18n = setupI18n({ locale: "zh-CN", messages: { "zh-CN": {} } });
const translate = (descriptor: MessageDescriptor) => i18n._(descriptor);

let runner: PythonRunner;
let consoleText = "";
const statuses: RunnerStatus[] = [];

function checked(outcome: CheckOutcome) {
  if (outcome.outcome !== "checked")
    throw new Error(`expected the judge's answer, got ${JSON.stringify(outcome).slice(0, 400)}`);
  return outcome.result;
}

beforeAll(async () => {
  // As a lesson page starts it: the driver loads right after Python.
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
    expect(JSON.stringify(addTwo)).not.toContain("3000");
  });

  it("passes the right program and writes nothing to the console", async () => {
    const outcome = await runner.check(addTwo, answer);
    expect(checked(outcome)).toEqual({
      passed: true,
      total: 4,
      passedTests: 4,
      message: "全部通过了，真棒！",
      cases: [],
    });
    expect(exerciseResultOf(outcome, translate).passed).toBe(true);
    expect(statuses).toContain("checking");
    expect(runner.status).toBe("ready");
    expect(consoleText).toBe("");
  });

  it("says which run failed and how, in Chinese, marking the difference", async () => {
    const outcome = await runner.check(addTwo, "a = input()\nb = input()\nprint(a + b)\n");
    expect(exerciseResultOf(outcome, translate)).toMatchObject({
      passed: false,
      passedTests: 0,
      message:
        "试了 4 次，第 1 次输入 3 和 5 时，应该输出「8」，你的程序输出了「35」——是不是把文字拼在一起了？",
      test: { input: "3\n5\n", expected: "8\n", actual: "35\n" },
      difference: { line: 1, column: 1, expected: "8", actual: "35" },
    });
    const crashed = exerciseResultOf(
      await runner.check(addTwo, "a = int(input())\nprint(a + c)\n"),
      translate,
    );
    expect(crashed.error).toEqual({ name: "NameError", detail: "name 'c' is not defined", line: 2 });
    expect(consoleText).toBe("");
  });

  it("fails a program that prints the shown answers at once, in the browser, from the hidden hashes", async () => {
    const hardCoded = 'a = input()\nif a == "3":\n    print(8)\nelse:\n    print(6)\n';
    const started = performance.now();
    const result = checked(await runner.check(addTwo, hardCoded));
    const ms = performance.now() - started;
    expect(result).toMatchObject({
      passed: false,
      passedTests: 2,
      message: "试了 4 次，第 3 次换了一组没给你看的输入（两个四位数）时，你的程序输出了「6」，不对。",
      test: { input: "", hidden: true, about: "两个四位数", actual: "6\n" },
    });
    // Issue 37's budget is 300 ms from 检查 to the answer; the bench measures it, this only reports.
    console.info(`hard-coded program judged in the browser in ${ms.toFixed(0)} ms`);
  });

  it("stops an endless loop at the time limit, names the run, and the same worker checks on", async () => {
    const readyMs = runner.readyMs;
    const started = performance.now();
    const outcome = await runner.check(addTwo, "a = int(input())\nwhile True:\n    a += 1\n", {
      timeLimitMs: 500,
    });
    // Only the judge words it so, naming the run: the interrupt ended the loop inside the
    // learner's run, not the page replacing the worker (which would also make it load again).
    expect(checked(outcome).message).toBe(
      "输入 3 和 5 时，程序运行了太久还没结束——是不是有一个停不下来的循环？",
    );
    expect(performance.now() - started).toBeGreaterThanOrEqual(500);
    expect(statuses).not.toContain("loading");
    expect(runner.readyMs).toBe(readyMs);
    expect(checked(await runner.check(addTwo, answer)).passed).toBe(true);
    const run = await runner.run('print("还在")\n');
    expect(run.outcome).toBe("ok");
    expect(consoleText).toBe("还在\n");
  });

  it("ends a check when the learner presses Stop, and checks again after", async () => {
    consoleText = "";
    // time.sleep does not wait in a check: the loop is pure Python, which the interrupt stops.
    const pending = runner.check(addTwo, "import time\nwhile True:\n    time.sleep(1)\n");
    await new Promise((resolve) => setTimeout(resolve, 300));
    await runner.stop();
    const outcome = await pending;
    expect(outcome).toEqual({ outcome: "stopped" });
    // Through the interrupt: the worker was not replaced.
    expect(statuses).not.toContain("loading");
    expect(exerciseResultOf(outcome, translate).message).toBe("检查停下来了。改好程序后，再点一次“检查”吧。");
    expect(checked(await runner.check(addTwo, answer)).passed).toBe(true);
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
