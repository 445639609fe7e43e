import { parse as parseYaml } from "yaml";
import type { z } from "zod";
import type { Checker, Problem, Subtask, TestCase } from "../judge/judge.ts";
import { issue, type PackageIssue, ProblemPackageError } from "./errors.ts";
import { parseMemoryBytes, parseTimeMs } from "./limits.ts";
import { ConfigYaml, ProblemYaml, zodIssueZh } from "./schema.ts";
import { readSamples } from "./statement.ts";
import type { GespLevel, ProblemPackage } from "./types.ts";

/** The files of one package by path relative to its root (`problem.yaml`, `testdata/1.in`). */
export type PackageFiles = ReadonlyMap<string, Uint8Array>;

const MAX_TIME_MS = 10_000;
const MAX_MEMORY_BYTES = 1024 * 1024 * 1024;
const STATEMENT_FILES = ["problem.md", "problem_zh.md", "problem_zh_CN.md"];
const decoder = new TextDecoder("utf-8", { fatal: true });

/**
 * Reads and validates a package in Hydro's layout. Collects every issue it can before throwing
 * one ProblemPackageError, so an author sees all of them at once.
 */
export function parseProblemFiles(files: PackageFiles, fallbackId?: string): ProblemPackage {
  const issues: PackageIssue[] = [];
  const text = (path: string): string | null => {
    const bytes = files.get(path);
    if (bytes === undefined) return null;
    try {
      return decoder.decode(bytes).replace(/^\uFEFF/, "");
    } catch {
      issues.push(
        issue(path, "not-utf8", "file is not UTF-8 text", "文件不是 UTF-8 编码的文字，请用 UTF-8 保存"),
      );
      return null;
    }
  };

  const meta = readYaml(text("problem.yaml"), "problem.yaml", ProblemYaml, issues, true);
  const config = readYaml(text("testdata/config.yaml"), "testdata/config.yaml", ConfigYaml, issues, false);

  const statementFile = STATEMENT_FILES.find((f) => files.has(f));
  let statement = "";
  let samples: TestCase[] = [];
  if (statementFile === undefined) {
    issues.push(
      issue("problem.md", "missing-file", "the statement problem.md is missing", "缺少题面文件 problem.md"),
    );
  } else {
    statement = (text(statementFile) ?? "").replace(/\r\n/g, "\n");
    const read = readSamples(statement, statementFile);
    samples = read.samples;
    issues.push(...read.issues);
  }

  const id = meta?.pid ?? fallbackId;
  if (meta && id === undefined) {
    issues.push(
      issue(
        "problem.yaml",
        "invalid-field",
        "no pid and no folder name to take it from",
        "缺少题号（pid）",
        "pid",
      ),
    );
  }

  const judge = config ? readJudge(config, files, text, issues) : null;
  if (issues.length > 0 || !meta || !judge || id === undefined) throw new ProblemPackageError(issues);
  return {
    id,
    title: meta.title,
    tags: meta.tag,
    difficulty: meta.difficulty ?? null,
    level: (meta.level ?? null) as GespLevel | null,
    languages: [...new Set(meta.languages)],
    statement,
    samples,
    judge,
  };
}

function readYaml<T extends z.ZodType>(
  source: string | null,
  file: string,
  schema: T,
  issues: PackageIssue[],
  required: boolean,
): z.infer<T> | null {
  if (source === null) {
    if (required) issues.push(issue(file, "missing-file", `${file} is missing`, `缺少文件 ${file}`));
    // Hydro reads a testdata folder without config.yaml with every default.
    return required ? null : schema.parse({});
  }
  let data: unknown;
  try {
    data = parseYaml(source, { maxAliasCount: 100 }) ?? {};
  } catch (error) {
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    issues.push(issue(file, "invalid-yaml", `not valid YAML: ${reason}`, `不是正确的 YAML 格式：${reason}`));
    return null;
  }
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  for (const i of result.error.issues) {
    issues.push(issue(file, "invalid-field", i.message, zodIssueZh(i), i.path.join(".") || undefined));
  }
  return null;
}

