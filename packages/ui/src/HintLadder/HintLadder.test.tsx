import { createEvent, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../test-utils/render";
import { HintLadder } from "./HintLadder";
import { moveItem } from "./move";
import { ParsonsPuzzle } from "./ParsonsPuzzle";
import {
  arrangementOf,
  indentLine,
  maxIndent,
  moveLine,
  programText,
  putBack,
  setAside,
  startPuzzle,
} from "./parsons-state";

describe("moveItem", () => {
  it("moves an item and clamps to the ends", () => {
    expect(moveItem(["a", "b", "c"], 0, 2)).toEqual(["b", "c", "a"]);
    expect(moveItem(["a", "b", "c"], 2, -5)).toEqual(["c", "a", "b"]);
    expect(moveItem(["a", "b"], 1, 1)).toEqual(["a", "b"]);
  });
});

describe("a Parsons puzzle's state", () => {
  const lines = ["print(i)", "for i in range(3):", "print(3)"];
  it("orders, indents within bounds, sets aside and puts back, and names lines by their index", () => {
    let state = startPuzzle(lines);
    state = moveLine(state, 1, 0);
    state = indentLine(state, 0, 1);
    state = indentLine(state, 0, 1);
    expect(state.program[1]?.indent).toBe(2);
    state = indentLine(state, 0, -5);
    state = indentLine(state, 0, 1);
    state = setAside(state, 2);
    expect(arrangementOf(state)).toEqual([
      { line: 1, indent: 0 },
      { line: 0, indent: 1 },
    ]);
    expect(programText(state)).toBe("for i in range(3):\n    print(i)\n");
    expect(indentLine(state, 0, 99).program[1]?.indent).toBe(maxIndent);
    state = putBack(state, 2, 0);
    expect(state.aside).toEqual([]);
    expect(arrangementOf(state)[0]).toEqual({ line: 2, indent: 0 });
  });
});

describe("HintLadder", () => {
  it("given no hints yet, offers the first and says how many there are", async () => {
    const onReveal = vi.fn();
    renderWithI18n(<HintLadder revealed={[]} total={4} nudges={2} onReveal={onReveal} />);
    expect(screen.getByText("一共有 4 个提示")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "给我一个提示" }));
    expect(onReveal).toHaveBeenCalledWith({ confirm: false });
  });

  it("counts the rungs: 提示 1 / 4, and how many were seen", () => {
    renderWithI18n(
      <HintLadder
        revealed={[{ kind: "hint", index: 0, text: "先想想要用哪个函数。" }]}
        total={4}
        nudges={2}
        onReveal={() => {}}
      />,
    );
    const rungs = screen.getByRole("list", { name: "提示" });
    expect(within(rungs).getByText("先想想要用哪个函数。")).toBeTruthy();
    expect(within(rungs).getByText("提示 1 / 4")).toBeTruthy();
    expect(screen.getByRole("button", { name: "再给我一个提示" })).toBeTruthy();
    expect(screen.getByText("已经看了 1 / 4 个提示")).toBeTruthy();
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
    expect(screen.getByText("提示 1 / 1：参考答案")).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });

  describe("given a Scratch exercise", () => {
    const targets = [{ name: "小启", isStage: false, blocks: { a: { opcode: "event_whenflagclicked" } } }];

    it("offers the blocks of the solution after a confirm, never a dead button", async () => {
      renderWithI18n(
        <HintLadder
          revealed={[{ kind: "hint", index: 0, text: "先找绿旗积木。" }]}
          total={2}
          nudges={1}
          onReveal={() => {}}
          language="scratch"
        />,
      );
      await userEvent.click(screen.getByRole("button", { name: "看参考答案的积木" }));
      expect(await screen.findByRole("dialog", { name: "现在就看答案吗？" }, { timeout: 5000 })).toBeTruthy();
    });

    it("draws the revealed blocks with the app's renderer", () => {
      const renderBlocks = vi.fn(() => <img alt="参考答案的积木" src="data:image/svg+xml," />);
      renderWithI18n(
        <HintLadder
          revealed={[{ kind: "blocks", index: 0, targets }]}
          total={1}
          nudges={0}
          onReveal={() => {}}
          renderBlocks={renderBlocks}
          language="scratch"
        />,
      );
      expect(renderBlocks).toHaveBeenCalledWith(targets);
      expect(screen.getByRole("img", { name: "参考答案的积木" })).toBeTruthy();
    });
  });
});

