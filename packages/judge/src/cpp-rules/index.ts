export {
  bracketDepth,
  type CppNode,
  descendants,
  fieldOf,
  maxCppBracketDepth,
  maxCppRulesSourceLength,
  namedChildren,
  type ParsedCpp,
  parseCpp,
  textOf,
  type Unparsed,
} from "./parse.ts";
export { type CppOutput, CppProgram, declaredName } from "./program.ts";
export { type CppRuleFailure, type CppStructureRule, cppRuleFailure, ruleFailureIn } from "./rules.ts";
