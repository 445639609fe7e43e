// After `vite build` and the SSR build: writes each public route as HTML (so it paints before
// JavaScript runs), dist/routes.json (the app's route patterns, so the server answers unknown
// paths with 404) and dist/sw.js (offline shell and precached public-page assets).
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const siteDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(siteDir, "dist");
const server = await import(pathToFileURL(join(siteDir, "dist-ssr/entry-server.js")).href);

const template = readFileSync(join(dist, "index.html"), "utf8");
/** One of src/early-*.js without its comments and line breaks, to inline into HTML. */
const minifiedScript = (file) =>
  readFileSync(join(siteDir, file), "utf8")
    .replace(/^\s*\/\/.*$/gm, "")
    .replace(/\n\s*/g, "");
// The un-rendered shell: for client-only routes (sign-in, dashboard, studios) and 404s. On a Python
// studio's address it starts the studio's worker at navigation (src/studio-early-start.js).
const pythonWorkers = readdirSync(join(dist, "assets")).filter((file) =>
  /^pyodide\.worker-[\w-]+\.js$/.test(file),
);
if (pythonWorkers.length !== 1)
  throw new Error(`expected one built pyodide.worker, found ${pythonWorkers.length}`);
const pyodideVersion = readFileSync(
  join(siteDir, "../../packages/studio/src/python/pyodide-version.ts"),
  "utf8",
).match(/pyodideVersion = "([^"]+)"/)?.[1];
if (!pyodideVersion) throw new Error("no pyodideVersion in packages/studio/src/python/pyodide-version.ts");
const studioEarlyStart = `<script>${minifiedScript("src/studio-early-start.js")
  .replace("__PYTHON_WORKER__", `/assets/${pythonWorkers[0]}`)
  .replace("__PYODIDE_BASE__", `/pyodide/${pyodideVersion}/`)}</script>`;
// On a Scratch studio's address the shell starts the studio's frame at navigation (src/scratch-early-start.js),
// first of the early scripts: the frame's 17 MB bundle is the longest wait on that page.
const scratchEarly = await server.scratchEarlyStart();
const scratchEarlyStart = `<script>${minifiedScript("src/scratch-early-start.js")
  .replace("__FRAME_SRC__", () => scratchEarly.frameSrc)
  .replace("__PHONE_QUERY__", () => scratchEarly.phoneQuery)}</script>`;
// The session, and on a lesson's address the lesson's data, asked for at navigation (src/early-data.js).
const earlyData = `<script>${minifiedScript("src/early-data.js")}</script>`;

const escapeHtml = (text) =>
  text.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

