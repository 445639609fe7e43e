import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../test-utils/render";
import { predictChoices, predictTyped, right, runStep, wrongOnce, wrongTwice } from "./fixtures";
import { PredictCard } from "./PredictCard";
import { RunStepCard } from "./RunStepCard";

describe("PredictCard", () => {
  it("sends the picked choice's index", async () => {
    const onSubmit = vi.fn();
    renderWithI18n(<PredictCard predict={predictChoices} onSubmit={onSubmit} />);
    expect(screen.getByRole("button", { name: "就猜这个" }).hasAttribute("disabled")).toBe(true);
    await userEvent.click(screen.getByRole("radio", { name: /x \* 2/ }));
    await userEvent.click(screen.getByRole("button", { name: "就猜这个" }));
    expect(onSubmit).toHaveBeenCalledWith({ choice: 2 });
  });

  it("sends what the child typed when there are no choices, and shows the input the program reads", async () => {
    const onSubmit = vi.fn();
    renderWithI18n(<PredictCard predict={predictTyped} onSubmit={onSubmit} />);
    expect(screen.getByText("小启")).toBeTruthy();
    await userEvent.type(screen.getByRole("textbox"), "你好，小启");
    await userEvent.click(screen.getByRole("button", { name: "就猜这个" }));
    expect(onSubmit).toHaveBeenCalledWith({ text: "你好，小启" });
  });

  it("after a first wrong guess, says how many tries are left and keeps the output and answer back", () => {
    renderWithI18n(<PredictCard predict={predictChoices} onSubmit={() => {}} result={wrongOnce} />);
    expect(screen.getByRole("status").textContent).toContain("还可以再试 1 次");
    expect(screen.queryByText("程序真正的输出：")).toBeNull();
    expect(screen.queryByText("✓ 正确答案")).toBeNull();
  });

  it("once the tries are used up, shows what the program really printed, the right choice and why", () => {
    renderWithI18n(
      <PredictCard
        predict={predictChoices}
        onSubmit={() => {}}
        result={wrongTwice}
        runAction={<button type="button">在编辑器里运行看看</button>}
      />,
    );
    expect(screen.getByText("程序真正的输出：").closest("figure")!.querySelector("pre")?.textContent).toBe(
      "6\nxx\n",
    );
    expect(screen.getByText("✓ 正确答案").closest("label")?.textContent).toContain("xx");
    expect(screen.getByText(/为什么：数字 3 乘以 2 是 6/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "在编辑器里运行看看" })).toBeTruthy();
  });

  it("a right guess is locked: no more answering", () => {
    renderWithI18n(<PredictCard predict={predictChoices} onSubmit={() => {}} result={right} locked />);
    expect(screen.queryByRole("button", { name: "就猜这个" })).toBeNull();
    expect(screen.getByText("猜对了！")).toBeTruthy();
  });
});

describe("RunStepCard", () => {
  it("marks the value the child may change, offers the run, and sends the answer's index", async () => {
    const onSubmit = vi.fn();
    renderWithI18n(
      <RunStepCard
        run={runStep}
        onSubmit={onSubmit}
        runAction={<button type="button">在编辑器里运行</button>}
      />,
    );
    expect(screen.getByText(/可以改一改第 1 行的/).textContent).toContain("3");
    expect(screen.getByRole("button", { name: "在编辑器里运行" })).toBeTruthy();
    await userEvent.click(screen.getByRole("radio", { name: "5 次" }));
    await userEvent.click(screen.getByRole("button", { name: "提交答案" }));
    expect(onSubmit).toHaveBeenCalledWith({ choice: 1 });
  });
});
