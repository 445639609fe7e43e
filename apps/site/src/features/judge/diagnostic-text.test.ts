import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { explainSubmission } from "./diagnostic-text";

const i18n = setupI18n({ locale: "zh-CN", messages: { "zh-CN": {} } });

describe("a submission's compile errors", () => {
  const source = "#include <iostream>\nusing namespace std;\nint main() {\n  cout << 1\n}\n";
  const diagnostic = { line: 4, column: 12, severity: "error", message: "expected ';' after expression" };

  it("reads a C++ submission's error in the studio's Chinese, the compiler's words kept beside it", () => {
    const [first] = explainSubmission({ language: "cpp", source, diagnostics: [diagnostic] });
    expect(first).toMatchObject({ line: 4, cause: "missing-semicolon", tool: "compiler" });
    expect(i18n._(first!.text)).toContain("少了分号");
    expect(first!.original).toBe("main.cpp:4:12: error: expected ';' after expression");
  });

  it("says honestly where the compiler points when no rule is sure", () => {
    const [rare] = explainSubmission({
      language: "cpp",
      source,
      diagnostics: [{ ...diagnostic, column: 3, message: "something rare" }],
    });
    expect(rare!.cause).toBe("honest");
    expect(i18n._(rare!.text)).toContain("cout");
    expect(i18n._(rare!.text)).not.toContain("something rare");
  });

  it("explains a Python submission's syntax error with the Python studio's words", () => {
    const [first] = explainSubmission({
      language: "python",
      source: "for i in range(3)：\n    print(i)\n",
      diagnostics: [
        { line: 1, column: 18, severity: "error", message: "SyntaxError: invalid character '：' (U+FF1A)" },
      ],
    });
    expect(first).toMatchObject({ line: 1, cause: "full-width", tool: "python" });
    expect(i18n._(first!.text)).toContain("冒号 ： 是中文的");
    expect(first!.original).toBe("SyntaxError: invalid character '：' (U+FF1A)");
  });
});