function readJudge(
  config: ConfigYaml,
  files: PackageFiles,
  text: (path: string) => string | null,
  issues: PackageIssue[],
): Problem | null {
  const file = "testdata/config.yaml";
  const before = issues.length;
  const unsupported = (field: string, message: string, messageZh: string) =>
    issues.push(issue(file, "unsupported", message, messageZh, field));

  if (config.type !== "default") {
    unsupported(
      "type",
      `problem type '${config.type}' is not supported`,
      `暂不支持 ${config.type} 类型的题目`,
    );
  }
  if (config.filename !== undefined) {
    unsupported(
      "filename",
      "file input/output (filename) is not supported",
      "暂不支持文件读写（filename）的题目",
    );
  }
  const timeLimitMs = limit(config.time, parseTimeMs, MAX_TIME_MS, "time", issues);
  const memoryLimitBytes = limit(config.memory, parseMemoryBytes, MAX_MEMORY_BYTES, "memory", issues);
  const checker = readChecker(config, text, issues);

  const tests: TestCase[] = [];
  const addCase = (input: string, output: string): number | null => {
    const inText = readTestFile(input, files, text, issues);
    const outText = readTestFile(output, files, text, issues);
    if (inText === null || outText === null) return null;
    tests.push({ input: inText, output: outText });
    return tests.length;
  };

  let subtasks: Subtask[] | undefined;
  if (config.subtasks) {
    subtasks = [];
    for (const [k, s] of config.subtasks.entries()) {
      const field = `subtasks.${k}`;
      if (s.type === "max")
        unsupported(`${field}.type`, "subtask type max is not supported", "暂不支持 max 类型的子任务");
      if (s.if && s.if.length > 0)
        unsupported(`${field}.if`, "subtask dependencies (if) are not supported", "暂不支持子任务依赖（if）");
      // Hydro exports often repeat the problem's limit on every subtask; only a different one is refused.
      for (const [key, value, same] of [
        ["time", s.time, s.time !== undefined && parseTimeMs(s.time) === timeLimitMs],
        ["memory", s.memory, s.memory !== undefined && parseMemoryBytes(s.memory) === memoryLimitBytes],
      ] as const) {
        if (value !== undefined && !same) {
          unsupported(
            `${field}.${key}`,
            `a subtask's own ${key} limit is not supported`,
            `暂不支持给子任务单独设置${key === "time" ? "时间" : "内存"}限制`,
          );
        }
      }
      const cases = s.cases.map((c) => addCase(c.input, c.output)).filter((n): n is number => n !== null);
      subtasks.push({ id: s.id ?? k + 1, score: s.score, type: s.type === "sum" ? "sum" : "min", cases });
    }
    const total = subtasks.reduce((sum, s) => sum + s.score, 0);
    if (total !== 100) {
      issues.push(
        issue(
          file,
          "invalid-field",
          `subtask scores add up to ${total}, not 100`,
          `子任务分数加起来是 ${total}，应为 100`,
          "subtasks",
        ),
      );
    }
  } else if (config.cases) {
    for (const c of config.cases) addCase(c.input, c.output);
  } else {
    for (const pair of pairTestFiles(files)) {
      if (pair.output === null) {
        issues.push(
          issue(
            `testdata/${pair.input}`,
            "missing-test",
            "input has no matching .out or .ans file",
            "这个输入文件没有对应的 .out 答案文件",
          ),
        );
      } else addCase(pair.input, pair.output);
    }
  }
  if (tests.length === 0 && issues.length === before) {
    issues.push(
      issue(
        "testdata/",
        "missing-test",
        "no tests: add 1.in/1.out …",
        "没有测试数据：请添加 1.in、1.out 等文件",
      ),
    );
  }
  if (issues.length > before || timeLimitMs === null || memoryLimitBytes === null || checker === null)
    return null;
  return {
    checker,
    ...(subtasks ? { subtasks } : {}),
    timeLimitMs,
    memoryLimitBytes,
    tests,
  };
}

