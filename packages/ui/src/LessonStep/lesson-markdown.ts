import { Marked, type Tokens } from "marked";
import { block as codeBlockClass, token as tokenClass } from "../CodeBlock/CodeBlock.css";
import { fenceLanguage, highlight } from "../CodeBlock/highlight";

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

/**
 * Lesson prose as authors write it in content/ (the same rules as the judge's statements in the
 * site): raw HTML is shown as text, links go only to http(s) or this site, images become their alt
 * text. Fenced code is highlighted here, so a lesson needs no highlighter download.
 */
const markdown = new Marked({
  gfm: true,
  breaks: false,
  renderer: {
    html: ({ text }: Tokens.HTML | Tokens.Tag) => escapeHtml(text),
    link({ href, text }: Tokens.Link) {
      const safe = /^(https?:\/\/|\/(?!\/)|#)/i.test(href) ? href : "#";
      return `<a href="${escapeHtml(safe)}" rel="noopener noreferrer">${escapeHtml(text)}</a>`;
    },
    image: ({ text }: Tokens.Image) => escapeHtml(text),
    code({ text, lang }: Tokens.Code) {
      const language = fenceLanguage(lang);
      const body = highlight(text, language)
        .map((t) =>
          t.kind === "plain"
            ? escapeHtml(t.text)
            : `<span class="${tokenClass[t.kind]}" data-token="${t.kind}">${escapeHtml(t.text)}</span>`,
        )
        .join("");
      // Focusable so a keyboard can scroll a wide block sideways (axe: scrollable-region-focusable).
      return `<pre class="${codeBlockClass}" tabindex="0"${language ? ` data-language="${language}"` : ""}><code>${body}</code></pre>`;
    },
  },
});

/** The step's Markdown as safe HTML. */
export function renderLessonMarkdown(source: string): string {
  return markdown.parse(source, { async: false });
}
