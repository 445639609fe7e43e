import { describe, expect, it } from "vitest";
import { statementParts } from "./statement-markdown";

describe("statementParts", () => {
  it("renders formulas with KaTeX and keeps samples apart, in the author's order", () => {
    const parts = statementParts(
      "求 $a+b$。\n\n$$\\sum_{i=1}^n i$$\n\n```input1\n1 2\n```\n\n```output1\n3\n```\n\n## 提示\n\n无",
    );
    expect(parts.map((p) => p.kind)).toEqual(["markdown", "sample", "sample", "markdown"]);
    const first = parts[0]!;
    expect(first.kind === "markdown" && first.html).toContain('class="katex"');
    expect(first.kind === "markdown" && first.html).toContain("katex-display");
    expect(parts[1]).toEqual({ kind: "sample", which: "input", number: 1, text: "1 2\n" });
  });

  it("shows raw HTML as text and refuses javascript: links", () => {
    const [part] = statementParts(
      '<img src=x onerror="alert(1)"> [点我](javascript:alert(1)) <script>alert(2)</script>',
    );
    const html = part!.kind === "markdown" ? part!.html : "";
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<script");
    expect(html).not.toContain("javascript:");
    expect(html).toContain("&lt;img");
  });
});
