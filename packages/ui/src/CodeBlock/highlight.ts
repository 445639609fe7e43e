/** The languages lessons show code in; anything else is shown plain. */
export type CodeLanguage = "python" | "cpp";

export type TokenKind = "keyword" | "builtin" | "string" | "number" | "comment" | "plain";
export interface CodeToken {
  kind: TokenKind;
  text: string;
}

const pythonKeywords = new Set(
  "and as assert async await break class continue def del elif else except False finally for from global if import in is lambda None nonlocal not or pass raise return True try while with yield match case".split(
    " ",
  ),
);
const pythonBuiltins = new Set(
  "print input int float str len range list dict set tuple abs min max sum sorted round type bool enumerate zip map open".split(
    " ",
  ),
);
const cppKeywords = new Set(
  "auto bool break case char const continue default do double else enum false float for if include int long namespace return short signed sizeof static struct switch true typedef unsigned using void while class public private new delete define".split(
    " ",
  ),
);
const cppBuiltins = new Set("std cin cout endl string vector map set pair printf scanf main".split(" "));

/**
 * One regular expression per language, tried at each position: comments, strings, numbers, words.
 * A light highlighter on purpose (children's lesson snippets, a few lines each): no grammar, no
 * download, nothing that needs a worker.
 */
const patterns: Record<CodeLanguage, RegExp> = {
  python:
    /(#[^\n]*)|("""[\s\S]*?"""|'''[\s\S]*?'''|[fFrRbB]?"(?:\\.|[^"\\\n])*"?|[fFrRbB]?'(?:\\.|[^'\\\n])*'?)|(\b\d+(?:\.\d+)?\b)|([A-Za-z_]\w*)/g,
  cpp: /(\/\/[^\n]*|\/\*[\s\S]*?\*\/|^[ \t]*#\w+)|("(?:\\.|[^"\\\n])*"?|'(?:\\.|[^'\\\n])*'?|<[\w./+]+>(?=\s*$))|(\b\d+(?:\.\d+)?\b)|([A-Za-z_]\w*)/gm,
};

export function highlight(code: string, language: CodeLanguage | undefined): CodeToken[] {
  if (!language) return [{ kind: "plain", text: code }];
  const keywords = language === "python" ? pythonKeywords : cppKeywords;
  const builtins = language === "python" ? pythonBuiltins : cppBuiltins;
  const tokens: CodeToken[] = [];
  const push = (kind: TokenKind, text: string) => {
    const last = tokens[tokens.length - 1];
    if (last && last.kind === kind) last.text += text;
    else if (text) tokens.push({ kind, text });
  };
  let at = 0;
  for (const match of code.matchAll(patterns[language])) {
    push("plain", code.slice(at, match.index));
    const [text, comment, string, number, word] = match;
    if (comment) push("comment", text);
    else if (string) push("string", text);
    else if (number) push("number", text);
    else if (word && keywords.has(word)) push("keyword", text);
    else if (word && builtins.has(word)) push("builtin", text);
    else push("plain", text);
    at = match.index + text.length;
  }
  push("plain", code.slice(at));
  return tokens;
}

/** The language a Markdown fence names (```python, ```py, ```cpp, ```c++). */
export function fenceLanguage(info: string | undefined): CodeLanguage | undefined {
  const name = (info ?? "").trim().split(/\s+/)[0]?.toLowerCase();
  if (name === "python" || name === "py" || name === "python3") return "python";
  if (name === "cpp" || name === "c++" || name === "c" || name === "cc") return "cpp";
  return undefined;
}
