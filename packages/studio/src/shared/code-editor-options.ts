import type { editor } from "monaco-editor";

/**
 * What every code editor of the studios shares, whatever its language: the page's theme, its
 * size following its box, no minimap, four-space indents, no scrolling past the end, and a name
 * and full support for screen readers.
 */
export function codeEditorBasics(
  label: string,
  fontSize: number,
): editor.IStandaloneEditorConstructionOptions {
  const dark = document.documentElement.dataset.theme === "dark";
  return {
    theme: dark ? "vs-dark" : "vs",
    automaticLayout: true,
    fontSize,
    minimap: { enabled: false },
    tabSize: 4,
    insertSpaces: true,
    scrollBeyondLastLine: false,
    ariaLabel: label,
    accessibilitySupport: "auto",
  };
}
