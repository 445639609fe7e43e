import { describe, expect, it } from "vitest";
import { fenceLanguage, highlight } from "./highlight";

describe("highlight", () => {
  it("marks Python keywords, builtins, strings, numbers and comments, and keeps every character", () => {
    const code = 'for i in range(3):  # 三遍\n    print("你好", i + 1)\n';
    const tokens = highlight(code, "python");
    expect(tokens.map((t) => t.text).join("")).toBe(code);
    expect(tokens.filter((t) => t.kind === "keyword").map((t) => t.text)).toEqual(["for", "in"]);
    expect(tokens.filter((t) => t.kind === "builtin").map((t) => t.text)).toEqual(["range", "print"]);
    expect(tokens.find((t) => t.kind === "string")?.text).toBe('"你好"');
    expect(tokens.find((t) => t.kind === "comment")?.text).toBe("# 三遍");
    expect(tokens.filter((t) => t.kind === "number").map((t) => t.text)).toEqual(["3", "1"]);
  });

  it("marks C++ preprocessor lines and comments", () => {
    const code = "#include <iostream>\nint main() { // 入口\n  return 0;\n}";
    const tokens = highlight(code, "cpp");
    expect(tokens.map((t) => t.text).join("")).toBe(code);
    expect(tokens[0]).toEqual({ kind: "comment", text: "#include" });
    expect(tokens.some((t) => t.kind === "string" && t.text === "<iostream>")).toBe(true);
    expect(tokens.filter((t) => t.kind === "keyword").map((t) => t.text)).toEqual(["int", "return"]);
  });

  it("leaves code in an unknown language as one plain token", () => {
    expect(highlight("a b c", undefined)).toEqual([{ kind: "plain", text: "a b c" }]);
  });

  it("reads fence names", () => {
    expect(fenceLanguage("py")).toBe("python");
    expect(fenceLanguage("c++ title")).toBe("cpp");
    expect(fenceLanguage("text")).toBeUndefined();
  });
});
