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
export {
  type KnownMistakePatterns,
  type KnownMistakeTexts,
  knownMistakeMatches,
} from "./known-mistake-patterns.ts";
