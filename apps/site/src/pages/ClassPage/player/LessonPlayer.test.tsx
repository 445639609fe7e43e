import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { type Lesson, LessonExercises } from "@qisi/api";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LessonPlayer } from "./LessonPlayer";
import type { LessonService } from "./lesson-service";

// The Chinese source text is what the learner reads; an empty catalog makes Lingui fall back to it.
i18n.loadAndActivate({ locale: "zh-CN", messages: {} });

const quizId = "t-l1-e1";
const lesson: Lesson = {
  id: "t-l1",
  title: "第 1 课：你好",
  body: "",
  kind: "lesson",
  free: true,
  steps: [{ title: "读一读", markdown: "想一想再选。", exerciseId: quizId }],
  exercises: [
    {
      id: quizId,
      kind: "quiz",
      title: "读程序",
      type: "single",
      question: "哪个能让计算机说话？",
      options: ["print", "input"],
    },
  ],
};

/**
 * What `GET lessons/{id}/exercises` answers after the learner answered the quiz and reloaded, read
 * through the contract as the site's client reads it; the player makes no other call here.
 */
function serviceAfterAnswer(answer: string, passed: boolean, why: string[], attempts = 1): LessonService {
  const record = LessonExercises.parse({
    lessonId: lesson.id,
    exercises: [
      {
        exerciseId: quizId,
        revealed: [],
        total: 0,
        progress: {
          exerciseId: quizId,
          attempts,
          hintsUsed: 0,
          passedAt: passed ? "2026-11-27T10:00:00.000Z" : null,
          seconds: 20,
        },
        lastAnswer: {
          answer,
          result: {
            passed,
            total: 1,
            passedTests: passed ? 1 : 0,
            message: passed ? "答对了，真棒！" : "这个答案不对，再想一想吧。",
            quiz: { why, explanation: "print 把文字显示出来。" },
          },
        },
      },
    ],
  });
  const unused = () => Promise.reject(new Error("the player sent nothing in this test"));
  return {
    getLessonExercises: async () => record,
    attemptExercise: unused,
    revealHint: unused,
    getLessonCode: async () => ({ lessonId: lesson.id, exercises: [] }),
    saveExerciseCode: unused,
    checkParsons: unused,
    sendLessonActivity: async () => ({ lessonId: lesson.id, seconds: 0 }),
  };
}

const renderPlayer = (service: LessonService) =>
  render(
    <I18nProvider i18n={i18n}>
      <LessonPlayer lesson={lesson} kind="python" service={service} accountId={7} />
    </I18nProvider>,
  );

describe("given a quiz answered before the lesson page was reloaded", () => {
  it("shows the right answer picked, marked right and locked", async () => {
    renderPlayer(serviceAfterAnswer("A", true, []));
    expect(await screen.findByText("答对了，真棒！")).toBeTruthy();
    expect((screen.getByRole("radio", { name: /A\.\s?print/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(/讲解：print 把文字显示出来。/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "提交答案" })).toBeNull();
  });

  it("shows a wrong answer picked with the author's why, ready to try again, the explanation kept back", async () => {
    renderPlayer(serviceAfterAnswer("B", false, ["input 是让计算机听你说。"]));
    expect(await screen.findByText(/input 是让计算机听你说。/)).toBeTruthy();
    expect((screen.getByRole("radio", { name: /B\.\s?input/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole("button", { name: "提交答案" }).hasAttribute("disabled")).toBe(false);
    expect(screen.queryByText(/讲解：/)).toBeNull();
  });

  it("explains itself after a second wrong try", async () => {
    renderPlayer(serviceAfterAnswer("B", false, ["input 是让计算机听你说。"], 2));
    expect(await screen.findByText(/讲解：print 把文字显示出来。/)).toBeTruthy();
  });
});
