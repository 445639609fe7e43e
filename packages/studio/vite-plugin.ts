import { createReadStream, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { contentTypeOf } from "./asset-content-type.ts";
import { precompressedSiblings } from "./precompress.ts";
import { pyodideFiles as files, pyodideVersion } from "./src/python/pyodide-version.ts";
import { scratchLibraryPath } from "./src/scratch/frame/frame-urls.ts";
import {
  scratchFramePath,
  scratchGuiBase,
  scratchGuiVersion,
  scratchVmBase,
  scratchVmVersion,
} from "./src/scratch/scratch-gui-version.ts";

const require = createRequire(import.meta.url);
const pyodideDir = dirname(require.resolve("pyodide/package.json"));
const { version } = JSON.parse(readFileSync(join(pyodideDir, "package.json"), "utf8")) as { version: string };
if (version !== pyodideVersion)
  throw new Error(`pyodide ${version} is installed but the studio expects ${pyodideVersion}`);

/** Where the site serves Pyodide; versioned so a new Pyodide never mixes with a cached old one. */
export const pyodideBase = `/pyodide/${version}/`;

const types: Record<string, string> = {
  mjs: "text/javascript",
  wasm: "application/wasm",
  zip: "application/zip",
  json: "application/json",
};

/**
 * Serves Pyodide's runtime files from our own origin: from node_modules under `vite dev`, and
 * copied into the build output by `vite build` with `.br`/`.gz` siblings, which the server sends
 * by Accept-Encoding with a year's immutable cache (the path carries the version). Never a CDN.
 */
export function pyodideAssets(): Plugin {
  return {
    name: "qisi-pyodide-assets",
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split("?")[0] ?? "";
        if (!path.startsWith(pyodideBase)) return next();
        const name = path.slice(pyodideBase.length);
        if (!files.includes(name)) return next();
        res.setHeader("content-type", types[name.split(".").pop() ?? ""] ?? "application/octet-stream");
        createReadStream(join(pyodideDir, name)).pipe(res);
      });
    },
    async generateBundle() {
      for (const name of files) {
        const fileName = `${pyodideBase.slice(1)}${name}`;
        const source = new Uint8Array(readFileSync(join(pyodideDir, name)));
        this.emitFile({ type: "asset", fileName, source });
        for (const sibling of await precompressedSiblings(fileName, source))
          this.emitFile({ type: "asset", ...sibling });
      }
    },
  };
}

// ── Scratch GUI ──────────────────────────────────────────────────────────────────────────────────

// The package exports no package.json; its main file sits in dist/.
const scratchGuiDir = dirname(require.resolve("@scratch/scratch-gui"));
const scratchPackage = JSON.parse(readFileSync(join(scratchGuiDir, "..", "package.json"), "utf8")) as {
  version: string;
};
if (scratchPackage.version !== scratchGuiVersion)
  throw new Error(
    `@scratch/scratch-gui ${scratchPackage.version} is installed but the studio expects ${scratchGuiVersion}`,
  );

// scratch-vm's package exports no package.json either; its Node build is `main`.
const scratchVmDir = join(dirname(require.resolve("@scratch/scratch-vm")), "..", "..");
const scratchVmPackage = JSON.parse(readFileSync(join(scratchVmDir, "package.json"), "utf8")) as {
  version: string;
};
if (scratchVmPackage.version !== scratchVmVersion)
  throw new Error(
    `@scratch/scratch-vm ${scratchVmPackage.version} is installed but the studio expects ${scratchVmVersion}`,
  );

/** scratch-vm's prebuilt browser build (no source map), served under scratchVmBase. */
const scratchVmFiles = (): ScratchFile[] => [
  { name: "scratch-vm.js", read: () => readFileSync(join(scratchVmDir, "dist", "web", "scratch-vm.js")) },
  {
    name: "LICENSE.txt",
    read: () =>
      Buffer.concat([
        readFileSync(join(scratchVmDir, "LICENSE")),
        Buffer.from("\n\n"),
        readFileSync(join(scratchVmDir, "dist", "web", "scratch-vm.js.LICENSE.txt")),
      ]),
  },
];

const frameEntry = fileURLToPath(new URL("./src/scratch/frame/frame-main.ts", import.meta.url));
const codeCacheWorker = fileURLToPath(new URL("./src/scratch/frame/code-cache-worker.js", import.meta.url));

/**
 * Rewrites the standalone bundle so it works from our versioned path with our library:
 * - webpack's public path is hard-coded to "/" (chunks and static/ media): point it at scratchGuiBase;
 * - one block icon is addressed relative to the page: make it absolute;
 * - the sprite/costume/backdrop/sound libraries are inlined as JSON.parse('…') of Scratch's own
 *   catalogue, whose media come from Scratch's CDN: read ours (set by the frame) instead;
 * - extensions that reach outside (translate, text to speech, face sensing, hardware via Scratch
 *   Link) are filtered out of the extension library.
 * Every rewrite checks how many sites it changed, so a new scratch-gui fails the build loudly.
 */
