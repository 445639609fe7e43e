import katex from "katex";
import { Marked, type Tokens } from "marked";

/** One piece of a statement: Markdown to render, or a sample the page shows with a copy button. */
export type StatementPart =
  | { kind: "markdown"; html: string }
  | { kind: "sample"; which: "input" | "output"; number: number; text: string };

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

const math = (tex: string, displayMode: boolean) =>
  katex.renderToString(tex, {
    displayMode,
    throwOnError: false,
    output: "htmlAndMathml",
    maxSize: 50,
    maxExpand: 1000,
  });

/**
 * Markdown as problem authors write it (Hydro: `$…$` and `$$…$$` formulas). Raw HTML in the
 * statement is shown as text, never as markup, and links may only go to http(s) or this site,
 * so a package cannot put script or a `javascript:` link on the page.
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
  },
  extensions: [
    {
      name: "blockMath",
      level: "block",
      start: (src: string) => src.indexOf("$$"),
      tokenizer(src: string) {
        const match = /^\$\$([\s\S]+?)\$\$(?:\n|$)/.exec(src);
        if (match) return { type: "blockMath", raw: match[0], text: match[1]!.trim() };
        return undefined;
      },
      renderer: (token) => `<p>${math(String(token.text), true)}</p>`,
    },
    {
      name: "inlineMath",
      level: "inline",
      start: (src: string) => src.indexOf("$"),
      tokenizer(src: string) {
        const match = /^\$((?:\\\$|[^$\n])+?)\$/.exec(src);
        if (match) return { type: "inlineMath", raw: match[0], text: match[1]! };
        return undefined;
      },
      renderer: (token) => math(String(token.text), false),
    },
  ],
});

const sampleFence = /^```(input|output)(\d+)[^\n]*\n([\s\S]*?)^```[ \t]*$/gm;

/**
 * Splits a statement at Hydro's sample blocks (```input1 … ```, ```output1 … ```), so the page
 * shows each sample where the author put it, as a block with its own copy button.
 */
export function statementParts(statement: string): StatementPart[] {
  const parts: StatementPart[] = [];
  let last = 0;
  const push = (text: string) => {
    if (text.trim()) parts.push({ kind: "markdown", html: markdown.parse(text, { async: false }) });
  };
  for (const match of statement.matchAll(sampleFence)) {
    push(statement.slice(last, match.index));
    parts.push({
      kind: "sample",
      which: match[1] as "input" | "output",
      number: Number(match[2]),
      text: match[3]!,
    });
    last = match.index + match[0].length;
  }
  push(statement.slice(last));
  return parts;
}
