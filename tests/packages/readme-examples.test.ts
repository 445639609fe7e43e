import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Issue 23: every TypeScript example in the published packages' READMEs compiles against what the
 * package ships (its `exports`' types in dist/, as a partner's editor sees them), so an example
 * that calls a function we do not have fails here. Each ```ts / ```tsx block is one module; names
 * that belong to the partner's own app are declared in the example itself.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));
const workDir = join(root, ".test-output/readme-examples");
const packages = ["api", "ui", "studio"] as const;

interface Example {
  name: string;
  readmeLine: number;
  code: string;
  tsx: boolean;
}

/** The ```ts and ```tsx blocks of a README, with the line each starts on. */
function examplesOf(pkg: (typeof packages)[number]): Example[] {
  const lines = readFileSync(join(root, "packages", pkg, "README.md"), "utf8").split("\n");
  const examples: Example[] = [];
  for (let index = 0; index < lines.length; index++) {
    const fence = lines[index]?.match(/^```(ts|tsx)\s*$/);
    if (!fence) continue;
    const end = lines.indexOf("```", index + 1);
    examples.push({
      name: `${pkg}-README-line-${index + 1}`,
      readmeLine: index + 1,
      code: lines.slice(index + 1, end).join("\n"),
      tsx: fence[1] === "tsx",
    });
    index = end;
  }
  return examples;
}

/** A partner's project: the packages under node_modules/@qisi, resolved through their `exports`. */
function partnerProject(): string {
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(join(workDir, "node_modules/@qisi"), { recursive: true });
  for (const pkg of packages)
    symlinkSync(join(root, "packages", pkg), join(workDir, "node_modules/@qisi", pkg));
  return workDir;
}

function compile(files: string[]): string[] {
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    lib: ["lib.es2022.d.ts", "lib.dom.d.ts", "lib.dom.iterable.d.ts"],
    types: [],
    // The packages' own declarations are checked by their builds; here, only the examples' use of them.
    skipLibCheck: true,
    isolatedModules: true,
  });
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n");
    if (!diagnostic.file || diagnostic.start === undefined) return message;
    const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    return `${diagnostic.file.fileName.replace(`${workDir}/`, "")} (example line ${line + 1}): ${message}`;
  });
}

describe("the READMEs' examples", () => {
  const examples = packages.flatMap(examplesOf);

  it("are there to check: each published package's README shows how it is used", () => {
    for (const pkg of packages)
      expect(
        examples.some((e) => e.name.startsWith(`${pkg}-`)),
        pkg,
      ).toBe(true);
  });

  const write = (dir: string, example: Example) => {
    const file = join(dir, `${example.name}.${example.tsx ? "tsx" : "ts"}`);
    // Each example is a module of its own, whether or not it imports anything.
    writeFileSync(file, `${example.code}\nexport {};\n`);
    return file;
  };

  it("compile against what the packages ship", () => {
    const dir = partnerProject();
    expect(compile(examples.map((example) => write(dir, example)))).toEqual([]);
  }, 120_000);

  it("would fail on a call to a function the package does not have", () => {
    const dir = partnerProject();
    const file = join(dir, "missing.ts");
    writeFileSync(
      file,
      'import { createQisiClient } from "@qisi/api";\nawait createQisiClient().requestSms("1");\nexport {};\n',
    );
    expect(compile([file]).join("\n")).toContain("requestSms");
  }, 120_000);
});
