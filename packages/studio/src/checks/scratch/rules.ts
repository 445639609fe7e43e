import type { ScratchRule } from "@qisi/api/contract";
import { blockShape } from "./block-names.ts";
import {
  findTarget,
  looseOpcodes,
  opcodesOf,
  type ScratchProjectJson,
  scriptBlocks,
  scriptTops,
  stageName,
  variableNames,
} from "./project.ts";

/** One rule or expectation checked: when it failed, the sentence about it (without the author's note). */
export interface CheckOutcome {
  passed: boolean;
  /** One Chinese sentence, no end punctuation: "“小启”的程序里还没有用到“移动 … 步”积木". */
  sentence?: string;
  /** The author's note on this rule or expectation, appended after a dash. */
  message?: string;
  test?: { input: string; expected?: string; actual?: string };
}

const who = (sprite: string) => (sprite === stageName ? "舞台" : `“${sprite}”`);

const missingSprite = (sprite: string): CheckOutcome => ({
  passed: false,
  sentence: `作品里没有叫“${sprite}”的角色`,
  test: { input: "作品里的角色", expected: sprite },
});

/** Checks each rule on the project JSON (no running): which blocks a sprite uses, how a script starts, which variables exist. */
export function checkScratchRules(
  project: ScratchProjectJson,
  rules: readonly ScratchRule[],
): CheckOutcome[] {
  return rules.map((rule) => {
    const note = rule.message ? { message: rule.message } : {};
    if ("uses" in rule) {
      const target = findTarget(project, rule.sprite);
      if (!target) return { ...missingSprite(rule.sprite), ...note };
      if (opcodesOf(target).has(rule.uses)) return { passed: true };
      const label = blockShape(rule.uses);
      // The block is on the canvas but under no hat: "add the block" (the author's note) would
      // send the child looking for a block they already have.
      if (looseOpcodes(target).has(rule.uses))
        return {
          passed: false,
          sentence: `${who(rule.sprite)}的“${label}”积木没有接在帽子积木下面，所以它不会动。把它吸到帽子下面吧`,
          test: { input: `${who(rule.sprite)}的程序`, expected: label },
        };
      return {
        passed: false,
        sentence: `${who(rule.sprite)}的程序里还没有用到“${label}”积木`,
        test: { input: `${who(rule.sprite)}的程序`, expected: label },
        ...note,
      };
    }
    if ("script" in rule) {
      const target = findTarget(project, rule.sprite);
      if (!target) return { ...missingSprite(rule.sprite), ...note };
      const wanted = rule.script;
      const found = scriptTops(target).some((top) => {
        const opcodes = scriptBlocks(target, top).map((entry) => entry.block.opcode);
        return wanted.every((opcode, index) => opcodes[index] === opcode);
      });
      if (found) return { passed: true };
      const [first, ...rest] = wanted.map((opcode) => `“${blockShape(opcode)}”`);
      // A long chain read out block by block is more than a young child reads before the author's
      // note, which says the order in the lesson's own words: then the sentence only says where.
      const shape =
        rest.length > 2 && rule.message
          ? `从${first}开始、按顺序接好的程序`
          : rest.length > 0
            ? `从${first}开始、下面依次接着${rest.join("")}的程序`
            : `从${first}开始的程序`;
      return {
        passed: false,
        sentence: `${who(rule.sprite)}还没有一段${shape}`,
        test: { input: `${who(rule.sprite)}的程序`, expected: wanted.map(blockShape).join(" → ") },
        ...note,
      };
    }
    const owner = rule.sprite ? findTarget(project, rule.sprite) : undefined;
    if (rule.sprite && !owner) return { ...missingSprite(rule.sprite), ...note };
    const stage = project.targets.find((target) => target.isStage);
    const names = [...(owner ? variableNames(owner) : []), ...(stage ? variableNames(stage) : [])];
    if (names.includes(rule.variable)) return { passed: true };
    return {
      passed: false,
      sentence: `还没有叫“${rule.variable}”的变量，去“变量”里点“建立一个变量”吧`,
      test: { input: "作品里的变量", expected: rule.variable },
      ...note,
    };
  });
}
