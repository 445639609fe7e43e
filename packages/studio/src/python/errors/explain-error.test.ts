import { describe, expect, it } from "vitest";
import { explainPythonError } from "./explain-error.ts";

const text = (name: string, detail?: string) => explainPythonError(name, detail)?.message ?? null;

describe("explainPythonError", () => {
  it("explains the five errors beginners meet first", () => {
    expect(text("IndentationError", "IndentationError: expected an indented block after 'if'")).toContain(
      "缩进",
    );
    expect(text("IndentationError", "IndentationError: unexpected indent")).toContain("对齐");
    expect(text("NameError")).toContain("名字错误");
    expect(text("SyntaxError", "SyntaxError: '(' was never closed")).toContain("配对");
    expect(text("SyntaxError", "SyntaxError: expected ':'")).toContain("冒号");
    expect(text("SyntaxError", "SyntaxError: invalid character '（' (U+FF08)")).toContain("中文符号");
    expect(text("TypeError", 'TypeError: can only concatenate str (not "int") to str')).toContain("str()");
    expect(text("ZeroDivisionError")).toContain("0");
  });

  it("says nothing for errors it does not know", () => {
    expect(explainPythonError("OSError")).toBeNull();
  });
});