function page(path, html, meta) {
  let out = template
    .replace(modulePreload, "")
    .replace(entryScript, paintThenHydrate)
    .replace(stylesheetLink, "")
    .replace("</head>", `  ${inlineStyle}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root" data-path="${escapeHtml(path)}">${html}</div>`);
  if (meta) {
    out = out.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`);
    out = out.replace(
      /<meta name="description" content="[^"]*" \/>/,
      [
        `<meta name="description" content="${escapeHtml(meta.description)}" />`,
        `<meta property="og:type" content="website" />`,
        `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
        `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
        `<meta property="og:site_name" content="启思编程" />`,
        `<meta property="og:locale" content="zh_CN" />`,
      ].join("\n    "),
    );
  }
  return out;
}

// Precache the entry and every public page's chunks (not the studios or the dashboard). The entry's
// manifest key is index.html (its src), not src/main.tsx: missing it left the entry, React and the
// header out of the precache, so the service worker's static routes never answered them. The API
// client is imported on first use (src/app/load-api.ts), but every page uses it.
const manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8"));
const publicPages =
  /^(index\.html$|src\/(main\.tsx|app\/api-client\.ts|pages\/(HomePage|ArticlePages|TermsPages|DownloadsPages|HelloPage|NotFoundPage|RedirectPage)\/))/;
const assets = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || assets.has(`/${chunk.file}`)) return;
  assets.add(`/${chunk.file}`);
  for (const css of chunk.css ?? []) assets.add(`/${css}`);
  for (const dep of chunk.imports ?? []) visit(dep);
};
for (const [key, chunk] of Object.entries(manifest)) {
  if (publicPages.test(chunk.src ?? key)) visit(key);
  if (/locales\/zh-CN\/messages\.po$/.test(chunk.src ?? key)) visit(key);
}
// A prerendered page is complete without JavaScript: let the browser paint it first, then start the
// app. Its modulepreload links move into that start too, so on a slow network the page's own HTML is
// all that stands between the visitor and the first paint. A hidden tab starts at once (it never
// paints a frame). The links go in a few at a time, one task each: all thirty-odd in one go made an
// ~80 ms task on a phone-speed CPU (Lighthouse counts such a task as blocking time). The entry is
// imported once every preload has arrived: a preloaded module is compiled on arrival, in a task of
// its own, so the entry's evaluation is only evaluation (importing earlier compiled the whole graph
// in one ~400 ms task on a slow CPU).
const entryScript = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
const modulePreload = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">\s*/g;
const entryFile = template.match(entryScript)?.[1];
if (!entryFile) throw new Error("index.html has no entry script");
const preloads = [...template.matchAll(modulePreload)].map((m) => m[1]);
// The theme toggle and the language list answer taps before the app starts (src/early-controls.js).
const earlyControls = `<script>${minifiedScript("src/early-controls.js")}</script>`;
const paintThenHydrate = `${earlyControls}<script type="module">${[
  `const preloads=${JSON.stringify([entryFile, ...preloads])};let waiting=preloads.length;`,
  `const arrived=()=>--waiting||import("${entryFile}");`,
  `const start=()=>{for(const href of preloads.splice(0,4)){const link=document.createElement("link");link.rel="modulepreload";link.href=href;link.crossOrigin="";link.onload=link.onerror=arrived;document.head.append(link)}if(preloads.length)setTimeout(start)};`,
  `document.visibilityState==="visible"?requestAnimationFrame(()=>setTimeout(start)):start();`,
].join("")}</script>`;

// Public pages' styles inlined into each prerendered page, so it paints styled from the HTML alone:
// a dozen small stylesheets would each block the first paint for a round trip on a slow network
// (~5 KB gzip together). Each inlined file keeps a `media="not all"` link (never applied, fetched at
// the lowest priority, precached by the service worker anyway) because Vite's loader adds a
// chunk's stylesheets unless a link with that address exists: re-added after the inlined styles,
// a shared sheet such as the buttons' would override the header's rules and reorder the cascade.
const stylesheetLink = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>\s*/g;
// In the order the links had (the entry's first, then the pages'), so the cascade is unchanged.
const publicCss = [
  ...new Set([...[...template.matchAll(stylesheetLink)].map((m) => m[1]), ...assets]),
].filter((file) => file.endsWith(".css"));
const inlinedStyles = (files) =>
  [
    `<style>${files.map((file) => readFileSync(join(dist, file), "utf8")).join("\n")}</style>`,
    ...files.map((file) => `<link rel="stylesheet" crossorigin href="${file}" media="not all">`),
  ].join("\n    ");
const inlineStyle = inlinedStyles(publicCss);

// The shell: the HTML of every address that is not prerendered (sign-in, the learning centre, class
// pages, studios, 404s). Its early scripts come first in <head>, before any stylesheet: a classic
// script after a stylesheet waits for it, and that held a lesson page's requests back ~0.6 s (issue
// 20). Its stylesheets (the entry's) are inlined as a prerendered page's are, for the same reason.
// The entry's modulepreload links are added by a script after the Python studio's early start
// (issue 25): as HTML, the preload scanner asked for all ~40 before the parser ran any script, and
// on a busy 2-core machine that held the Pyodide worker's creation back ~0.3 s and its script
// behind those requests ~0.3 s more.
const entryCss = [...template.matchAll(stylesheetLink)].map((m) => m[1]);
const shellStyle = inlinedStyles(entryCss);
const entryPreloads = `<script>${[
  `for(const href of ${JSON.stringify(preloads)}){const link=document.createElement("link");`,
  `link.rel="modulepreload";link.crossOrigin="";link.href=href;document.head.append(link)}`,
].join("")}</script>`;
writeFileSync(
  join(dist, "shell.html"),
  template
    .replace(stylesheetLink, "")
    .replace(modulePreload, "")
    .replace("</head>", `  ${shellStyle}\n  </head>`)
    .replace(
      entryScript,
      (script) =>
        // The two studios' early starts first (each acts on its own studio's addresses only).
        `${scratchEarlyStart}\n    ${studioEarlyStart}\n    ${earlyData}\n    ${entryPreloads}\n    ${earlyRoute()}\n    ${script}`,
    ),
);

/**
 * src/early-route.js with each shell route's chunks and stylesheets: those Vite's loader would add
 * for its page (and login gate), in its order (a chunk, its imports depth first, then its own
 * stylesheets), less what the entry already brings.
 */
function earlyRoute() {
  const sourceKeys = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.src ?? key, key]));
  const inEntry = new Set([entryFile, ...preloads, ...entryCss]);
  const files = [];
  const indexOf = (file) => (files.includes(file) ? files.indexOf(file) : files.push(file) - 1);
  const routes = server.shellRoutes.map(({ test, sources }) => {
    const wanted = [];
    const seen = new Set();
    const add = (file) => {
      if (!inEntry.has(file) && !wanted.includes(file)) wanted.push(file);
    };
    const visitChunk = (key) => {
      if (seen.has(key)) return;
      seen.add(key);
      const chunk = manifest[key];
      add(`/${chunk.file}`);
      for (const dep of chunk.imports ?? []) visitChunk(dep);
      for (const css of chunk.css ?? []) add(`/${css}`);
    };
    for (const source of sources) {
      const key = sourceKeys.get(source);
      if (!key) throw new Error(`${source} (a route's page) is not in Vite's manifest`);
      visitChunk(key);
    }
    return [test, wanted.map(indexOf)];
  });
  return `<script>${minifiedScript("src/early-route.js")
    .replace("__FILES__", () => JSON.stringify(files))
    .replace("__ROUTES__", () => JSON.stringify(routes))}</script>`;
}

const written = [];
for (const path of server.prerenderPaths) {
  const { html, meta } = await server.render(path);
  if (!meta) throw new Error(`${path} rendered no PageMeta`);
  const file = path === "/" ? join(dist, "index.html") : join(dist, path, "index.html");
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, page(path, html, meta));
  written.push(path);
}

writeFileSync(
  join(dist, "routes.json"),
  `${JSON.stringify({ patterns: server.routePatterns, prerendered: written }, null, 2)}\n`,
);

const precache = ["/shell.html", "/favicon.svg", ...[...assets].sort()];
const version = createHash("sha256")
  .update(precache.join("\n"))
  .update(
    written
      .map((p) => readFileSync(p === "/" ? join(dist, "index.html") : join(dist, p, "index.html")))
      .join(""),
  )
  .digest("hex")
  .slice(0, 12);
const worker = readFileSync(join(siteDir, "src/sw/sw.js"), "utf8")
  .replace("__VERSION__", version)
  .replace("__PRECACHE__", JSON.stringify(precache));
writeFileSync(join(dist, "sw.js"), worker);

console.log(
  `prerendered ${written.length} pages; ${server.routePatterns.length} route patterns; sw ${version} precaches ${precache.length} files`,
);
process.exit(0);