export function rewriteScratchBundle(source: string): string {
  let out = source;
  const replaceCounted = (from: string | RegExp, to: string, expected: number, what: string) => {
    const matches = typeof from === "string" ? out.split(from).length - 1 : (out.match(from) ?? []).length;
    if (matches !== expected)
      throw new Error(`scratch-gui rewrite "${what}": expected ${expected} sites, found ${matches}`);
    out = typeof from === "string" ? out.split(from).join(to) : out.replace(from, to);
  };
  replaceCounted(
    /(__webpack_require__|__nested_webpack_require_\d+__)\.p="\/"/g,
    `$1.p="${scratchGuiBase}"`,
    2,
    "public path",
  );
  replaceCounted(
    '"./static/blocks-media/repeat.svg"',
    `"${scratchGuiBase}static/blocks-media/default/repeat.svg"`,
    1,
    "repeat icon",
  );
  // Our logo and name in the menu bar (15.1.1 ignores its `logo` prop and always draws Scratch's).
  replaceCounted('id:"logo_img",alt:"Scratch",', 'id:"logo_img",alt:self.qisiLogoAlt,', 1, "logo alt");
  const logo = out.indexOf('id:"logo_img",alt:self.qisiLogoAlt,');
  const logoSrc = out.indexOf("src:", logo);
  if (logoSrc - logo > 200) throw new Error("scratch-gui rewrite: no logo src");
  out = `${out.slice(0, logoSrc + 4)}self.qisiLogo||${out.slice(logoSrc + 4)}`;
  const libraries: [first: string, kind: string][] = [
    ['[{"name":"Abby-a"', "costumes"],
    ['[{"name":"Arctic"', "backdrops"],
    ['[{"name":"Abby"', "sprites"],
    ['[{"name":"A Bass"', "sounds"],
  ];
  for (const [first, kind] of libraries) {
    const marker = `JSON.parse('${first}`;
    const start = out.indexOf(marker);
    if (start < 0 || out.indexOf(marker, start + 1) >= 0)
      throw new Error(`scratch-gui rewrite: the ${kind} library is not inlined exactly once`);
    const end = out.indexOf("')", start + marker.length);
    out = `${out.slice(0, start)}(self.qisiScratchLibrary.${kind})${out.slice(end + 2)}`;
  }
  const music = out.indexOf('extensionId:"music"');
  const open = out.lastIndexOf("=[", music);
  if (music < 0 || open < 0 || music - open > 200)
    throw new Error("scratch-gui rewrite: no extension library");
  const close = matchingBracket(out, open + 1);
  out = `${out.slice(0, open + 1)}(${out.slice(open + 1, close + 1)}).filter(function(e){return self.qisiAllowedExtensions.indexOf(e.extensionId)>=0})${out.slice(close + 1)}`;
  return out;
}

/** Index of the bracket closing the one at `open`, skipping string literals. */
function matchingBracket(text: string, open: number): number {
  let depth = 0;
  for (let index = open; index < text.length; index += 1) {
    const char = text[index];
    if (char === '"' || char === "'" || char === "`") {
      for (index += 1; index < text.length && text[index] !== char; index += 1)
        if (text[index] === "\\") index += 1;
    } else if (char === "[" || char === "{" || char === "(") depth += 1;
    else if (char === "]" || char === "}" || char === ")") {
      depth -= 1;
      if (depth === 0) return index;
    }
  }
  throw new Error("scratch-gui rewrite: unbalanced extension library");
}

interface ScratchFile {
  /** Path under scratchGuiBase. */
  name: string;
  read: () => Buffer;
}

