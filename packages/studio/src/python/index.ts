export { ConsoleView, type ConsoleViewOptions } from "./console/console-view.ts";
export { preloadCodeEditor } from "./editor/load-monaco.ts";
export {
  type CheckError,
  CheckErrorExplanation,
  type CheckErrorExplanationProps,
  explainCheckError,
} from "./errors/CheckErrorExplanation.tsx";
export {
  explainPythonError,
  type PythonCause,
  type PythonErrorExplanation,
  type PythonErrorFacts,
  pythonOriginal,
} from "./errors/explain-error.ts";
export { PythonError, type PythonErrorProps } from "./errors/PythonError.tsx";
export { PythonStudio, type PythonStudioHandle, type PythonStudioProps } from "./PythonStudio.tsx";
export { defaultPyodideBase, pyodideVersion } from "./pyodide-version.ts";
export { exerciseResultOf } from "./runner/check-outcome.ts";
export {
  CHECK_TIME_LIMIT_MS,
  type CheckOutcome,
  PythonRunner,
  type PythonRunnerOptions,
  type RunnerEvents,
  type RunnerStatus,
  type RunResult,
} from "./runner/python-runner.ts";
export { TurtleCanvas } from "./turtle/turtle-canvas.ts";
export type { RunFailure, TurtleOp } from "./worker/messages.ts";
