import { parseCpp } from "@qisi/judge/cpp-rules";
import { parseProject } from "@qisi/studio/checks/scratch";
import { loadPyodide, type PyodideAPI } from "pyodide";
import { beforeAll, describe, expect, it } from "vitest";
import { defaultContentDir } from "../../config.ts";
import { loadContent } from "../load.ts";
import {
  constantPrograms,
  cppMutants,
  type Mutant,
  mutantsOf,
  pythonMutants,
  scratchMutants,
} from "./index.ts";

/**
 * The mutant generators over every reference in content/ (issue 37 item 2): each makes mutants,
 * and each mutant is a program a child could have written — Python that CPython (Pyodide) compiles,
 * C++ that tree-sitter reads without an error, a Scratch project whose scripts hang together —
 * except those meant to break the syntax, which must break it. Running them through the checks is
 * `content check --report`'s job.
 */
const content = loadContent(defaultContentDir);
const exercises = content.courses.flatMap((course) =>
  course.units.flatMap((unit) =>
    unit.lessons.flatMap((lesson) => lesson.steps.flatMap((step) => step.exercise ?? [])),
  ),
);
const withReference = exercises.filter(
  (exercise) => exercise.solution !== undefined && ["python", "cpp", "scratch"].includes(exercise.data.kind),
);

let pyodide: PyodideAPI;
let compiles: (source: string) => boolean;
beforeAll(async () => {
  pyodide = await loadPyodide({ stdout: () => {}, stderr: () => {} });
  compiles = pyodide.runPython(`
def _compiles(source):
    try:
        compile(source, "<mutant>", "exec")
        return True
    except SyntaxError:
        return False
_compiles`);
}, 60_000);

const sourceOf = (mutant: Mutant) => ("source" in mutant ? mutant.source : mutant.project);

async function readable(language: string, source: string): Promise<boolean> {
  if (language === "python") return compiles(source);
  const parsed = await parseCpp(source);
  return typeof parsed !== "string" && !parsed.hasError;
}

/** Every next/parent/input link of every block points at a block that points back. */
function scriptsHangTogether(text: string): boolean {
  const project = parseProject(text);
  if (!project) return false;
  for (const target of project.targets) {
    const blocks = target.blocks as Record<
      string,
      { next?: string | null; parent?: string | null; inputs?: Record<string, unknown[]> }
    >;
    for (const [id, block] of Object.entries(blocks)) {
      if (typeof block !== "object" || Array.isArray(block)) continue;
      if (block.next && blocks[block.next]?.parent !== id) return false;
      if (block.parent) {
        const parent = blocks[block.parent];
        const holds =
          parent?.next === id || Object.values(parent?.inputs ?? {}).some((input) => input.includes(id));
        if (!holds) return false;
      }
      for (const input of Object.values(block.inputs ?? {}))
        for (const item of input.slice(1)) if (typeof item === "string" && !(item in blocks)) return false;
    }
  }
  return true;
}

describe("mutants of every reference in content/", () => {
  const counts: string[] = [];

  it.each(withReference.map((exercise) => [exercise.file, exercise] as const))(
    "%s: mutants that read as its language, broken only where meant to be",
    async (_, exercise) => {
      const mutants = await mutantsOf(exercise);
      expect(mutants.length).toBeGreaterThan(0);
      const texts = mutants.map(sourceOf);
      expect(new Set(texts).size).toBe(texts.length);
      expect(texts).not.toContain(exercise.solution);
      for (const mutant of mutants) {
        expect(mutant.name.length).toBeGreaterThan(0);
        const ok =
          exercise.data.kind === "scratch"
            ? scriptsHangTogether(sourceOf(mutant))
            : await readable(exercise.data.kind, sourceOf(mutant));
        expect({ name: mutant.name, readable: ok }).toEqual({
          name: mutant.name,
          readable: !mutant.breaksSyntax,
        });
      }
      const perKind = new Map<string, number>();
      for (const mutant of mutants) perKind.set(mutant.kind, (perKind.get(mutant.kind) ?? 0) + 1);
      const byKind = [...perKind].map(([kind, count]) => `${kind} ${count}`).join(", ");
      const equivalent = mutants.filter((mutant) => mutant.mayBeEquivalent).length;
      counts.push(`${exercise.file}: ${mutants.length} (${byKind}; may be equivalent: ${equivalent})`);
    },
  );

  it("counted them (printed for the report)", () => {
    expect(counts.length).toBe(withReference.length);
    process.stdout.write(`\nmutants per reference:\n${counts.join("\n")}\n`);
  });

  it.each(
    withReference
      .filter((exercise) => exercise.data.kind !== "scratch" && exercise.data.kind !== "quiz")
      .map((exercise) => [exercise.file, exercise] as const),
  )("%s: constant-output programs for its written answers that read as its language", async (_, exercise) => {
    const data = exercise.data as { kind: "python" | "cpp"; tests: { stdout?: string }[] };
    const outputs = data.tests.flatMap((test) => (test.stdout === undefined ? [] : [test.stdout]));
    for (const program of constantPrograms(data.kind, outputs))
      expect({ name: program.name, readable: await readable(data.kind, program.source) }).toEqual({
        name: program.name,
        readable: true,
      });
  });
});

