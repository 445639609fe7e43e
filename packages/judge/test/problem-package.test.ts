import { mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { strToU8, zipSync } from "fflate";
import { afterAll, describe, expect, it } from "vitest";
import {
  type PackageFiles,
  ProblemPackageError,
  parseMemoryBytes,
  parseProblemFiles,
  parseTimeMs,
  readProblemFolder,
  readProblemZip,
  unzipPackage,
  writeProblemZip,
} from "../src/problem/index.ts";

const STATEMENT = `# 题目描述

小明有两个苹果篮子。

## 样例

\`\`\`input1
1 2
\`\`\`

\`\`\`output1
3
\`\`\`
`;

function files(overrides: Record<string, string | Uint8Array | null> = {}): Map<string, Uint8Array> {
  const base: Record<string, string | Uint8Array | null> = {
    "problem.yaml":
      "pid: a-plus-b\ntitle: 两个篮子\ntag: [输入输出]\ndifficulty: 1\nlevel: 1\nlanguages: [cpp, python]\n",
    "problem.md": STATEMENT,
    "testdata/config.yaml": "time: 1s\nmemory: 128m\n",
    "testdata/1.in": "1 2\n",
    "testdata/1.out": "3\n",
    "testdata/2.in": "5 5\n",
    "testdata/2.out": "10\n",
    "testdata/10.in": "0 0\n",
    "testdata/10.out": "0\n",
    ...overrides,
  };
  const map = new Map<string, Uint8Array>();
  for (const [path, value] of Object.entries(base)) {
    if (value !== null) map.set(path, typeof value === "string" ? strToU8(value) : value);
  }
  return map;
}

function issuesOf(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof ProblemPackageError) return error.issues;
    throw error;
  }
  throw new Error("expected a ProblemPackageError");
}

describe("Hydro limits", () => {
  it("reads time and memory the way Hydro's parseTimeMS/parseMemoryMB do", () => {
    expect([
      parseTimeMs("1s"),
      parseTimeMs("500ms"),
      parseTimeMs("1.5s"),
      parseTimeMs("2000"),
      parseTimeMs(700),
    ]).toEqual([1000, 500, 1500, 2000, 700]);
    expect(parseTimeMs("fast")).toBeNull();
    const mib = 1024 * 1024;
    expect([
      parseMemoryBytes("256m"),
      parseMemoryBytes("512MB"),
      parseMemoryBytes("1g"),
      parseMemoryBytes(64),
      parseMemoryBytes("1536k"),
    ]).toEqual([256 * mib, 512 * mib, 1024 * mib, 64 * mib, 2 * mib]);
    expect(parseMemoryBytes("lots")).toBeNull();
  });
});

