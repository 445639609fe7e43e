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
      expect(screen.getByText("通过了 1 / 5 个测试")).toBeTruthy();
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

  it("lists C++ verdicts per test in words", () => {
    renderWithI18n(<CheckResult result={cppVerdicts} />);
    const chips = within(screen.getByRole("list", { name: "每个测试的结果" })).getAllByRole("listitem");
    expect(chips.map((c) => c.textContent)).toEqual([
      "测试 1AC通过",
      "测试 2AC通过",
      "测试 3WA答案错误",
      "测试 4TLE超时",
      "测试 5RE运行出错",
    ]);
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
