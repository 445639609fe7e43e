// @vitest-environment node
import type { ScratchCheckSpec } from "@qisi/api/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passedMessage } from "../result.ts";
import { blockShape, projectScriptsText } from "./block-names.ts";
import { checkScratchProject } from "./check.ts";
import type { HeadlessVm } from "./headless-vm.ts";
import { createNodeVm } from "./node/load-vm.ts";
import { createScratchCheckRunner, tooLongMessage } from "./node/pool.ts";
import { parseProject, projectScripts } from "./project.ts";
import { rendererOpcodesIn } from "./renderer-opcodes.ts";
import { checkScratchRules } from "./rules.ts";
import { type BlockSpec, buildProject } from "./testing/build-project.ts";

const flag: BlockSpec = { opcode: "event_whenflagclicked" };
const move = (steps: number): BlockSpec => ({ opcode: "motion_movesteps", inputs: { STEPS: steps } });
const sayFor = (text: string, secs: number): BlockSpec => ({
  opcode: "looks_sayforsecs",
  inputs: { MESSAGE: text, SECS: secs },
});
const forever = (...substack: BlockSpec[]): BlockSpec => ({ opcode: "control_forever", substack });

/** 小启 says hello for 2 seconds, then walks 10 steps a frame. */
const walker = (script: BlockSpec[]) => JSON.stringify(buildProject([{ name: "小启", scripts: [script] }]));
const good = walker([flag, sayFor("你好！", 2), forever(move(10))]);

const walkSpec: ScratchCheckSpec = {
  rules: [
    { sprite: "小启", uses: "control_forever", message: "让小启一直走，要用“重复执行”。" },
    { sprite: "小启", script: ["event_whenflagclicked", "looks_sayforsecs", "control_forever"] },
  ],
  behaviour: [
    {
      frames: 90,
      expect: [
        { sprite: "小启", said: "你好!" },
        { sprite: "小启", x: [280, 320], message: "是不是忘了把“移动”放进“重复执行”里？" },
      ],
    },
  ],
};

let vm: HeadlessVm;
beforeAll(() => {
  vm = createNodeVm();
}, 60_000);

describe("Scratch checks on the project JSON", () => {
  it("passes blocks and script shapes that are there, and names a missing block by its shape, without the palette's values", () => {
    const project = parseProject(walker([flag, move(10)]))!;
    const [uses, script] = checkScratchRules(project, walkSpec.rules!);
    expect(uses).toMatchObject({ passed: false, sentence: "“小启”的程序里还没有用到“重复执行”积木" });
    expect(script?.sentence).toBe(
      "“小启”还没有一段从“当绿旗被点击”开始、下面依次接着“说 … 秒”“重复执行”的程序",
    );
    expect(checkScratchRules(parseProject(good)!, walkSpec.rules!).every((rule) => rule.passed)).toBe(true);
    // A long chain with the author's note (which says the order) is not read out block by block.
    const chain = ["event_whenflagclicked", "motion_gotoxy", "looks_sayforsecs", "motion_movesteps"];
    const [long] = checkScratchRules(project, [{ sprite: "小启", script: chain, message: "从上往下是……" }]);
    expect(long?.sentence).toBe("“小启”还没有一段从“当绿旗被点击”开始、按顺序接好的程序");
    // A lesson's 小启 says 我走啦！ and walks 100 steps: the palette's 你好！ and 10 would mislead.
    expect(
      ["motion_movesteps", "looks_switchcostumeto", "motion_gotoxy", "control_repeat"].map(blockShape),
    ).toEqual(["移动 … 步", "换成 … 造型", "移到 x: … y: …", "重复执行 … 次"]);
  });

  it("does not count a block lying loose on the canvas, and finds variables on the stage", () => {
    const loose = buildProject([{ name: "小启", scripts: [[flag], [forever(move(10))]] }], { 得分: 0 });
    const [uses, variable, missing] = checkScratchRules(parseProject(JSON.stringify(loose))!, [
      { sprite: "小启", uses: "control_forever", message: "让小启一直走，要用“重复执行”。" },
      { variable: "得分", sprite: "小启" },
      { variable: "生命" },
    ]);
    expect([uses?.passed, variable?.passed, missing?.passed]).toEqual([false, true, false]);
    // The child has the block: the sentence says where it is, and no "add this block" note follows.
    expect(uses).toEqual({
      passed: false,
      sentence: "“小启”的“重复执行”积木没有接在帽子积木下面，所以它不会动。把它吸到帽子下面吧",
      test: { input: "“小启”的程序", expected: "重复执行" },
    });
    expect(missing?.sentence).toContain("还没有叫“生命”的变量");
  });

  it("shows a solution as the editor's words, C-blocks indented", () => {
    expect(projectScriptsText(parseProject(good)!)).toBe(
      "【小启】\n当绿旗被点击\n说 你好！ 2 秒\n重复执行\n    移动 10 步",
    );
  });

  it("gives each target's scripts for a picture of its blocks, leaving out targets without one", () => {
    const project = JSON.parse(good) as { targets: { isStage: boolean; blocks: object }[] };
    const scripts = projectScripts(good, "Stage");
    expect(scripts.map(({ name, isStage }) => ({ name, isStage }))).toEqual([
      { name: "小启", isStage: false },
    ]);
    expect(scripts[0]!.blocks).toEqual(project.targets.find((t) => !t.isStage)!.blocks);
    // A loose block with no hat is no script; text that is no project has none.
    expect(projectScripts(walker([move(10)]))).toEqual([]);
    expect(projectScripts("not a project")).toEqual([]);
  });

  it("finds the blocks a headless VM cannot judge", () => {
    const bounce = buildProject([
      { name: "小启", scripts: [[flag, forever(move(10), { opcode: "motion_ifonedgebounce" })]] },
    ]);
    expect(rendererOpcodesIn(parseProject(JSON.stringify(bounce))!)).toEqual(["碰到边缘就反弹"]);
  });
});

