import { type MessageDescriptor, setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { exerciseResultOf } from "./check-outcome.ts";

/** The sentences' source text (zh-CN is the source language). */
const i18n = setupI18n({ locale: "zh-CN", messages: { "zh-CN": {} } });
const translate = (descriptor: MessageDescriptor) => i18n._(descriptor);

describe("exerciseResultOf", () => {
  it("takes the judge's answer as it is", () => {
    const judged = { passed: true, total: 2, passedTests: 2, message: "全部通过了，真棒！", cases: [] };
    expect(exerciseResultOf({ outcome: "checked", ms: 12, result: judged }, translate)).toBe(judged);
  });

  it("fails a check the page had to cut short, with a sentence about endless loops", () => {
    expect(exerciseResultOf({ outcome: "timeout", ms: 3000 }, translate)).toEqual({
      passed: false,
      total: 0,
      passedTests: 0,
      message: "程序运行了太久还没结束——是不是有一个停不下来的循环？",
      cases: [],
    });
  });

  it("tells the child a stopped check is no verdict, and an exercise's own fault is not theirs", () => {
    expect(exerciseResultOf({ outcome: "stopped" }, translate).message).toBe(
      "检查停下来了。改好程序后，再点一次“检查”吧。",
    );
    expect(
      exerciseResultOf({ outcome: "error", message: "the spec could not be read" }, translate).message,
    ).toMatch(/不是你的错/);
  });
});