describe("given a package in Hydro's layout", () => {
  it("reads title, tags, level, samples and the judge's Problem with tests in natural order", () => {
    const pkg = parseProblemFiles(files());
    expect(pkg).toMatchObject({
      id: "a-plus-b",
      title: "两个篮子",
      tags: ["输入输出"],
      difficulty: 1,
      level: 1,
      languages: ["cpp", "python"],
    });
    expect(pkg.samples).toEqual([{ input: "1 2\n", output: "3\n" }]);
    expect(pkg.judge).toEqual({
      checker: { kind: "default" },
      timeLimitMs: 1000,
      memoryLimitBytes: 128 * 1024 * 1024,
      tests: [
        { input: "1 2\n", output: "3\n" },
        { input: "5 5\n", output: "10\n" },
        { input: "0 0\n", output: "0\n" },
      ],
    });
  });

  it("takes the id from the folder when problem.yaml has no pid, and Hydro's defaults without config.yaml", () => {
    const pkg = parseProblemFiles(
      files({ "problem.yaml": "title: 两个篮子\n", "testdata/config.yaml": null }),
      "from-folder",
    );
    expect(pkg).toMatchObject({
      id: "from-folder",
      level: null,
      difficulty: null,
      tags: [],
      languages: ["cpp", "python"],
    });
    expect(pkg.judge.timeLimitMs).toBe(1000);
    expect(pkg.judge.memoryLimitBytes).toBe(256 * 1024 * 1024);
  });

  it("maps checker_type strict, real and testlib onto the judge's Checker", () => {
    expect(
      parseProblemFiles(files({ "testdata/config.yaml": "checker_type: strict\n" })).judge.checker,
    ).toEqual({ kind: "exact" });
    expect(
      parseProblemFiles(
        files({ "testdata/config.yaml": "checker_type: real\ntolerance: {absolute: 0.01}\n" }),
      ).judge.checker,
    ).toEqual({ kind: "float", absolute: 0.01, relative: 1e-6 });
    const special = parseProblemFiles(
      files({
        "testdata/config.yaml": "checker_type: testlib\nchecker: chk.cc\n",
        "testdata/chk.cc": "int main(){}\n",
      }),
    );
    expect(special.judge.checker).toEqual({ kind: "special", language: "cpp", source: "int main(){}\n" });
  });

  it("accepts a subtask that repeats the problem's limits in another spelling", () => {
    const config =
      "time: 1s\nmemory: 128m\nsubtasks:\n  - score: 100\n    time: 1000ms\n    memory: 128\n    cases: [{input: 1.in, output: 1.out}]\n";
    expect(parseProblemFiles(files({ "testdata/config.yaml": config })).judge.subtasks).toHaveLength(1);
  });

  it("maps subtasks to 1-based test indexes", () => {
    const config =
      "subtasks:\n  - score: 40\n    cases: [{input: 1.in, output: 1.out}]\n  - score: 60\n    type: sum\n    cases: [{input: 2.in, output: 2.out}, {input: 10.in, output: 10.out}]\n";
    const pkg = parseProblemFiles(files({ "testdata/config.yaml": config }));
    expect(pkg.judge.subtasks).toEqual([
      { id: 1, score: 40, type: "min", cases: [1] },
      { id: 2, score: 60, type: "sum", cases: [2, 3] },
    ]);
  });

  it("reports every problem at once, each with its file, field and a Chinese reason", () => {
    const issues = issuesOf(() =>
      parseProblemFiles(
        files({
          "problem.yaml": "title: ''\nlevel: 9\n",
          "problem.md": "```input1\n1\n```\n",
          "testdata/config.yaml": "time: fast\nchecker_type: lemon\n",
          "testdata/2.out": null,
        }),
      ),
    );
    const brief = issues.map((i) => [i.file, i.field ?? "", i.code]);
    expect(brief).toEqual(
      expect.arrayContaining([
        ["problem.yaml", "title", "invalid-field"],
        ["problem.yaml", "level", "invalid-field"],
        ["problem.md", "", "bad-sample"],
        ["testdata/config.yaml", "time", "invalid-field"],
        ["testdata/config.yaml", "checker_type", "unsupported"],
        ["testdata/2.in", "", "missing-test"],
      ]),
    );
    for (const i of issues) expect(i.messageZh).toMatch(/[\u4e00-\u9fff]/);
  });

  it("refuses what our judge cannot honour instead of judging it differently", () => {
    const config =
      "filename: paper\nsubtasks:\n  - score: 50\n    type: max\n    if: [2]\n    time: 2s\n    cases: [{input: 1.in, output: 1.out}]\n";
    const fields = issuesOf(() => parseProblemFiles(files({ "testdata/config.yaml": config }))).map(
      (i) => i.field,
    );
    expect(fields).toEqual(
      expect.arrayContaining(["filename", "subtasks.0.type", "subtasks.0.if", "subtasks.0.time", "subtasks"]),
    );
  });

  it("names a file that is not UTF-8 and a statement that is missing", () => {
    const issues = issuesOf(() =>
      parseProblemFiles(files({ "testdata/1.in": new Uint8Array([0xff, 0xfe, 0x00]), "problem.md": null })),
    );
    expect(issues.map((i) => [i.file, i.code])).toEqual(
      expect.arrayContaining([
        ["testdata/1.in", "not-utf8"],
        ["problem.md", "missing-file"],
      ]),
    );
  });
});

function zipOf(map: PackageFiles, prefix = ""): Uint8Array {
  const entries: Record<string, Uint8Array> = {};
  for (const [path, data] of map) entries[prefix + path] = data;
  return zipSync(entries);
}

