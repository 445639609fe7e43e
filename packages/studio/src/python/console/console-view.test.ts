import { describe, expect, it } from "vitest";
import { ConsoleView } from "./console-view.ts";

describe("ConsoleView", () => {
  it("writes streams as separate spans on flush", () => {
    const root = document.createElement("pre");
    const view = new ConsoleView(root);
    view.write("stdout", "a");
    view.write("stdout", "b\n");
    view.write("stderr", "oops\n");
    view.flush();
    expect(
      [...root.children].map((node) => [(node as HTMLElement).dataset.stream, node.textContent]),
    ).toEqual([
      ["stdout", "ab\n"],
      ["stderr", "oops\n"],
    ]);
  });

  it("keeps at most maxChars, dropping the oldest output with a note", () => {
    const root = document.createElement("pre");
    const view = new ConsoleView(root, { maxChars: 100, droppedNote: "…\n" });
    for (let i = 0; i < 50; i++) {
      view.write("stdout", `${"x".repeat(9)}\n`);
      view.flush();
    }
    view.write("stderr", "last\n");
    view.flush();
    const text = root.textContent ?? "";
    expect(text.startsWith("…\n")).toBe(true);
    expect(text.length).toBeLessThanOrEqual(100 + 2);
    expect(text.endsWith("last\n")).toBe(true);
    expect(view.lastText(5)).toBe("last\n");
  });

  it("keeps only the tail of a single huge write", () => {
    const root = document.createElement("pre");
    const view = new ConsoleView(root, { maxChars: 10 });
    view.write("stdout", "0123456789abcdef");
    view.flush();
    expect(root.textContent).toBe("6789abcdef");
  });
});
