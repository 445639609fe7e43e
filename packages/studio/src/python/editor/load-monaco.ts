/**
 * Monaco with our setup, as its own chunk (2.7 MB of JavaScript): loaded when an editor mounts, or
 * earlier by a page that knows an editor is coming (`preloadCodeEditor`), so the download and the
 * parse run while the page waits for its data instead of after it.
 */
export const loadMonaco = () => import("./monaco-setup.ts");

/** Starts loading the code editor (Python's and C++'s share it); what it resolves to is not needed. */
export function preloadCodeEditor(): void {
  void loadMonaco();
}
