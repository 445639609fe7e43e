import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { ApiError, type AttemptResult, type ExerciseCheckResult, type ExerciseView } from "@qisi/api";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import type { LessonStudioHandle } from "./LessonStudio";
import { type CheckDeps, useExerciseCheck } from "./use-exercise-check";

// The Chinese source text is what the learner reads; an empty catalog makes Lingui fall back to it.
i18n.loadAndActivate({ locale: "zh-CN", messages: {} });
const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>{children}</I18nProvider>
);

const exercise = { id: "l1-e1", kind: "python", title: "说你好", check: {} } as unknown as ExerciseView;

const result = (passed: boolean, message: string): ExerciseCheckResult => ({
  passed,
  total: 3,
  passedTests: passed ? 3 : 1,
  message,
  cases: [],
});

const confirmed = (server: ExerciseCheckResult): AttemptResult => ({
  exerciseId: exercise.id,
  result: server,
  progress: { exerciseId: exercise.id, attempts: 1, hintsUsed: 0, passedAt: null, seconds: 0 },
  lessonDone: false,
});

/** The hook with a studio whose browser check answers `local`, and a server that answers `server`. */
function setUp(local: ExerciseCheckResult | null, server: () => Promise<AttemptResult>) {
  let resolveServer: () => void = () => {};
  const serverAsked = new Promise<void>((resolve) => {
    resolveServer = resolve;
  });
  const studio = {
    getCode: () => 'print("你好")\n',
    setCode: () => {},
    check: async () => local ?? Promise.reject(new Error("Python is still loading")),
  } as LessonStudioHandle;
  const deps: CheckDeps = {
    studio: () => studio,
    attempt: () => {
      resolveServer();
      return server();
    },
    seconds: () => 0,
    saveDraft: () => {},
  };
  const hook = renderHook(() => useExerciseCheck(deps), { wrapper });
  return { hook, serverAsked };
}

describe("useExerciseCheck: the browser answers at once, the server confirms", () => {
  it("shows the browser's result while the server confirms, then says it is recorded when they agree", async () => {
    let answer: (value: AttemptResult) => void = () => {};
    const local = result(true, "全部通过了，真棒！");
    const { hook, serverAsked } = setUp(local, () => new Promise((resolve) => (answer = resolve)));
    let checked: Promise<unknown> = Promise.resolve();
    act(() => {
      checked = hook.result.current.check(exercise);
    });
    await act(() => serverAsked);
    expect(hook.result.current.checking).toBe(exercise.id);
    expect(hook.result.current.outcomes.get(exercise.id)).toEqual({
      result: local,
      note: "编辑器里先检查好了。服务器正在确认，确认了才会记下……",
      // The checked program goes with its result: an error's explanation reads its failing line.
      code: 'print("你好")\n',
    });
    await act(async () => {
      answer(confirmed(result(true, "全部通过了，真棒！")));
      await checked;
    });
    expect(hook.result.current.checking).toBeNull();
    expect(hook.result.current.outcomes.get(exercise.id)?.note).toBe("服务器也检查过了，已记录。");
  });

  it("puts the server's result in place of the browser's when the server finds a mistake, and says why", async () => {
    const server = result(false, "当输入是 5 时，应该输出 25，你的程序输出了 10");
    const { hook } = setUp(result(true, "全部通过了，真棒！"), async () => confirmed(server));
    await act(async () => {
      await hook.result.current.check(exercise);
    });
    const outcome = hook.result.current.outcomes.get(exercise.id);
    expect(outcome?.result).toEqual(server);
    expect(outcome?.note).toContain("还用了你没看到的例子");
    expect(outcome?.note).toContain("以它为准");
  });

  it("tells the child the server passed it when the browser did not", async () => {
    const server = result(true, "全部通过了，真棒！");
    const { hook } = setUp(result(false, "少了一个引号"), async () => confirmed(server));
    await act(async () => {
      await hook.result.current.check(exercise);
    });
    expect(hook.result.current.outcomes.get(exercise.id)).toMatchObject({ result: server });
    expect(hook.result.current.outcomes.get(exercise.id)?.note).toContain("服务器检查通过了，已经记下");
  });

  it("keeps the browser's result but says, in the server's words, that nothing was recorded when the queue is full", async () => {
    const local = result(true, "全部通过了，真棒！");
    const detail = "排队的同学有点多，10 秒后再点一次检查。";
    const full = new ApiError({
      status: 429,
      message: "The check queue is full.",
      url: "exercises/l1-e1/attempts",
      body: { code: "queue_full", detail, retryAfter: 10 },
    });
    const { hook } = setUp(local, () => Promise.reject(full));
    let answer: unknown;
    await act(async () => {
      answer = await hook.result.current.check(exercise);
    });
    expect(answer).toBeNull();
    expect(hook.result.current.outcomes.get(exercise.id)).toEqual({ result: local, note: detail });
  });

  it("says what to do when the server is still busy after the player stopped following the attempt", async () => {
    const timeout = new ApiError({ status: 408, message: "Request timeout.", url: "exercises/attempts/9" });
    const { hook } = setUp(null, () => Promise.reject(timeout));
    await act(async () => {
      await hook.result.current.check(exercise);
    });
    expect(hook.result.current.outcomes.get(exercise.id)).toEqual({
      result: null,
      note: "服务器还在排队检查，这次先不记。你的程序还在编辑器里，等一会儿再点一次“检查”。",
    });
  });
});
