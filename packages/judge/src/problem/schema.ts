import { z } from "zod";

/**
 * problem.yaml: Hydro's fields (`title`, `tag`, `difficulty`, `pid`) plus ours (`level`,
 * `languages`). Loose, because Hydro's exports carry more (owner, counters) that we ignore.
 */
export const ProblemYaml = z.looseObject({
  pid: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, "lowercase letters, digits and '-', at most 64")
    .optional(),
  title: z.string().trim().min(1).max(100),
  tag: z.array(z.string().trim().min(1).max(30)).max(20).default([]),
  difficulty: z.number().int().min(1).max(10).optional(),
  level: z.number().int().min(1).max(8).optional(),
  languages: z
    .array(z.enum(["cpp", "python"]))
    .min(1)
    .default(["cpp", "python"]),
});
export type ProblemYaml = z.infer<typeof ProblemYaml>;

const Limit = z.union([z.string(), z.number().positive()]);

const CaseRef = z.looseObject({ input: z.string().min(1), output: z.string().min(1) });

const SubtaskYaml = z.looseObject({
  id: z.number().int().min(0).optional(),
  score: z.number().int().min(0).max(100),
  type: z.enum(["min", "max", "sum"]).default("min"),
  time: Limit.optional(),
  memory: Limit.optional(),
  if: z.array(z.number().int()).optional(),
  cases: z.array(CaseRef).min(1),
});

/** Hydro's `checker` is a file name in testdata/, or `{ file, lang }`. */
const CheckerRef = z.union([
  z.string().min(1),
  z.looseObject({ file: z.string().min(1), lang: z.string().optional() }),
]);

/**
 * testdata/config.yaml as Hydro writes it (`type`, `time`, `memory`, `checker_type`, `checker`,
 * `subtasks`, `cases`, …), plus `tolerance` for our floating-point checker (`checker_type: real`).
 */
export const ConfigYaml = z.looseObject({
  type: z.string().default("default"),
  time: Limit.default("1s"),
  memory: Limit.default("256m"),
  checker_type: z.string().default("default"),
  checker: CheckerRef.optional(),
  tolerance: z
    .looseObject({
      absolute: z.number().nonnegative().default(1e-6),
      relative: z.number().nonnegative().default(1e-6),
    })
    .optional(),
  filename: z.string().optional(),
  subtasks: z.array(SubtaskYaml).min(1).optional(),
  cases: z.array(CaseRef).min(1).optional(),
});
export type ConfigYaml = z.infer<typeof ConfigYaml>;

/** A Chinese line for a zod issue (the author reads it next to the field's path). */
export function zodIssueZh(i: z.core.$ZodIssue): string {
  switch (i.code) {
    case "invalid_type":
      return i.input === undefined ? "缺少这一项" : `类型不对，应为 ${typeZh(i.expected)}`;
    case "too_small":
      return i.origin === "array" ? `至少要有 ${i.minimum} 项` : `太小了，至少为 ${i.minimum}`;
    case "too_big":
      return i.origin === "array" ? `最多 ${i.maximum} 项` : `太大了，最多为 ${i.maximum}`;
    case "invalid_value":
      return `只能是 ${i.values.map(String).join(" / ")} 之一`;
    case "invalid_format":
      return "格式不对（只能用小写字母、数字和 -）";
    default:
      return "内容不正确";
  }
}

function typeZh(expected: string): string {
  const names: Record<string, string> = {
    string: "文字",
    number: "数字",
    int: "整数",
    array: "列表",
    object: "键值表",
    boolean: "是/否",
  };
  return names[expected] ?? expected;
}