/** The bundle's files the studio needs: not the source maps, tutorials' pictures or face-sensing models. */
function scratchFiles(): ScratchFile[] {
  const bundle = readFileSync(join(scratchGuiDir, "scratch-gui-standalone.js"), "utf8");
  const files: ScratchFile[] = [
    { name: "scratch-gui-standalone.js", read: () => Buffer.from(rewriteScratchBundle(bundle)) },
    { name: "code-cache-worker.js", read: () => readFileSync(codeCacheWorker) },
    {
      name: "LICENSE.txt",
      read: () => readFileSync(join(scratchGuiDir, "scratch-gui-standalone.js.LICENSE.txt")),
    },
  ];
  for (const name of readdirSync(join(scratchGuiDir, "chunks")))
    if (name.endsWith(".js"))
      files.push({ name: `chunks/${name}`, read: () => readFileSync(join(scratchGuiDir, "chunks", name)) });
  const media = join(scratchGuiDir, "static", "blocks-media");
  for (const entry of readdirSync(media, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files.push({
      name: `static/${relative(join(scratchGuiDir, "static"), path)}`,
      read: () => readFileSync(path),
    });
  }
  // Media the bundle names, minus tutorial pictures (localised, or .jpg/.gif cards): tutorials are hidden.
  for (const match of new Set(bundle.match(/static\/assets\/[\w.-]+/g) ?? [])) {
    if (/\.(en|LTR|RTL)\.|\.(jpg|gif)$/.test(match)) continue;
    files.push({ name: match, read: () => readFileSync(join(scratchGuiDir, match)) });
  }
  return files;
}

const compressible = /\.(js|svg|txt)$/;

function frameHtml(scriptSrc: string): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Scratch</title>
<link rel="preload" as="script" href="${scratchGuiBase}scratch-gui-standalone.js">
<link rel="preload" as="fetch" href="${scratchLibraryPath}" crossorigin>
<style>${frameCss}</style>
<script type="module" src="${scriptSrc}"></script>
</head>
<body><div id="scratch-gui" class="qisi-scratch"></div></body>
</html>
`;
}

/**
 * Our limits on the GUI: the menu bar keeps File and Edit but loses the tutorials and debug
 * buttons (their pictures and videos are Scratch's) and community links; the frame fills the host's box.
 */
const frameCss = [
  "html,body,#scratch-gui{margin:0;height:100%;overflow:hidden}",
  "body{font-family:'Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif}",
  "#logo_img{height:2rem}",
  "[class*='menu-bar_feedback-link'],[class*='menu-bar_coming-soon'],[class*='menu-bar_community-button']{display:none!important}",
  ".tutorials-button,button[aria-label='Debug'],button[aria-label='调试']{display:none!important}",
].join("\n");

/**
 * Serves scratch-gui's prebuilt standalone bundle (rewritten, see rewriteScratchBundle) under
 * `/scratch-gui/<version>/` and the frame page at `/studio/scratch/frame.html`: from node_modules
 * under `vite dev`, emitted into the build (with .br/.gz beside each text file unless `precompress`
 * is false: the published frame bundle leaves compression to the partner's server) by `vite build`.
 */
export function scratchGuiAssets({ precompress = true }: { precompress?: boolean } = {}): Plugin {
  let frameRef: string | null = null;
  let isSsr = false;
  let files: Map<string, ScratchFile> | null = null;
  const lookup = () => {
    files ??= new Map(scratchFiles().map((file) => [file.name, file]));
    return files;
  };
  return {
    name: "qisi-scratch-gui",
    configResolved(config) {
      isSsr = Boolean(config.build.ssr);
    },
    configureServer(server) {
      const rewritten = new Map<string, Buffer>();
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split("?")[0] ?? "";
        if (path === scratchFramePath) {
          res.setHeader("content-type", "text/html; charset=utf-8");
          res.end(frameHtml(`/@fs${frameEntry}`));
          return;
        }
        if (path.startsWith(scratchVmBase)) {
          const file = scratchVmFiles().find(
            (candidate) => candidate.name === path.slice(scratchVmBase.length),
          );
          if (!file) return next();
          res.setHeader("content-type", contentTypeOf(file.name, "text/plain"));
          res.end(file.read());
          return;
        }
        if (!path.startsWith(scratchGuiBase)) return next();
        const file = lookup().get(path.slice(scratchGuiBase.length));
        if (!file) return next();
        const data = rewritten.get(file.name) ?? file.read();
        rewritten.set(file.name, data);
        res.setHeader("content-type", contentTypeOf(file.name));
        res.end(data);
      });
    },
    buildStart() {
      if (isSsr) return;
      frameRef = this.emitFile({ type: "chunk", id: frameEntry, name: "scratch-frame" });
    },
    async generateBundle() {
      if (isSsr || !frameRef) return;
      this.emitFile({
        type: "asset",
        fileName: scratchFramePath.slice(1),
        source: frameHtml(`/${this.getFileName(frameRef)}`),
      });
      const vendored = [
        ...[...lookup().values()].map((file) => ({ base: scratchGuiBase, file })),
        ...scratchVmFiles().map((file) => ({ base: scratchVmBase, file })),
      ];
      for (const { base, file } of vendored) {
        const fileName = `${base.slice(1)}${file.name}`;
        const data = new Uint8Array(file.read());
        this.emitFile({ type: "asset", fileName, source: data });
        if (!precompress || !compressible.test(file.name) || data.length < 1024) continue;
        for (const sibling of await precompressedSiblings(fileName, data))
          this.emitFile({ type: "asset", ...sibling });
      }
    },
  };
}
