import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../test-utils/render";
import { HintLadder } from "./HintLadder";
import { moveItem } from "./move";
import { ParsonsPuzzle } from "./ParsonsPuzzle";

describe("moveItem", () => {
  it("moves an item and clamps to the ends", () => {
    expect(moveItem(["a", "b", "c"], 0, 2)).toEqual(["b", "c", "a"]);
    expect(moveItem(["a", "b", "c"], 2, -5)).toEqual(["c", "a", "b"]);
    expect(moveItem(["a", "b"], 1, 1)).toEqual(["a", "b"]);
  });
});

describe("HintLadder", () => {
  it("given no hints yet, offers the first and says how many there are", async () => {
    const onReveal = vi.fn();
    renderWithI18n(<HintLadder revealed={[]} total={4} nudges={2} onReveal={onReveal} />);
    expect(screen.getByText("还有 4 个提示")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "给我一个提示" }));
    expect(onReveal).toHaveBeenCalledWith({ confirm: false });
  });

  it("shows revealed nudges as text and offers another", () => {
    renderWithI18n(
      <HintLadder
        revealed={[{ kind: "hint", index: 0, text: "先想想要用哪个函数。" }]}
        total={4}
        nudges={2}
        onReveal={() => {}}
      />,
    );
    expect(within(screen.getByRole("list", { name: "提示" })).getByText("先想想要用哪个函数。")).toBeTruthy();
    expect(screen.getByRole("button", { name: "再给我一个提示" })).toBeTruthy();
    expect(screen.getByText("还有 3 个提示")).toBeTruthy();
  });

  it("asks before the solution, and reveals it only with confirm", async () => {
    const onReveal = vi.fn();
    renderWithI18n(
      <HintLadder
        revealed={[
          { kind: "hint", index: 0, text: "一" },
          { kind: "parsons", index: 1, lines: ["print(b)", "b = 1"] },
        ]}
        total={3}
        nudges={1}
        onReveal={onReveal}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "看参考答案" }));
    const dialog = await screen.findByRole("dialog", { name: "现在就看答案吗？" }, { timeout: 5000 });
    expect(dialog.textContent).toContain("看答案也算用了一次提示");
    expect(onReveal).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole("button", { name: "我想好了，看答案" }));
    expect(onReveal).toHaveBeenCalledWith({ confirm: true });
  });

  it("shows the solution as code and offers nothing more", () => {
    renderWithI18n(
      <HintLadder
        revealed={[{ kind: "solution", index: 0, code: "print(1)" }]}
        total={1}
        nudges={0}
        onReveal={() => {}}
        language="python"
      />,
    );
    expect(screen.getByText("参考答案")).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });
});

describe("ParsonsPuzzle", () => {
  const lineTexts = () =>
    within(screen.getByRole("list", { name: "打乱顺序的程序" }))
      .getAllByRole("listitem")
      .map((li) => li.querySelector("pre")?.textContent);

  it("moves a line by keyboard and keeps focus on the moved line's button", async () => {
    renderWithI18n(<ParsonsPuzzle lines={["print(n)", "n = 3", "    pass"]} />);
    const down = screen.getByRole("button", { name: "下移：print(n)" });
    down.focus();
    await userEvent.keyboard("{Enter}");
    expect(lineTexts()).toEqual(["n = 3", "print(n)", "    pass"]);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "下移：print(n)" }));
    expect(screen.getByRole("status").textContent).toBe("已移到第 2 行");
    await userEvent.keyboard("{Enter}");
    // At the bottom 下移 turns off, so focus moves to the same line's 上移.
    expect(lineTexts()).toEqual(["n = 3", "    pass", "print(n)"]);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "上移：print(n)" }));
  });

  it("moves a line by dragging it onto another", () => {
    renderWithI18n(<ParsonsPuzzle lines={["a", "b", "c"]} />);
    const items = within(screen.getByRole("list", { name: "打乱顺序的程序" })).getAllByRole("listitem");
    const dataTransfer = { setData: () => {}, effectAllowed: "" };
    fireEvent.dragStart(items[2]!, { dataTransfer });
    fireEvent.dragOver(items[0]!, { dataTransfer });
    fireEvent.drop(items[0]!, { dataTransfer });
    expect(lineTexts()).toEqual(["c", "a", "b"]);
  });

  it("puts the ordered lines into the editor as one program", async () => {
    const onUse = vi.fn();
    renderWithI18n(<ParsonsPuzzle lines={["print(n)", "n = 3"]} onUse={onUse} />);
    await userEvent.click(screen.getByRole("button", { name: "上移：n = 3" }));
    await userEvent.click(screen.getByRole("button", { name: "放进编辑器" }));
    expect(onUse).toHaveBeenCalledWith("n = 3\nprint(n)\n");
  });
});