describe("ParsonsPuzzle", () => {
  const lineTexts = (name = "拼好的程序") =>
    within(screen.getByRole("list", { name }))
      .queryAllByRole("listitem")
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

  it("indents a Python line by keyboard, and a sideways drag indents it by pointer", async () => {
    renderWithI18n(<ParsonsPuzzle lines={["for i in range(3):", "print(i)"]} indent />);
    const more = screen.getByRole("button", { name: "多缩进一格：print(i)" });
    more.focus();
    await userEvent.keyboard("{Enter}");
    expect(document.activeElement).toBe(more);
    expect(screen.getByRole("status").textContent).toBe("缩进 1 格");
    const item = screen.getByText("print(i)").closest("li")!;
    expect(item.getAttribute("data-indent")).toBe("1");
    // jsdom's drag events carry no pointer position: give them one, as a browser's do.
    const dataTransfer = { setData: () => {}, effectAllowed: "" };
    const at = (event: Event, clientX: number) => Object.defineProperty(event, "clientX", { value: clientX });
    const drag = (from: number, to: number) => {
      fireEvent(item, at(createEvent.dragStart(item, { dataTransfer }), from));
      fireEvent(item, at(createEvent.drop(item, { dataTransfer }), to));
    };
    drag(100, 160);
    expect(item.getAttribute("data-indent")).toBe("3");
    drag(100, 0);
    expect(item.getAttribute("data-indent")).toBe("0");
  });

  it("sets a distractor aside and puts it back, by keyboard and by dragging", async () => {
    renderWithI18n(<ParsonsPuzzle lines={["print(1)", "print(2)", "x = 1"]} />);
    await userEvent.click(screen.getByRole("button", { name: "用不上，拿出去：print(2)" }));
    expect(lineTexts()).toEqual(["print(1)", "x = 1"]);
    expect(lineTexts("用不上的行")).toEqual(["print(2)"]);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "放回程序里：print(2)" }));
    await userEvent.keyboard("{Enter}");
    expect(lineTexts()).toEqual(["print(1)", "x = 1", "print(2)"]);
    const dataTransfer = { setData: () => {}, effectAllowed: "" };
    fireEvent.dragStart(screen.getByText("x = 1").closest("li")!, { dataTransfer });
    fireEvent.drop(screen.getByRole("list", { name: "用不上的行" }), { dataTransfer });
    expect(lineTexts("用不上的行")).toEqual(["x = 1"]);
  });

  it("moves a line by dragging it onto another", () => {
    renderWithI18n(<ParsonsPuzzle lines={["a", "b", "c"]} />);
    const items = within(screen.getByRole("list", { name: "拼好的程序" })).getAllByRole("listitem");
    const dataTransfer = { setData: () => {}, effectAllowed: "" };
    fireEvent.dragStart(items[2]!, { dataTransfer });
    fireEvent.dragOver(items[0]!, { dataTransfer });
    fireEvent.drop(items[0]!, { dataTransfer });
    expect(lineTexts()).toEqual(["c", "a", "b"]);
  });

  it("checks the arrangement on its own, and puts the program it made into the editor only after a pass", async () => {
    const onUse = vi.fn();
    const onCheck = vi
      .fn()
      .mockResolvedValueOnce({ passed: false, total: 2, passedTests: 0, message: "顺序还不对，再看看。" })
      .mockResolvedValueOnce({
        passed: true,
        total: 2,
        passedTests: 2,
        message: "拼对了！",
        program: "n = 3\nprint(n)\n",
      });
    renderWithI18n(
      <ParsonsPuzzle lines={["print(n)", "n = 3", "print(m)"]} indent onCheck={onCheck} onUse={onUse} />,
    );
    await userEvent.click(screen.getByRole("button", { name: "检查拼图" }));
    expect(await screen.findByText("顺序还不对，再看看。")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "放进编辑器" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "用不上，拿出去：print(m)" }));
    await userEvent.click(screen.getByRole("button", { name: "上移：n = 3" }));
    await userEvent.click(screen.getByRole("button", { name: "检查拼图" }));
    expect(onCheck).toHaveBeenLastCalledWith([
      { line: 1, indent: 0 },
      { line: 0, indent: 0 },
    ]);
    expect(await screen.findByText("拼对了！")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "放进编辑器" }));
    expect(onUse).toHaveBeenCalledWith("n = 3\nprint(n)\n");
  });

  it("without a check of its own (an older ladder), puts the ordered lines into the editor as one program", async () => {
    const onUse = vi.fn();
    renderWithI18n(<ParsonsPuzzle lines={["print(n)", "n = 3"]} onUse={onUse} />);
    await userEvent.click(screen.getByRole("button", { name: "上移：n = 3" }));
    await userEvent.click(screen.getByRole("button", { name: "放进编辑器" }));
    expect(onUse).toHaveBeenCalledWith("n = 3\nprint(n)\n");
  });
});