describe("Python mutants", () => {
  const reference =
    "n = int(input())\ntotal = 0\nfor i in range(1, n + 1):\n    total = total + i\nprint(total)\n";
  it("change a constant, a range's bounds, a comparison; never inside a string or a comment", async () => {
    const mutants = pythonMutants(`${reference}# 1 < 2\nprint("1 < 2", 3 < 4)\n`);
    const names = mutants.map((mutant) => mutant.name);
    expect(names).toEqual(
      expect.arrayContaining([
        "第 2 行：把 0 改成 1",
        "第 3 行：range 的终点 n + 1 加 1",
        "第 3 行：range 的终点 n + 1 减 1",
        "第 3 行：range 的起点 1 加 1",
        "第 7 行：把 < 改成 <=",
      ]),
    );
    expect(mutants.find((mutant) => mutant.name === "第 3 行：range 的起点 1 加 1")?.source).toContain(
      "range(1 + 1, n + 1)",
    );
    // The < in the comment and the string stay.
    expect(
      mutants.filter((mutant) => mutant.kind === "off-by-one" && mutant.name.includes("<")),
    ).toHaveLength(1);
  });

  it("swap and remove lines inside their block, marking independent swaps", () => {
    const mutants = pythonMutants("a = 5\nb = 3\nprint(a * b)\n");
    expect(mutants.find((mutant) => mutant.name === "交换第 1 行和第 2 行")).toMatchObject({
      source: "b = 3\na = 5\nprint(a * b)\n",
      mayBeEquivalent: expect.any(String),
    });
    expect(mutants.find((mutant) => mutant.name === "交换第 2 行和第 3 行")?.mayBeEquivalent).toBeUndefined();
    // A read beside a line that neither reads nor prints nor shares a name: the same either way.
    const game = pythonMutants(
      "secret = int(input())\nguess = 0\nt = int(input())\nlow = t\nprint(secret, guess, low)\n",
    );
    expect(game.find((mutant) => mutant.name === "交换第 1 行和第 2 行")?.mayBeEquivalent).toEqual(
      expect.any(String),
    );
    expect(game.find((mutant) => mutant.name === "交换第 3 行和第 4 行")?.mayBeEquivalent).toBeUndefined();
    expect(mutants.find((mutant) => mutant.name.startsWith("删掉第 2 行"))?.source).toBe(
      "a = 5\nprint(a * b)\n",
    );
    // The only line of a block is never removed (that would be an IndentationError, not a child's slip).
    expect(pythonMutants(reference).some((mutant) => mutant.name.startsWith("删掉第 4 行"))).toBe(false);
  });

  it("mark a counter set to 0 swapped with a line that never mentions it as maybe equivalent", () => {
    const total =
      'groups = int(input())\ntotal = 0\nfor i in range(groups):\n    total = total + 1\nprint(f"{total}")\n';
    expect(pythonMutants(total).find((mutant) => mutant.name === "交换第 1 行和第 2 行")).toMatchObject({
      source:
        'total = 0\ngroups = int(input())\nfor i in range(groups):\n    total = total + 1\nprint(f"{total}")\n',
      mayBeEquivalent: expect.any(String),
    });
    // The box is named inside the f-string the other line prints: the order matters.
    const named = pythonMutants('count = 0\nprint(f"{count}")\ncount = 1\n');
    expect(named.find((mutant) => mutant.name === "交换第 1 行和第 2 行")?.mayBeEquivalent).toBeUndefined();
    const fString = pythonMutants('name = f"{x}"\nx = input()\nprint(name)\n');
    expect(fString.find((mutant) => mutant.name === "交换第 1 行和第 2 行")?.mayBeEquivalent).toBeUndefined();
  });

  it("mark the removal of a last turn that nothing is drawn after as maybe equivalent", () => {
    const square =
      "import turtle\nturtle.forward(100)\nturtle.left(90)\nturtle.forward(100)\nturtle.left(90)\n";
    const removals = pythonMutants(square).filter((mutant) => mutant.kind === "remove");
    expect(removals.filter((mutant) => mutant.mayBeEquivalent).map((mutant) => mutant.name)).toEqual([
      "删掉第 5 行 turtle.left(90)",
    ]);
  });

  it("type Chinese punctuation, and type in the first test's answer", () => {
    const mutants = pythonMutants(
      'name = input()\nprint("你好，", name)\nprint(len(name))\n',
      "你好， 小启\n2\n",
    );
    expect(mutants.filter((mutant) => mutant.kind === "full-width").map((mutant) => mutant.name)).toEqual([
      "第 1 行：( 打成了中文的（",
      "第 2 行：, 打成了中文的，",
      "第 2 行：引号打成了中文的“”",
    ]);
    expect(mutants.filter((mutant) => mutant.kind === "hard-coded").map((mutant) => mutant.source)).toEqual([
      'name = input()\nprint("你好， 小启")\nprint(len(name))\n',
      'name = input()\nprint("你好，", name)\nprint("2")\n',
    ]);
  });
});

