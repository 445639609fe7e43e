// Pure (no Node, no DOM): the browser's studio and site import this subpath as well as the server.
export type { BeginnerError, DiagnosticLike, Explained } from "./beginner-errors.ts";
export { explainDiagnostic } from "./beginner-errors.ts";
export type { RuntimeFailure } from "./runtime-errors.ts";
export { classifyTrapMessage, explainRuntimeFailure, explainRuntimeLine } from "./runtime-errors.ts";
export type { ExplainText } from "./text.ts";
export { fillText } from "./text.ts";
