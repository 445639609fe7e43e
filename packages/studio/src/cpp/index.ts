export { CppStudio, type CppStudioHandle, type CppStudioProps } from "./CppStudio.tsx";
export {
  type CompileProblem,
  CppRunner,
  type CppRunnerOptions,
  type CppRunnerStatus,
  type CppRunResult,
} from "./runner/cpp-runner.ts";
export { cppStarter, samplePrograms } from "./samples/sample-programs.ts";