describe("problem zips", () => {
  it("round-trips: a written zip reads back as the same package, subtasks and checker included", () => {
    const config =
      "checker_type: testlib\nchecker: chk.py\nsubtasks:\n  - score: 30\n    cases: [{input: 10.in, output: 10.out}]\n  - score: 70\n    type: sum\n    cases: [{input: 1.in, output: 1.out}, {input: 2.in, output: 2.out}]\n";
    const original = parseProblemFiles(
      files({ "testdata/config.yaml": config, "testdata/chk.py": "print('ok')\n" }),
    );
    const zip = writeProblemZip(original);
    expect(readProblemZip(zip)).toEqual(original);
    expect(writeProblemZip(readProblemZip(zip))).toEqual(zip);
  });

  it("reads a zip whose files sit in one top folder (Hydro's export) and takes the id from it", () => {
    const pkg = readProblemZip(zipOf(files({ "problem.yaml": "title: 两个篮子\n" }), "gesp9-007/"));
    expect(pkg.id).toBe("gesp9-007");
  });

  it("stops a zip bomb by counting inflated bytes, even when the archive lies about sizes", () => {
    const bomb = zipSync({ "testdata/1.in": new Uint8Array(8 * 1024 * 1024) }, { level: 9 });
    expect(bomb.length).toBeLessThan(20_000);
    // Rewrite the sizes the local and central headers declare to 1 byte.
    const lying = bomb.slice();
    const view = new DataView(lying.buffer);
    for (let i = 0; i < lying.length - 4; i++) {
      const sig = view.getUint32(i, true);
      if (sig === 0x04034b50) view.setUint32(i + 22, 1, true);
      if (sig === 0x02014b50) view.setUint32(i + 24, 1, true);
    }
    for (const archive of [bomb, lying]) {
      const issues = issuesOf(() => unzipPackage(archive, { maxEntries: 10, maxTotalBytes: 1024 * 1024 }));
      expect(issues[0]?.code).toBe("zip-too-large");
    }
  });

  it("refuses too many entries", () => {
    const many: Record<string, Uint8Array> = {};
    for (let i = 0; i < 50; i++) many[`testdata/${i}.in`] = strToU8("1");
    const issues = issuesOf(() =>
      unzipPackage(zipSync(many), { maxEntries: 20, maxTotalBytes: 1024 * 1024 }),
    );
    expect(issues[0]?.code).toBe("zip-too-many-entries");
  });

  it.each([
    "../evil.txt",
    "testdata/../../evil.txt",
    "/etc/passwd",
    "C:/Windows/x",
    "..\\evil.txt",
    "./problem.yaml",
  ])("refuses the path %s", (name) => {
    const issues = issuesOf(() => unzipPackage(zipSync({ [name]: strToU8("x") })));
    expect(issues[0]).toMatchObject({ code: "zip-unsafe-path", file: name });
  });

  it("says a broken archive is not a zip", () => {
    expect(issuesOf(() => unzipPackage(strToU8("this is not a zip")))[0]?.code).toBe("zip-corrupt");
    const zip = zipOf(files());
    expect(issuesOf(() => unzipPackage(zip.slice(0, zip.length / 2)))[0]?.code).toBe("zip-corrupt");
  });
});

describe("problem folders", () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  async function folder(map: PackageFiles): Promise<string> {
    const root = await mkdtemp(join(tmpdir(), "qisi-problem-"));
    dirs.push(root);
    const dir = join(root, "gesp1-999");
    for (const [path, data] of map) {
      await mkdir(dirname(join(dir, path)), { recursive: true });
      await writeFile(join(dir, path), data);
    }
    return dir;
  }

  it("reads a folder like the zip of the same files, ignoring the author's solutions", async () => {
    const map = files({ "problem.yaml": "title: 两个篮子\nlevel: 1\n" });
    const dir = await folder(new Map([...map, ["solutions/std.cpp", strToU8("int main(){}")]]));
    const pkg = await readProblemFolder(dir);
    expect(pkg.id).toBe("gesp1-999");
    expect(pkg).toEqual(readProblemZip(zipOf(map), { id: "gesp1-999" }));
  });

  it("refuses a test that is a symbolic link (it could point anywhere)", async () => {
    const dir = await folder(files({ "testdata/2.in": null }));
    await symlink("/etc/passwd", join(dir, "testdata/2.in"));
    await expect(readProblemFolder(dir)).rejects.toThrow(ProblemPackageError);
  });
});