function limit(
  value: string | number,
  parse: (v: string | number) => number | null,
  max: number,
  field: "time" | "memory",
  issues: PackageIssue[],
): number | null {
  const parsed = parse(value);
  const zh = field === "time" ? "时间限制" : "内存限制";
  if (parsed === null || parsed <= 0) {
    issues.push(
      issue(
        "testdata/config.yaml",
        "invalid-field",
        `cannot read ${field} '${value}'`,
        `${zh}「${value}」看不懂，请写成 ${field === "time" ? "1s 或 500ms" : "256m"}`,
        field,
      ),
    );
    return null;
  }
  if (parsed > max) {
    issues.push(
      issue(
        "testdata/config.yaml",
        "invalid-field",
        `${field} '${value}' is above our limit`,
        `${zh}「${value}」太大了`,
        field,
      ),
    );
    return null;
  }
  return parsed;
}

function readChecker(
  config: ConfigYaml,
  text: (path: string) => string | null,
  issues: PackageIssue[],
): Checker | null {
  const file = "testdata/config.yaml";
  switch (config.checker_type) {
    case "default":
      return { kind: "default" };
    case "strict":
      return { kind: "exact" };
    case "real":
    case "float":
      return {
        kind: "float",
        absolute: config.tolerance?.absolute ?? 1e-6,
        relative: config.tolerance?.relative ?? 1e-6,
      };
    case "testlib": {
      const ref = config.checker;
      if (ref === undefined) {
        issues.push(
          issue(
            file,
            "invalid-field",
            "checker_type testlib needs a checker file",
            "checker_type 为 testlib 时需要给出 checker 文件",
            "checker",
          ),
        );
        return null;
      }
      const name = typeof ref === "string" ? ref : ref.file;
      const language = checkerLanguage(name, typeof ref === "string" ? undefined : ref.lang);
      if (language === null) {
        issues.push(
          issue(
            file,
            "unsupported",
            `checker '${name}' is neither C++ nor Python`,
            `检查器「${name}」只能用 C++ 或 Python 编写`,
            "checker",
          ),
        );
        return null;
      }
      const source = text(`testdata/${name}`);
      if (source === null) {
        issues.push(issue(`testdata/${name}`, "missing-file", "checker file is missing", "找不到检查器文件"));
        return null;
      }
      return { kind: "special", language, source };
    }
    default:
      issues.push(
        issue(
          file,
          "unsupported",
          `checker_type '${config.checker_type}' is not supported (default, strict, real, testlib)`,
          `暂不支持 ${config.checker_type} 检查方式（可用 default、strict、real、testlib）`,
          "checker_type",
        ),
      );
      return null;
  }
}

function checkerLanguage(name: string, lang: string | undefined): "cpp" | "python" | null {
  const hint = (lang ?? name.split(".").pop() ?? "").toLowerCase();
  if (/^(cc|cpp|cxx|c\+\+)/.test(hint)) return "cpp";
  if (/^py/.test(hint)) return "python";
  return null;
}

function readTestFile(
  name: string,
  files: PackageFiles,
  text: (path: string) => string | null,
  issues: PackageIssue[],
): string | null {
  const path = `testdata/${name}`;
  if (!files.has(path)) {
    issues.push(
      issue(
        path,
        "missing-test",
        "test file named in config.yaml is missing",
        "config.yaml 里写到的测试文件不存在",
      ),
    );
    return null;
  }
  return text(path);
}

/** Hydro's automatic pairing: `x.in` with `x.out` (or `x.ans`), in natural order (2 before 10). */
function pairTestFiles(files: PackageFiles): { input: string; output: string | null }[] {
  const names = [...files.keys()]
    .filter((p) => p.startsWith("testdata/") && !p.slice("testdata/".length).includes("/"))
    .map((p) => p.slice("testdata/".length));
  const present = new Set(names);
  return names
    .filter((n) => n.endsWith(".in"))
    .sort(new Intl.Collator("en", { numeric: true }).compare)
    .map((input) => {
      const stem = input.slice(0, -".in".length);
      const output = [`${stem}.out`, `${stem}.ans`].find((n) => present.has(n)) ?? null;
      return { input, output };
    });
}