describe("C++ mutants", () => {
  const reference =
    '#include <iostream>\nusing namespace std;\n\nint main() {\n    int a, b;\n    cin >> a >> b;\n    for (int i = 0; i < a; i++) b += i;\n    cout << "和是 " << b << endl;\n    return 0;\n}\n';
  it("change numbers, comparisons and the loop's bound, leave return 0 alone", async () => {
    const mutants = await cppMutants(reference, "和是 8\n");
    const names = mutants.map((mutant) => mutant.name);
    expect(names).toEqual(
      expect.arrayContaining([
        "第 7 行：把 0 改成 1",
        "第 7 行：把 < 改成 <=",
        "第 7 行：循环的边界 a 加 1",
        "交换第 5 行和第 6 行",
        "删掉第 6 行 cin >> a >> b;",
        "第 5 行：; 打成了中文的；",
        "第 7 行：( 打成了中文的（",
        "第 5 行：, 打成了中文的，",
        "第 8 行：引号打成了中文的“”",
        "第 8 行：endl 前面少了 <<",
        "第 8 行的 cout 直接写成了答案 和是 8",
      ]),
    );
    expect(names.some((name) => name.includes("return 0"))).toBe(false);
    expect(mutants.find((mutant) => mutant.kind === "missing-shift")?.source).toContain(
      'cout << "和是 " << b endl;',
    );
    expect(mutants.find((mutant) => mutant.kind === "hard-coded")?.source).toContain(
      '    cout << "和是 8" << endl;\n',
    );
  });
});

describe("Scratch mutants", () => {
  const project = JSON.stringify({
    targets: [
      { isStage: true, name: "Stage", blocks: {} },
      {
        isStage: false,
        name: "小启",
        blocks: {
          hat: {
            opcode: "event_whenflagclicked",
            next: "loop",
            parent: null,
            inputs: {},
            fields: {},
            topLevel: true,
          },
          loop: {
            opcode: "control_repeat",
            next: "say",
            parent: "hat",
            inputs: { TIMES: [1, [6, "10"]], SUBSTACK: [2, "move"] },
            fields: {},
          },
          move: {
            opcode: "motion_movesteps",
            next: null,
            parent: "loop",
            inputs: { STEPS: [1, [4, "10"]] },
            fields: {},
          },
          // It follows the loop, so its parent is the loop (as Scratch stores it).
          say: {
            opcode: "looks_say",
            next: null,
            parent: "loop",
            inputs: { MESSAGE: [1, [10, "到了"]] },
            fields: {},
          },
        },
      },
    ],
  });

  it("change a number, remove a block with what it holds, swap two blocks, keeping every link", () => {
    const mutants = scratchMutants(project);
    const names = mutants.map((mutant) => mutant.name);
    expect(names).toEqual(
      expect.arrayContaining([
        "角色“小启”的“重复执行 10 次”：TIMES 从 10 改成 11",
        "角色“小启”：去掉积木“移动 10 步”",
        "角色“小启”：“重复执行 10 次”和下面的“说 你好！”换了位置",
      ]),
    );
    for (const mutant of mutants) expect(scriptsHangTogether(mutant.project)).toBe(true);
    const removedLoop = mutants.find(
      (mutant) => mutant.kind === "remove" && mutant.name.includes("重复执行"),
    );
    const blocks = JSON.parse(removedLoop?.project ?? "{}").targets[1].blocks;
    expect(Object.keys(blocks).sort()).toEqual(["hat", "say"]);
    expect(blocks.hat.next).toBe("say");
    const swapped = mutants.find((mutant) => mutant.kind === "swap");
    expect(JSON.parse(swapped?.project ?? "{}").targets[1].blocks.hat.next).toBe("say");
  });
});

describe("constant-output programs", () => {
  it("print an answer whatever the input, in one print and line by line", () => {
    expect(constantPrograms("python", ["8\n", "123\n", "8\n"]).map((program) => program.source)).toEqual([
      'print("8")\n',
      'print("123")\n',
    ]);
    expect(constantPrograms("python", ['小启 今年 9 岁\n明年 "10" 岁\n'])).toEqual([
      { name: expect.any(String), source: 'print("小启 今年 9 岁\\n明年 \\"10\\" 岁")\n' },
      { name: expect.any(String), source: 'print("小启 今年 9 岁")\nprint("明年 \\"10\\" 岁")\n' },
    ]);
    expect(constantPrograms("cpp", ["14"])[0]?.source).toContain('    cout << "14";\n');
  });
});
