import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithI18n } from "../test-utils/render";
import { CheckResult } from "./CheckResult";
import { compileError, cppVerdicts, passed, pythonError, quizWrong, wrongOutput } from "./fixtures";

describe("CheckResult", () => {
  it("is a live region from the start, so the first result is announced", () => {
    const { rerender } = renderWithI18n(<CheckResult />);
    const region = screen.getByRole("status");
    expect(region.textContent).toBe("");
    rerender(<CheckResult result={passed} />);
    expect(screen.getByRole("status")).toBe(region);
    expect(region.textContent).toContain("全部通过了，真棒！");
  });

  it("says it is checking", () => {
    renderWithI18n(<CheckResult checking />);
    expect(screen.getByRole("status").getAttribute("aria-busy")).toBe("true");
    expect(screen.getByText("正在检查你的程序…")).toBeTruthy();
  });

  describe("given a wrong output", () => {
    it("shows the sentence, the input, the expected and the actual output with trailing spaces visible", () => {
      const { container } = renderWithI18n(<CheckResult result={wrongOutput} />);
      expect(screen.getByText(/是不是把文字拼在一起了/)).toBeTruthy();
      const io = container.querySelector("dl") as HTMLElement;
      const values = within(io)
        .getAllByRole("definition")
        .map((d) => d.textContent);
      expect(values).toEqual(["3\n5", "8", "35␣"]);
      expect(screen.getByText("试了 5 次，对了 1 次。")).toBeTruthy();
    });
  });

  it("leads an error with its explanation, and no count of tests passed", () => {
    renderWithI18n(<CheckResult result={pythonError} explanation={<p>名字拼错了</p>} />);
    const panel = screen.getByRole("status").firstElementChild!;
    expect(panel.children[1]?.textContent).toBe("名字拼错了");
    expect(screen.queryByText(/个测试/)).toBeNull();
  });

  it("shows the studio's explanation of an error only on a failure", () => {
    const { rerender } = renderWithI18n(<CheckResult result={pythonError} explanation={<p>名字拼错了</p>} />);
    expect(screen.getByText("名字拼错了")).toBeTruthy();
    expect(screen.getAllByText("（什么也没有）")).toHaveLength(2);
    rerender(<CheckResult result={passed} explanation={<p>名字拼错了</p>} />);
    expect(screen.queryByText("名字拼错了")).toBeNull();
  });

  it("lists C++ verdicts per try in words, the judge's codes only in data-verdict", () => {
    renderWithI18n(<CheckResult result={cppVerdicts} />);
    const chips = within(screen.getByRole("list", { name: "每一次试的结果" })).getAllByRole("listitem");
    expect(chips.map((c) => c.textContent)).toEqual([
      "第 1 次对了",
      "第 2 次对了",
      "第 3 次结果不一样",
      "第 4 次太慢了",
      "第 5 次运行时出错了",
    ]);
    expect(chips.map((c) => c.getAttribute("data-verdict"))).toEqual(["AC", "AC", "WA", "TLE", "RE"]);
  });

  it.each([
    ["a pass", passed],
    ["a wrong output", wrongOutput],
    ["a Python error", pythonError],
    ["C++ verdicts", cppVerdicts],
    ["a compile error", compileError],
    ["a quiz", quizWrong],
  ])("says nothing of 测试, AC or WA after %s (children's words)", (_, result) => {
    renderWithI18n(<CheckResult result={result} />);
    expect(screen.getByRole("status").textContent).not.toMatch(/测试|\bAC\b|\bWA\b|通过了 \d+ \/ \d+/);
  });

  it("counts the tries of a program, in a sentence, and says nothing of one", () => {
    const { rerender } = renderWithI18n(<CheckResult result={passed} />);
    expect(screen.getByText("试了 5 次，每次都对。")).toBeTruthy();
    rerender(<CheckResult result={{ ...passed, total: 1, passedTests: 1 }} />);
    expect(screen.queryByText(/试了/)).toBeNull();
  });

  it("lists compile errors by line", () => {
    renderWithI18n(<CheckResult result={compileError} />);
    expect(screen.getByText(/^第 4 行：这一行的末尾少了分号/)).toBeTruthy();
    expect(screen.getByText("编译器的原话")).toBeTruthy();
    expect(screen.getByText("main.cpp:4:12: error: expected ';' after expression")).toBeTruthy();
  });

  it("gives a quiz's why and explanation", () => {
    renderWithI18n(<CheckResult result={quizWrong} note="已记录" />);
    expect(screen.getByText(/不会帮你做加法/)).toBeTruthy();
    expect(screen.getByText(/引号里的 1 \+ 1 是文字/)).toBeTruthy();
    expect(screen.getByText("已记录")).toBeTruthy();
  });
});
