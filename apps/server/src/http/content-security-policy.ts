import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Which policy a page gets. The site is one single-page app: a visitor who lands on the home page
 * and clicks through to the Python studio keeps the home page's policy, so every page allows what
 * the studios need and only the framing rules differ.
 * - `site`: framed by our own pages only.
 * - `embed`: `/embed/…`, which partners frame (EMBED_ORIGINS).
 * - `studio-frame`: the Scratch studio's frame page; inside a partner's `/embed/scratch/…` it has
 *   the partner as an ancestor too, and `frame-ancestors` checks every ancestor.
 */
export type PageKind = "site" | "embed" | "studio-frame";

/**
 * scratch-gui 15.1.1 evaluates some code in a hidden `sandbox="allow-scripts"` iframe whose srcdoc
 * (its `IFRAME_HTML`) carries one inline script; a srcdoc frame inherits the Scratch frame's policy.
 * A test hashes the installed bundle's script, so an upgrade that changes it fails there first.
 */
export const scratchSandboxScript = "'sha256-AIzpsAr2DJF6Z9BaBAxpkIJ+YqMmAt9+K0Pkb30/BGE='";

const studioFramePath = /^\/studio\/[a-z]+\/frame\.html$/;

export function pageKind(path: string): PageKind {
  if (path.startsWith("/embed/")) return "embed";
  if (studioFramePath.test(path)) return "studio-frame";
  return "site";
}

export interface PolicySources {
  /** Origins allowed to frame `/embed/…` and the studio frame (`EMBED_ORIGINS`). */
  embedOrigins: readonly string[];
  /** Other origins the site loads from: an API on another host, a video or download host (`CSP_ORIGINS`). */
  extraOrigins: readonly string[];
  /** `'sha256-…'` sources for the build's inline scripts (theme before paint, early controls, preloads). */
  inlineScripts: readonly string[];
}

/**
 * The policy for one kind of page: our origin, plus what the studios need — `'wasm-unsafe-eval'`
 * (Pyodide, the C++ runner), `blob:` workers, `data:`/`blob:` images, sounds and fetches (Scratch's
 * costumes and sounds). Styles stay `'unsafe-inline'`: prerendered pages carry `style` attributes and
 * scratch-gui injects its own `<style>` tags; scripts are limited to files and hashed inline scripts.
 * The Scratch frame alone also gets `'unsafe-eval'`: scratch-gui validates every project with ajv,
 * which compiles its schemas with `new Function`, and the editor stops with an error page without it.
 */
export function contentSecurityPolicy(kind: PageKind, sources: PolicySources): string {
  const extra = sources.extraOrigins;
  const scratchOnly = kind === "studio-frame" ? ["'unsafe-eval'", scratchSandboxScript] : [];
  const ancestors = kind === "site" ? ["'self'"] : ["'self'", ...sources.embedOrigins];
  const directives: [string, readonly string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", "'wasm-unsafe-eval'", ...scratchOnly, ...sources.inlineScripts]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", "blob:", ...extra]],
    ["media-src", ["'self'", "data:", "blob:", ...extra]],
    ["font-src", ["'self'", "data:"]],
    ["connect-src", ["'self'", "data:", "blob:", ...extra]],
    ["worker-src", ["'self'", "blob:"]],
    ["frame-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ancestors],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(" ")}`).join("; ");
}

/**
 * A configured origin as CSP needs it (`https://partner.example`), or an error naming the bad
 * entry: a path, quote or semicolon in a setting would otherwise change the policy's meaning.
 */
export function cspOrigin(value: string, setting: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${setting}: "${value}" is not an origin like https://partner.example`);
  }
  if ((url.protocol !== "https:" && url.protocol !== "http:") || url.origin !== value.replace(/\/$/, "")) {
    throw new Error(`${setting}: "${value}" is not an origin like https://partner.example`);
  }
  return url.origin;
}

const inlineScript = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The hash source of every inline script in the built site's HTML files, read once at start: the
 * server allows exactly the scripts it serves, so a rebuilt site needs no policy edit.
 */
export function inlineScriptHashes(staticDir: string | null): string[] {
  if (staticDir === null || !existsSync(staticDir)) return [];
  const hashes = new Set<string>();
  for (const entry of readdirSync(staticDir, { recursive: true, encoding: "utf8" })) {
    if (!entry.endsWith(".html")) continue;
    const html = readFileSync(join(staticDir, entry), "utf8");
    for (const [, body] of html.matchAll(inlineScript)) {
      if (body?.trim()) hashes.add(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
    }
  }
  return [...hashes].sort();
}
