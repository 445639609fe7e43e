import { execFileSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, matchesGlob } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import localeList from "../../locales/locales.json" with { type: "json" };
import { buildIfStale, type PackedPackage, packPackage } from "./packed-package.ts";
import { expectCompiledCatalogs } from "./shipped-catalogs.ts";

/**
 * Issue 23, item 3: `@qisi/studio` as a partner installs it. The tarball carries the studios'
 * build, their workers, the prebuilt Scratch frame (scratch-gui inside it, not a dependency) and
 * the tools that put Pyodide and the frame on the partner's origin; its declarations compile in
 * a fresh consumer project that has only the tarballs and their declared dependencies.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));
const megabytes = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MB`;

/** Bare imports at the top level of a bundle (not inside strings or comments of its code). */
const topLevelImports = (code: string) =>
  [...code.matchAll(/^(?:import|export)\b[^;\n]*?\bfrom\s*"([^"]+)"|^import\s*"([^"]+)"/gm)].map(
    (match) => (match[1] ?? match[2]) as string,
  );

/**
 * The ids of the Lingui messages in a bundle the studios' build wrote (not minified): the macro's
 * `/** i18n *\/ { id }` and the `{ id, message }` descriptors of @qisi/judge's explanations.
 */
const messageIds = (code: string) => [
  ...[...code.matchAll(/\/\*\*?\s*i18n\s*\*\/\s*\{\s*id: "([^"]+)"/g)].map((match) => match[1] as string),
  ...[...code.matchAll(/\bid: "([^"]+)",\s*message: /g)].map((match) => match[1] as string),
];

/** The studios' own scripts: not the catalogs, the Node tools or scratch-gui's prebuilt bundles. */
const isStudioScript = (file: string) =>
  file.endsWith(".js") && !/^dist\/(locales|partner|frame\/scratch-(gui|vm))\//.test(file);

describe("the packed @qisi/studio", () => {
  let workDir: string;
  let studio: PackedPackage;
  const packed: Record<string, PackedPackage> = {};

  beforeAll(() => {
    workDir = mkdtempSync(join(tmpdir(), "qisi-studio-pack-"));
    for (const pkg of ["api", "ui", "studio"]) {
      const packageDir = join(root, "packages", pkg);
      buildIfStale(packageDir);
      const destination = join(workDir, pkg);
      mkdirSync(destination);
      packed[pkg] = packPackage(packageDir, destination);
    }
    studio = packed.studio as PackedPackage;
    // Printed for issue 23's note.
    console.log(
      `@qisi/studio: ${megabytes(studio.tarballBytes)} packed, ${megabytes(studio.unpackedBytes)} unpacked, ${studio.files.length} files`,
    );
  }, 600_000);

  afterAll(() => rmSync(workDir, { recursive: true, force: true }));

  it("ships the studios' build, their stylesheet and a self-contained file per worker", () => {
    for (const file of ["dist/index.js", "dist/cpp.js", "dist/style.css", "dist/partner/vite.js"])
      expect(studio.files).toContain(file);
    const workers = studio.files.filter((file) => file.startsWith("dist/workers/") && file.endsWith(".js"));
    for (const worker of ["pyodide.worker", "cpp.worker", "editor.worker"])
      expect(
        workers.some((file) => file.includes(worker)),
        worker,
      ).toBe(true);
    // A worker starts from its URL alone: no bare imports, no sibling chunks to follow.
    for (const worker of workers) {
      const code = studio.read(worker);
      expect(topLevelImports(code), worker).toEqual([]);
      expect(code, worker).not.toMatch(/\bimport\(\s*["']\.\.?\//);
    }
    // The entries name the worker files beside them, so the partner's bundler copies them.
    const entries = `${studio.read("dist/index.js")}${studio.read("dist/cpp.js")}`;
    for (const worker of workers.filter((file) => !file.includes("editor.worker")))
      expect(entries).toContain(`"${worker.replace(/^dist\//, "")}"`);
  });

  it("ships the Scratch frame prebuilt: the page, its script and scratch-gui's bundle and media", () => {
    const page = "dist/frame/studio/scratch/frame.html";
    expect(studio.files).toContain(page);
    const html = studio.read(page);
    // Files, not the API: the library it preloads (`/api/scratch/library`) is our server's answer.
    const referenced = [...html.matchAll(/(?:src|href)="\/([^"]+)"/g)]
      .map((match) => match[1]!)
      .filter((path) => !path.startsWith("api/"))
      .map((path) => `dist/frame/${path}`);
    expect(referenced.length).toBeGreaterThanOrEqual(2);
    expect(html).toContain('href="/api/scratch/library"');
    for (const file of referenced) expect(studio.files, `${page} loads ${file}`).toContain(file);
    for (const file of [
      "dist/frame/scratch-gui/15.1.1/scratch-gui-standalone.js",
      "dist/frame/scratch-gui/15.1.1/LICENSE.txt",
      "dist/frame/scratch-vm/15.1.1/scratch-vm.js",
    ])
      expect(studio.files).toContain(file);
    expect(studio.files.some((file) => file.startsWith("dist/frame/scratch-gui/15.1.1/static/"))).toBe(true);
  });

  it("lists every module that imports for effect as a side effect, so a bundler keeps it", () => {
    // Monaco's language registrations are imported for effect by re-exporting chunks: a bundler that
    // skips side-effect-free re-exports would drop them (no C++ highlighting).
    const sideEffects = studio.manifest.sideEffects as string[];
    const scripts = studio.files.filter((file) => /^dist\/(chunks\/)?[^/]+\.js$/.test(file));
    for (const script of scripts) {
      if (!/^import\s*"[^"]+";$/m.test(studio.read(script))) continue;
      expect(
        sideEffects.some((pattern) => matchesGlob(script, pattern.replace(/^\.\//, ""))),
        script,
      ).toBe(true);
    }
  });

  it("depends on published packages only: no workspace: ranges, no scratch-gui, no private @qisi/judge", () => {
    const dependencies = { ...studio.manifest.dependencies, ...studio.manifest.peerDependencies };
    for (const [name, range] of Object.entries(dependencies)) expect(range, name).not.toMatch(/^workspace:/);
    expect(Object.keys(dependencies)).not.toContain("@qisi/judge");
    expect(Object.keys(dependencies)).not.toContain("@scratch/scratch-gui");
    expect(Object.keys(dependencies)).not.toContain("@scratch/scratch-vm");
    expect(studio.manifest.dependencies?.["@qisi/api"]).toBe(`^${packed.api?.manifest.version}`);
  });

  describe("its catalogs, `@qisi/studio/locales/<code>` (issue 23: the built studios carry ids only)", () => {
    const importShipped = (file: string) => import(pathToFileURL(studio.pathOf(file)).href);

    it("ships a compiled catalog and its declaration for each of the 17 locales", () => {
      for (const { code } of localeList) {
        expect(studio.files).toContain(`dist/locales/${code}.js`);
        expect(studio.files).toContain(`dist/locales/${code}.d.ts`);
      }
    });

    it("has, in every locale, each message the built studios show, compiled (zh-CN's where untranslated)", async () => {
      const ids = new Set(
        studio.files.filter(isStudioScript).flatMap((file) => messageIds(studio.read(file))),
      );
      expect(ids.size).toBeGreaterThan(100);
      const source = await expectCompiledCatalogs(importShipped, ids);
      // The studios' messages and nothing more: @qisi/ui's ship with @qisi/ui.
      expect(Object.keys(source).sort()).toEqual([...ids].sort());
    });
  });

  describe("in a fresh consumer project", () => {
    let consumer: string;

    /** The partner's node_modules: the three tarballs, and for the rest the workspace's installed copies. */
    beforeAll(() => {
      consumer = join(workDir, "consumer");
      mkdirSync(join(consumer, "node_modules", "@qisi"), { recursive: true });
      const linked = new Set<string>();
      for (const [pkg, unpacked] of Object.entries(packed)) {
        renameSync(unpacked.root, join(consumer, "node_modules", "@qisi", pkg));
        const wanted = [
          ...Object.keys(unpacked.manifest.dependencies ?? {}),
          ...Object.keys(unpacked.manifest.peerDependencies ?? {}),
        ];
        for (const name of [...wanted, "@types/react", "@types/react-dom", "@types/node"]) {
          if (name.startsWith("@qisi/") || linked.has(name)) continue;
          const found = [
            join(root, "packages", pkg, "node_modules", name),
            join(root, "node_modules", name),
          ].find((path) => existsSync(path));
          if (!found) continue;
          mkdirSync(dirname(join(consumer, "node_modules", name)), { recursive: true });
          symlinkSync(realpathSync(found), join(consumer, "node_modules", name));
          linked.add(name);
        }
      }
    });

    it("compiles its declarations against every published entry", () => {
      const studioDir = join(consumer, "node_modules", "@qisi", "studio");
      const entries = Object.keys(studio.manifest.exports as Record<string, unknown>)
        .filter((entry) => !entry.endsWith(".css"))
        // A subpath pattern stands for its files: `./locales/*` for each locale's catalog.
        .map((entry) => entry.replace("*", "zh-CN"));
      const source = [
        ...entries.map((entry, index) => `import * as entry${index} from "@qisi/studio${entry.slice(1)}";`),
        'import { PythonStudio, ScratchStudio } from "@qisi/studio";',
        'import { qisiStudio } from "@qisi/studio/vite";',
        `export const plugins = [qisiStudio({ python: true, scratch: true })];`,
        `export const page = <><PythonStudio initialCode={'print("你好")'} /><ScratchStudio /></>;`,
        `export const all = [${entries.map((_, index) => `entry${index}`).join(", ")}];`,
      ].join("\n");
      const file = join(consumer, "partner.tsx");
      writeFileSync(file, source);
      const program = ts.createProgram([file], {
        strict: true,
        noEmit: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        jsx: ts.JsxEmit.ReactJSX,
        lib: ["lib.es2023.d.ts", "lib.dom.d.ts", "lib.dom.iterable.d.ts"],
        types: ["node"],
        // Our declarations are checked in full; other packages' are theirs to check.
        skipLibCheck: false,
      });
      const errors = ts
        .getPreEmitDiagnostics(program)
        .filter((diagnostic) => {
          const path = diagnostic.file?.fileName ?? "";
          return path === file || path.startsWith(studioDir) || !diagnostic.file;
        })
        .map((diagnostic) => {
          const where = diagnostic.file?.fileName.replace(`${consumer}/`, "") ?? "";
          return `${where}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n")}`;
        });
      expect(errors).toEqual([]);
      // Declarations were resolved from dist/, not from sources that do not ship.
      const ours = program.getSourceFiles().filter((source) => source.fileName.startsWith(studioDir));
      expect(ours.length).toBeGreaterThan(0);
      for (const declaration of ours) expect(declaration.fileName).toMatch(/\/dist\/.+\.d\.ts$/);
      // Checking the dependencies' declarations too (skipLibCheck off) takes 1.5–2.5 min on a busy 2-core machine.
    }, 300_000);

    it("shows the Python studio in Chinese inside QisiProvider given both packages' catalogs, never ids", () => {
      const script = join(consumer, "render-python-studio.mjs");
      writeFileSync(
        script,
        [
          'import { createElement as h } from "react";',
          'import { renderToString } from "react-dom/server";',
          'import { QisiProvider } from "@qisi/ui";',
          'import { messages as uiMessages } from "@qisi/ui/locales/zh-CN";',
          'import { PythonStudio } from "@qisi/studio";',
          'import { messages as studioMessages } from "@qisi/studio/locales/zh-CN";',
          "const page = (messages) =>",
          "  renderToString(h(QisiProvider, { messages }, h(PythonStudio, { initialCode: 'print(1)' })));",
          "console.log(JSON.stringify({ both: page([uiMessages, studioMessages]), uiOnly: page(uiMessages), ids: Object.keys(studioMessages) }));",
        ].join("\n"),
      );
      const { both, uiOnly, ids } = JSON.parse(
        execFileSync("node", [script], { cwd: consumer, encoding: "utf8" }),
      ) as { both: string; uiOnly: string; ids: string[] };
      for (const text of ["运行", "停止", "Python 正在准备中…", "Python 代码编辑器", "输出"])
        expect(both).toContain(text);
      const shownIds = (html: string) =>
        ids.filter((id) => html.includes(`>${id}<`) || html.includes(`"${id}"`));
      expect(shownIds(both)).toEqual([]);
      // Without the studio's catalog a partner would see ids: what this test guards against.
      expect(shownIds(uiOnly).length).toBeGreaterThan(0);
    }, 60_000);

    it("copies Pyodide and the Scratch frame into a public folder with qisi-studio-assets", () => {
      const bin = studio.manifest.bin?.["qisi-studio-assets"];
      expect(bin).toBeDefined();
      const output = execFileSync(
        "node",
        [join(consumer, "node_modules", "@qisi", "studio", bin as string), "public"],
        { cwd: consumer, encoding: "utf8" },
      );
      expect(output).toMatch(/copied to/);
      const publicDir = join(consumer, "public");
      for (const file of [
        "pyodide/314.0.7/pyodide.asm.wasm",
        "pyodide/314.0.7/python_stdlib.zip",
        "studio/scratch/frame.html",
        "scratch-gui/15.1.1/scratch-gui-standalone.js",
      ])
        expect(existsSync(join(publicDir, file)), file).toBe(true);
      // Source maps stay in the package.
      const frameScripts = readdirSync(join(publicDir, "qisi-scratch-frame"));
      expect(frameScripts.filter((name) => name.endsWith(".map"))).toEqual([]);
    }, 120_000);
  });
});
