// The zh-cn messages must be evaluated before any editor module reads them (as in the Python studio,
// packages/studio/src/python/editor/monaco-setup.ts; the C++ studio's editor replaces this one when it lands).
import "monaco-editor/nls/lang/zh-cn";
import * as monaco from "monaco-editor/editor/editor.api";
import "monaco-editor/features/bracketMatching/register";
import "monaco-editor/features/clipboard/register";
import "monaco-editor/features/comment/register";
import "monaco-editor/features/contextmenu/register";
import "monaco-editor/features/cursorUndo/register";
import "monaco-editor/features/find/register";
import "monaco-editor/features/folding/register";
import "monaco-editor/features/indentation/register";
import "monaco-editor/features/linesOperations/register";
import "monaco-editor/features/multicursor/register";
import "monaco-editor/features/wordHighlighter/register";
import "monaco-editor/languages/definitions/cpp/register";
import "monaco-editor/languages/definitions/python/register";
import EditorWorker from "monaco-editor/editor/editor.worker.start?worker";

// Without getWorker the built editor worker breaks (TOOLCHAIN.md); ours is bundled, same origin.
(self as unknown as { MonacoEnvironment: monaco.Environment }).MonacoEnvironment = {
  getWorker: () => new EditorWorker(),
};

export { monaco };
