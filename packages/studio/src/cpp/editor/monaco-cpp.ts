// The Python studio's Monaco (the same chunk, so a learner who has opened one studio has the
// editor cached for the other) plus C++'s highlighting and indentation rules.
import "monaco-editor/languages/definitions/cpp/register";

export { monaco } from "../../python/editor/monaco-setup.ts";
