export { type BoundedText, boundText, patternInputLimit } from "./bounded-text.ts";
export {
  type CompiledPattern,
  compilePattern,
  loadPatternEngine,
  PatternEngineNotReady,
  PatternError,
  type PatternMatch,
  type PatternOptions,
  patternProblem,
  patternSourceLimit,
} from "./compile-pattern.ts";
