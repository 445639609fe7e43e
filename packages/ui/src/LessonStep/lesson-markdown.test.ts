import { describe, expect, it } from "vitest";
import { renderLessonMarkdown } from "./lesson-markdown";

describe("renderLessonMarkdown", () => {
  it("renders paragraphs, emphasis and inline code", () => {
    const html = renderLessonMarkdown("用 `print` 让电脑**说话**。");
    expect(html).toContain("<code>print</code>");
    expect(html).toContain("<strong>说话</strong>");
  });

  it("highlights a fenced Python block and escapes what is inside it", () => {
    const html = renderLessonMarkdown('```python\nprint("<b>")\n```');
    expect(html).toContain('data-language="python"');
    expect(html).toContain('data-token="builtin">print</span>');
    expect(html).toContain("&lt;b&gt;");
    expect(html).not.toContain("<b>");
  });

  it("shows raw HTML as text and drops script links", () => {
    const html = renderLessonMarkdown(
      "<script>alert(1)</script>\n\n[点我](javascript:alert(1)) [课](/class/a)",
    );
    expect(html).not.toContain("<script>");
    expect(html).toContain('href="#"');
    expect(html).toContain('href="/class/a"');
  });
});
