import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../test-utils/render";
import { multiple, output, single, trueFalse } from "./fixtures";
import { QuizCard } from "./QuizCard";

describe("QuizCard", () => {
  it("sends the letter of a single choice, picked with the arrow keys", async () => {
    const onSubmit = vi.fn();
    renderWithI18n(<QuizCard quiz={single} onSubmit={onSubmit} />);
    expect(screen.getByRole("button", { name: "提交答案" }).hasAttribute("disabled")).toBe(true);
    await userEvent.click(screen.getByRole("radio", { name: /A\.\s?print/ }));
    await userEvent.keyboard("{ArrowDown}");
    expect((screen.getByRole("radio", { name: /B\.\s?say/ }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: "提交答案" }));
    expect(onSubmit).toHaveBeenCalledWith("B");
  });

  it("sends every letter of a multiple choice, in order", async () => {
    const onSubmit = vi.fn();
    renderWithI18n(<QuizCard quiz={multiple} onSubmit={onSubmit} />);
    expect(screen.getByRole("group", { name: /多选题/ })).toBeTruthy();
    await userEvent.click(screen.getByRole("checkbox", { name: /C\.\s?my_name/ }));
    await userEvent.click(screen.getByRole("checkbox", { name: /A\.\s?score/ }));
    await userEvent.click(screen.getByRole("button", { name: "提交答案" }));
    expect(onSubmit).toHaveBeenCalledWith(["A", "C"]);
  });

  it("sends a boolean for true/false", async () => {
    const onSubmit = vi.fn();
    renderWithI18n(<QuizCard quiz={trueFalse} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole("radio", { name: "错" }));
    await userEvent.click(screen.getByRole("button", { name: "提交答案" }));
    expect(onSubmit).toHaveBeenCalledWith(false);
  });

  it("shows the program of a code-reading question, highlighted", () => {
    const { container } = renderWithI18n(<QuizCard quiz={output} onSubmit={() => {}} />);
    expect(container.querySelector("pre[data-language='python'] [data-token='builtin']")?.textContent).toBe(
      "print",
    );
    expect(screen.getByRole("group", { name: /读程序.*这段程序输出什么？/ })).toBeTruthy();
  });

  it("shows a wrong answer's why, and locks after a right one", () => {
    const { rerender } = renderWithI18n(
      <QuizCard
        quiz={single}
        onSubmit={() => {}}
        initialAnswer="C"
        result={{
          passed: false,
          total: 1,
          passedTests: 0,
          message: "还不对。",
          quiz: { why: ["input 是让人输入的。"] },
        }}
      />,
    );
    expect(screen.getByRole("status").textContent).toContain("input 是让人输入的。");
    rerender(
      <QuizCard
        quiz={single}
        onSubmit={() => {}}
        initialAnswer="A"
        locked
        result={{
          passed: true,
          total: 1,
          passedTests: 1,
          message: "答对了！",
          quiz: { why: [], explanation: "print 打印。" },
        }}
      />,
    );
    expect(screen.queryByRole("button", { name: "提交答案" })).toBeNull();
    expect(screen.getByRole("radio", { name: /B\.\s?say/ }).matches(":disabled")).toBe(true);
    expect(screen.getByRole("status").textContent).toContain("讲解：print 打印。");
  });

  it("explains itself only after a right answer or a second try (issue 37)", () => {
    const wrong = {
      passed: false,
      total: 1,
      passedTests: 0,
      message: "还不对，再想一想。",
      quiz: { why: ["input 是让计算机听你说。"], explanation: "print 把文字显示出来。" },
    };
    const { rerender } = renderWithI18n(
      <QuizCard quiz={single} onSubmit={() => {}} result={wrong} tries={1} />,
    );
    expect(screen.getByText("input 是让计算机听你说。")).toBeTruthy();
    expect(screen.queryByText(/讲解：/)).toBeNull();
    rerender(<QuizCard quiz={single} onSubmit={() => {}} result={wrong} tries={2} />);
    expect(screen.getByText(/讲解：print 把文字显示出来。/)).toBeTruthy();
    rerender(<QuizCard quiz={single} onSubmit={() => {}} result={{ ...wrong, passed: true }} tries={1} />);
    expect(screen.getByText(/讲解：print 把文字显示出来。/)).toBeTruthy();
  });
});
