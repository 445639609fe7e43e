/**
 * What the simulated class sends: real exercises from content/ with their reference solutions
 * (expected to pass) and their authors' known wrong programs (expected to fail), and the worst
 * programs the probe found, for the five hostile accounts.
 */
import { fileURLToPath } from "node:url";
import { buildProject } from "../../../../packages/studio/src/checks/scratch/testing/build-project.ts";
import { loadContent } from "../../src/content/load.ts";

export type CodeKind = "python" | "cpp" | "scratch";

export interface Exercise {
  id: string;
  kind: CodeKind;
  /** The course's whole-course package, bought so every lesson opens. */
  packageUid: string;
  solution: string;
  /** The author's known wrong programs (or projects), each expected to fail. */
  wrong: string[];
}

export interface Press {
  exerciseId: string;
  kind: CodeKind;
  body: Record<string, unknown>;
  /** Whether the server's check should pass it. */
  expectPass: boolean;
}

const contentDir = fileURLToPath(new URL("../../../../content", import.meta.url));

/** Every Python, C++ and Scratch exercise in content/, with its solution and known wrong programs. */
export function contentExercises(): Exercise[] {
  const content = loadContent(contentDir);
  const found: Exercise[] = [];
  for (const course of content.courses) {
    const packageUid = course.course.packages?.find((p) => p.uid.endsWith("-full"))?.uid;
    if (!packageUid) continue;
    for (const unit of course.units)
      for (const lesson of unit.lessons)
        for (const step of lesson.steps) {
          const exercise = step.exercise;
          const kind = exercise?.data.kind;
          if (!exercise?.solution || (kind !== "python" && kind !== "cpp" && kind !== "scratch")) continue;
          const wrong =
            kind === "scratch"
              ? (exercise.wrongProjects ?? [])
              : ((exercise.data as { wrong?: { program?: string }[] }).wrong ?? []).flatMap((w) =>
                  w.program ? [w.program] : [],
                );
          found.push({ id: exercise.id, kind, packageUid, solution: exercise.solution, wrong });
        }
  }
  return found;
}

const bodyOf = (kind: CodeKind, program: string) =>
  kind === "scratch" ? { kind, project: program } : { kind, code: program };

/** Child `n` of a kind: its exercise in turn; every fourth sends the first known wrong program. */
export function childPress(exercises: Exercise[], kind: CodeKind, n: number): Press {
  const ofKind = exercises.filter((exercise) => exercise.kind === kind);
  const exercise = ofKind[n % ofKind.length]!;
  const wrong = n % 4 === 3 ? exercise.wrong[0] : undefined;
  return {
    exerciseId: exercise.id,
    kind,
    body: bodyOf(kind, wrong ?? exercise.solution),
    expectPass: wrong === undefined,
  };
}

/** A custom block run without screen refresh around a forever loop: never gives the frame back. */
const warpForever = JSON.stringify(
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
          { opcode: "control_forever", substack: [{ opcode: "motion_turnright", inputs: { DEGREES: 1 } }] },
        ],
        [
          { opcode: "event_whenflagclicked" },
          { opcode: "procedures_call", mutation: { proccode: "转圈", argumentids: "[]", warp: "true" } },
        ],
      ],
    },
  ]),
);

/** Each level pastes the one before ten times: millions of string pieces for the compiler. */
const macroBomb = [
  '#define A "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"',
  ..."BCDEFG".split("").map((name, i) => `#define ${name} ${Array(10).fill("ABCDEF"[i]).join(" ")}`),
  "int main() { const char* s = G G G; return s[0]; }",
  "",
].join("\n");

/** The five hostile accounts' programs (issue 38's findings), each on an exercise of its kind. */
export function hostilePresses(exercises: Exercise[]): { what: string; press: Press }[] {
  const first = (kind: CodeKind) => exercises.find((exercise) => exercise.kind === kind)!.id;
  const press = (kind: CodeKind, program: string): Press => ({
    exerciseId: first(kind),
    kind,
    body: bodyOf(kind, program),
    expectPass: false,
  });
  return [
    { what: "Python infinite loop", press: press("python", "while True:\n    pass\n") },
    { what: "Python huge output", press: press("python", 'while True:\n    print("哈" * 1000)\n') },
    { what: "C++ macro bomb", press: press("cpp", macroBomb) },
    { what: "C++ 64 KB of newlines", press: press("cpp", `int main() { return 0; }${"\n".repeat(65_000)}`) },
    { what: "Scratch warp forever", press: press("scratch", warpForever) },
  ];
}
