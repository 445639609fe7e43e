import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, matchesGlob } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import localeList from "../../locales/locales.json" with { type: "json" };
import { unscopedSelectors } from "./css-scope.ts";
import {
  buildIfStale,
  exportConditions,
  exportTargets,
  importedPackages,
  type PackedPackage,
  packPackage,
} from "./packed-package.ts";
import { expectCompiledCatalogs } from "./shipped-catalogs.ts";

/**
 * Issue 23: partners install our packages from their tarballs. Each package is packed as a release
 * would pack it, and the tarball is judged as a partner's install would see it.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));
interface Published {
  name: string;
  dir: string;
  peers: string[];
  licence: "MIT" | "AGPL-3.0-only";
  /** Entries only the workspace imports (the server's Node checker): left out of the published `exports`. */
  workspaceOnly?: string[];
}

const licenceHeaders = {
  MIT: /^MIT License\n\nCopyright \(c\) 2026 启思编程 \(Qisi Code\)\n/,
  "AGPL-3.0-only":
    /Copyright \(C\) 2026 启思编程 \(Qisi Code\)\n[\s\S]*GNU AFFERO GENERAL PUBLIC LICENSE\n\s*Version 3/,
};

const published: Published[] = [
  { name: "@qisi/api", dir: "packages/api", peers: [], licence: "MIT" },
  // The app's own React and Lingui: one copy each, so the I18nProvider context is the one ui reads.
  {
    name: "@qisi/ui",
    dir: "packages/ui",
    peers: ["@lingui/core", "@lingui/react", "react", "react-dom"],
    licence: "MIT",
  },
  // Vite only for `@qisi/studio/vite` (an optional peer): the copy command serves other bundlers.
  {
    name: "@qisi/studio",
    dir: "packages/studio",
    peers: ["@lingui/core", "@lingui/react", "react", "react-dom", "vite"],
    licence: "AGPL-3.0-only",
    workspaceOnly: ["./checks/scratch/node"],
  },
];

/**
 * Files shipped as their authors built them, not compiled by us: scratch-gui's and scratch-vm's
 * prebuilt bundles inside the Scratch frame (their licences beside them, no source maps).
 */
const isVendored = (path: string) => /^dist\/frame\/scratch-(gui|vm)\//.test(path);

/** A chunk that only re-exports and imports for effect has no code of ours to map. */
const onlyReexports = (code: string) =>
  code
    .replace(/\/\/# sourceMappingURL=.*$/m, "")
    .split("\n")
    .every((line) => /^\s*$|^export \{[^}]*\} from "[^"]+";$|^import "[^"]+";$/.test(line));

/**
 * Rolldown's own helpers (CommonJS interop for re2-wasm), which it writes without a map:
 * no source of ours is in them, and they name themselves on their first line.
 */
const isBundlerRuntime = (code: string) => code.startsWith("// \\0rolldown/runtime.js");

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const isFont = (path: string) => /\.(woff2?|ttf|otf)$/.test(path);

/** Each package packed once for the whole file, as a release would pack it. */
const packs = new Map<string, { destination: string; packed: PackedPackage }>();
function packedPackage(name: string, dir: string): PackedPackage {
  const known = packs.get(name);
  if (known) return known.packed;
  const packageDir = join(root, dir);
  buildIfStale(packageDir);
  const destination = mkdtempSync(join(tmpdir(), "qisi-pack-"));
  const packed = packPackage(packageDir, destination);
  packs.set(name, { destination, packed });
  // Printed, not asserted: issue 23 records the sizes (@qisi/ui aims at 300 KB without fonts).
  const fontBytes = packed.files.filter(isFont).reduce((sum, file) => sum + packed.sizeOf(file), 0);
  console.log(
    `${name}: ${kilobytes(packed.tarballBytes)} packed, ${kilobytes(packed.unpackedBytes)} unpacked, ${packed.files.length} files, fonts ${kilobytes(fontBytes)} unpacked`,
  );
  return packed;
}

afterAll(() => {
  for (const { destination } of packs.values()) rmSync(destination, { recursive: true, force: true });
});

