import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { notFoundBody } from "./error-handler.ts";
import { loadSiteRoutes } from "./site-routes.ts";

/** Vite puts content-hashed files under /assets/; their bytes never change under the same name. */
const hashedAsset = /^\/assets\//;
/**
 * Vendor runtimes copied into the build under a versioned folder (`/pyodide/314.0.7/…`,
 * `/scratch-gui/15.1.1/…`): a new version gets a new path, so their bytes never change either.
 */
const versionedVendor = /^\/[a-z][a-z0-9-]*\/v?\d+(?:\.\d+)+[0-9a-z.+-]*\//i;
/** A last path segment with an extension names a file, not a client route. */
const looksLikeFile = /\/[^/]*\.[a-z0-9]+$/i;
/** The precompressed siblings fastify-static may pick instead of the file asked for. */
const compressedSuffix = /\.(?:br|gz)$/;

export const immutableCache = "public, max-age=31536000, immutable";

/**
 * Pages that run Python or C++ get cross-origin isolation, so `input()`/`cin` wait on SharedArrayBuffer and
 * Stop interrupts in place. They load nothing from other origins (the e2e tests check), so
 * `require-corp` costs nothing there. Only these pages: COEP would block other origins' images
 * (course covers, avatars) elsewhere on the site. (Helmet already sends COOP on every page.)
 */
const isolatedPage = /^\/(?:studio|embed)\/(?:python|cpp)(?:\/|$)/;
/** Partners frame /embed/ pages; a partner page that is itself isolated needs CORP from us. */
const embedPage = /^\/embed\//;
export const isolationHeaders = {
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-embedder-policy": "require-corp",
} as const;
/**
 * An isolated page's workers (Pyodide, Monaco) only start when their scripts carry COEP too, and
 * scripts cannot know which page started them; on a script COEP binds nothing but its own worker.
 */
const scriptFile = /\.m?js$/;

/** Cache and isolation headers for one file of the built site (its URL path, without `.br`/`.gz`). */
export function staticFileHeaders(url: string): Record<string, string> {
  const immutable = hashedAsset.test(url) || versionedVendor.test(url);
  const headers: Record<string, string> = { "cache-control": immutable ? immutableCache : "no-cache" };
  if (scriptFile.test(url))
    headers["cross-origin-embedder-policy"] = isolationHeaders["cross-origin-embedder-policy"];
  return headers;
}

export interface SiteOptions {
  /** Where a short link `/r/{id}` goes, or null: the server redirects at once, without the app. */
  shortLink?: (id: string) => Promise<string | null>;
}

const shortLinkPath = /^\/r\/([^/]+)\/?$/;

/**
 * Serves the built site on the API's port: files with the right caching; prerendered pages
 * (`<path>/index.html`); and the SPA shell for other client routes so they work on reload. With the
 * site's `routes.json`, paths no route matches get the shell with status 404 (the page shows the
 * friendly not-found screen). Unknown /api paths stay JSON 404s.
 */
export async function serveSite(app: FastifyInstance, staticDir: string | null, options: SiteOptions = {}) {
  const hasSite = staticDir !== null && existsSync(join(staticDir, "index.html"));
  const routes = hasSite ? loadSiteRoutes(staticDir) : null;
  // The un-rendered shell (the site build keeps it beside the prerendered home page).
  const shell = hasSite && existsSync(join(staticDir, "shell.html")) ? "shell.html" : "index.html";
  if (hasSite) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      index: false,
      // The site build writes .br and .gz beside text files, hashed assets and Pyodide
      // (apps/site/scripts/compress.mjs, packages/studio/precompress.ts). `x.wasm.br` beside
      // `x.wasm` is sent by Accept-Encoding with x.wasm's content-type (wasm must stay
      // application/wasm for streaming compilation) and `vary: accept-encoding`.
      preCompressed: true,
      setHeaders: (reply, path) => {
        const url = path.slice(staticDir.length).replaceAll("\\", "/").replace(compressedSuffix, "");
        reply.headers(staticFileHeaders(url));
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    const isPage = (request.method === "GET" || request.method === "HEAD") && !looksLikeFile.test(path);
    if (hasSite && isPage && !path.startsWith("/api/")) {
      reply.header("cache-control", "no-cache");
      const shortLink = shortLinkPath.exec(path);
      if (shortLink?.[1] && options.shortLink) {
        const target = await options.shortLink(decodeURIComponent(shortLink[1]));
        if (target) return reply.redirect(target, 302);
        // Unknown short link: the app shows its friendly not-found page, with a true 404.
        return reply.code(404).sendFile(shell);
      }
      if (isolatedPage.test(path)) reply.headers(isolationHeaders);
      if (embedPage.test(path)) reply.header("cross-origin-resource-policy", "cross-origin");
      const prerendered = routes?.prerenderedFile(path);
      if (prerendered) return reply.sendFile(prerendered);
      if (routes && !routes.isPage(path)) reply.code(404);
      return reply.sendFile(shell);
    }
    return reply.code(404).send(notFoundBody);
  });
}
