import { fillText } from "@qisi/judge/explain";
import { describe, expect, it } from "vitest";
import { diagnosticTexts } from "./diagnostic-text";

describe("a submission's compile errors", () => {
  const source = "#include <iostream>\nusing namespace std;\nint main() {\n  cout << 1\n}\n";
  const diagnostic = {
    line: 4,
    column: 12,
    severity: "error" as const,
    message: "expected ';' after expression",
  };

  it("reads a beginner error of a C++ submission in the studio's Chinese", () => {
    const [first] = diagnosticTexts({ language: "cpp", source, diagnostics: [diagnostic] });
    expect(first!.line).toBe(4);
    expect(typeof first!.text === "string" ? first!.text : fillText(first!.text)).toContain("少了分号");
    expect(first!.original).toBe("expected ';' after expression");
  });

  it("keeps the compiler's words for what the table does not know, and for Python", () => {
    const rare = { ...diagnostic, message: "something rare" };
    expect(diagnosticTexts({ language: "cpp", source, diagnostics: [rare] })[0]!.text).toBe("something rare");
    expect(diagnosticTexts({ language: "python", source, diagnostics: [diagnostic] })[0]!.text).toBe(
      "expected ';' after expression",
    );
  });
});
