// Pure (no Node, no DOM): the browser's studio and site import this subpath as well as the server.
export {
  type ExplainedDiagnostic,
  type ExplainOptions,
  explainCompileErrors,
  firstExplanation,
} from "./compile-errors.ts";
export type { CompilerMessage, CppCause } from "./cpp-rules.ts";
export { asciiFor, type FullWidthChar, fullWidthInCode, fullWidthText } from "./full-width.ts";
export type { RuntimeFacts, RuntimeFailure } from "./runtime-errors.ts";
export { classifyTrapMessage, explainRuntimeFailure } from "./runtime-errors.ts";
export { editDistance, hasChinese, lineText, sourceLines, surelyMeant, wholeWord } from "./source-text.ts";
export type { ExplainText } from "./text.ts";
export { fillText } from "./text.ts";