describe("Scratch behaviour checks in scratch-vm", () => {
  it("passes a program that does what was asked, on a virtual clock (say 2 s, then walk)", async () => {
    const result = await checkScratchProject(vm, good, walkSpec);
    expect(result).toMatchObject({ passed: true, total: 4, passedTests: 4, message: passedMessage });
  });

  it("says what was expected and what happened, with the author's note, for the first failure only", async () => {
    const once = walker([flag, sayFor("你好！", 2), move(10)]);
    const result = await checkScratchProject(vm, once, walkSpec);
    expect(result.passed).toBe(false);
    expect(result.passedTests).toBe(1);
    expect(result.message).toBe("“小启”的程序里还没有用到“重复执行”积木——让小启一直走，要用“重复执行”。");
    const noRules = await checkScratchProject(vm, once, { behaviour: walkSpec.behaviour! });
    expect(noRules.message).toBe(
      "点绿旗 3 秒后，“小启”应该在 x = 300 附近，现在在 x = 10——是不是忘了把“移动”放进“重复执行”里？",
    );
    expect(noRules.test).toEqual({ input: "点绿旗 3 秒后", expected: "x = 300 附近", actual: "x = 10" });
  });

  it("answers ask blocks, clicks sprites and reads variables", async () => {
    const project = buildProject(
      [
        {
          name: "小启",
          scripts: [
            [
              flag,
              { opcode: "sensing_askandwait", inputs: { QUESTION: "几岁了？" } },
              {
                opcode: "data_setvariableto",
                fields: { VARIABLE: "年龄" },
                inputs: { VALUE: { opcode: "sensing_answer" } },
              },
            ],
            [
              { opcode: "event_whenthisspriteclicked" },
              { opcode: "looks_say", inputs: { MESSAGE: "别点我" } },
            ],
          ],
        },
      ],
      { 年龄: 0 },
    );
    const spec: ScratchCheckSpec = {
      behaviour: [
        {
          answers: ["9"],
          click: ["小启"],
          frames: 10,
          expect: [
            { variable: "年龄", equals: 9 },
            { sprite: "小启", said: "别点我" },
          ],
        },
      ],
    };
    expect(await checkScratchProject(vm, JSON.stringify(project), spec)).toMatchObject({
      passed: true,
      passedTests: 2,
    });
    const wrongAnswer = await checkScratchProject(vm, JSON.stringify(project), {
      behaviour: [{ answers: ["10"], frames: 10, expect: [{ variable: "年龄", equals: 9 }] }],
    });
    expect(wrongAnswer.message).toBe("点绿旗、回答“10”，0.33 秒后，变量“年龄”应该是 9，现在是 “10”。");
  });

  it("refuses text that is not a project with a sentence, not an exception", async () => {
    const result = await checkScratchProject(vm, "{not json", walkSpec);
    expect(result).toMatchObject({ passed: false, total: 4, passedTests: 0 });
    expect(result.message).toContain("打不开");
  });
});

/** A custom block run without screen refresh around a forever loop: it never gives the frame back. */
const hang = JSON.stringify(
  buildProject([
    {
      name: "小启",
      scripts: [
        [
          {
            opcode: "procedures_definition",
            inputs: {
              custom_block: {
                opcode: "procedures_prototype",
                mutation: {
                  proccode: "转圈",
                  argumentids: "[]",
                  argumentnames: "[]",
                  argumentdefaults: "[]",
                  warp: "true",
                },
              },
            },
          },
          forever({ opcode: "motion_turnright", inputs: { DEGREES: 1 } }),
        ],
        [
          flag,
          { opcode: "procedures_call", mutation: { proccode: "转圈", argumentids: "[]", warp: "true" } },
        ],
      ],
    },
  ]),
);

// The Scratch rows of the attack table (issue 38; the others are packages/judge/test/hostile.test.ts).
describe("the server's workers", () => {
  const runner = createScratchCheckRunner({ workers: 2 });
  afterAll(() => runner.close());

  it("check in a worker thread and stop a project that never yields, between two frames", async () => {
    expect((await runner.check(good, walkSpec)).passed).toBe(true);
    expect(await runner.check(hang, walkSpec)).toMatchObject({ passed: false, message: tooLongMessage });
    expect((await runner.check(good, walkSpec)).passed).toBe(true);
  }, 120_000);

  it("terminate a worker past its CPU budget, and the next check passes on its replacement", async () => {
    // No stop of its own: only the parent's clock of the worker's CPU ends the check.
    const strict = createScratchCheckRunner({ cpuBudgetMs: 1000, stopAfterMs: 600_000, workers: 1 });
    try {
      expect(await strict.check(hang, walkSpec)).toMatchObject({ passed: false, message: tooLongMessage });
      expect((await strict.check(good, walkSpec)).passed).toBe(true);
    } finally {
      await strict.close();
    }
  }, 120_000);

  it("five warp-forever projects at once each fail with the child's sentence, and a good check among them passes", async () => {
    const checks = [hang, hang, good, hang, hang, hang].map((project) => runner.check(project, walkSpec));
    const results = await Promise.all(checks);
    expect(results.map((result) => result.passed)).toEqual([false, false, true, false, false, false]);
    for (const result of results.filter((r) => !r.passed)) expect(result.message).toBe(tooLongMessage);
    // The workers the budget terminated were replaced: the next check does not fail with them.
    expect((await runner.check(good, walkSpec)).passed).toBe(true);
  }, 180_000);
});