describe.each(published)("the packed $name", ({ name, dir, peers, licence, workspaceOnly = [] }) => {
  const packageDir = join(root, dir);
  let packed: PackedPackage;

  beforeAll(() => {
    packed = packedPackage(name, dir);
  }, 180_000);

  it("is the package of that name", () => {
    expect(packed.manifest.name).toBe(name);
  });

  it("ships every entry compiled to dist/, with its declarations", () => {
    for (const [entry, target] of Object.entries(packed.manifest.exports as Record<string, unknown>)) {
      if (typeof target === "string") continue; // a stylesheet: no JavaScript, no types
      const { import: code, types } = target as { import?: string; types?: string };
      expect(code, entry).toMatch(/^\.\/dist\/.+\.js$/);
      expect(types, entry).toMatch(/^\.\/dist\/.+\.d\.ts$/);
    }
  });

  it("exports only files that are in the tarball, none from src/ and no source condition", () => {
    const exports = packed.manifest.exports;
    expect(exportConditions(exports)).not.toContain("source");
    for (const target of exportTargets(exports)) {
      expect(target).not.toMatch(/^\.\/src\//);
      const file = target.replace(/^\.\//, "");
      // A subpath pattern (`./locales/*`) ships the files it stands for; the catalogs' test counts them.
      if (file.includes("*"))
        expect(
          packed.files.some((shipped) => matchesGlob(shipped, file)),
          target,
        ).toBe(true);
      else expect(packed.files).toContain(file);
    }
  });

  it("exports the workspace's entry points, each as the workspace builds it", () => {
    // A new entry added to `exports` but not to `publishConfig.exports` would go unpublished.
    const workspace = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8"));
    const withoutSource = JSON.parse(
      JSON.stringify(workspace.exports, (key, value) => (key === "source" ? undefined : value)),
    );
    for (const entry of workspaceOnly) delete withoutSource[entry];
    expect(packed.manifest.exports).toEqual(withoutSource);
  });

  it("ships a source map with the sources inside beside every script, since src/ does not ship", () => {
    const scripts = packed.files.filter((file) => /^dist\/.+\.js$/.test(file) && !isVendored(file));
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const code = packed.read(script);
      if (onlyReexports(code) || isBundlerRuntime(code)) continue;
      expect(packed.files).toContain(`${script}.map`);
      const map = JSON.parse(packed.read(`${script}.map`));
      expect(map.sourcesContent ?? [], script).toHaveLength(map.sources.length);
    }
  });

  it("ships a LICENSE with the licence its manifest names", () => {
    expect(packed.files).toContain("LICENSE");
    const text = packed.read("LICENSE");
    expect(packed.manifest.license).toBe(licence);
    expect(text).toMatch(licenceHeaders[licence]);
  });

  it("declares the peers the app provides", () => {
    expect(Object.keys(packed.manifest.peerDependencies ?? {}).sort()).toEqual([...peers].sort());
  });

  it("declares every package its built code imports, as a dependency or a peer with a range", () => {
    const declared = { ...packed.manifest.dependencies, ...packed.manifest.peerDependencies };
    const built = packed.files.filter((file) => /\.(js|d\.ts)$/.test(file) && !isVendored(file));
    for (const file of built) {
      for (const imported of importedPackages(packed.read(file))) {
        expect(declared, `${file} imports ${imported}`).toHaveProperty([imported]);
      }
    }
    for (const [peer, range] of Object.entries(packed.manifest.peerDependencies ?? {})) {
      expect(range, peer).toMatch(/^[\^~>]/);
    }
  });

  it("lists every stylesheet it ships as a side effect, so a bundler keeps them", () => {
    const sideEffects = packed.manifest.sideEffects;
    for (const stylesheet of packed.files.filter((file) => file.endsWith(".css"))) {
      const kept =
        sideEffects === true ||
        sideEffects === undefined ||
        (Array.isArray(sideEffects) &&
          sideEffects.some((pattern) => matchesGlob(stylesheet, pattern.replace(/^\.\//, ""))));
      expect(kept, stylesheet).toBe(true);
    }
  });
});

describe("the packed @qisi/ui in a partner's page", () => {
  let packed: PackedPackage;
  const importShipped = async (file: string) => import(pathToFileURL(packed.pathOf(file)).href);

  beforeAll(() => {
    packed = packedPackage("@qisi/ui", "packages/ui");
  }, 180_000);

  it("ships a compiled catalog and its declaration for each of the 17 locales", () => {
    for (const { code } of localeList) {
      expect(packed.files).toContain(`dist/locales/${code}.js`);
      expect(packed.files).toContain(`dist/locales/${code}.d.ts`);
    }
  });

  it("loads `@qisi/ui/locales/en`: its messages are a non-empty object", async () => {
    const { messages } = await importShipped("dist/locales/en.js");
    expect(messages).toBeTypeOf("object");
    expect(Object.keys(messages).length).toBeGreaterThan(0);
  });

  it("has, in every locale, each message its built code shows, compiled (zh-CN's where untranslated)", async () => {
    const built = packed.files.filter((file) => file.endsWith(".js") && !file.startsWith("dist/locales/"));
    const ids = new Set(
      built.flatMap((file) => [...packed.read(file).matchAll(/\bid:"([^"]+)",message:/g)].map((m) => m[1]!)),
    );
    expect(ids.size).toBeGreaterThan(100);
    await expectCompiledCatalogs(importShipped, ids);
  });

  it("styles nothing outside `.qisi-root` and its own classes, except in the opt-in global styles", () => {
    const stylesheets = packed.files.filter((file) => file.endsWith(".css"));
    expect(stylesheets).toContain("dist/index.css");
    for (const stylesheet of stylesheets.filter((file) => file !== "dist/global-styles.css")) {
      expect(unscopedSelectors(packed.read(stylesheet)), stylesheet).toEqual([]);
    }
  });

  it("keeps the page basics for our own site in the opt-in global styles, where the check above sees them", () => {
    const global = unscopedSelectors(packed.read("dist/global-styles.css"));
    expect(global).toEqual(expect.arrayContaining(["*", "html", "body", ":focus-visible", "a"]));
    expect(
      unscopedSelectors(
        "body{margin:0}.a>b{}.a + p{}@media print{body:has(.a) *{}}@keyframes k{0%{opacity:0}}",
      ),
    ).toEqual(["body", ".a + p", "body:has(.a) *"]);
  });
});
