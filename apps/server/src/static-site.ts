import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { notFoundBody } from "./error-handler.ts";
import { loadSiteRoutes } from "./site-routes.ts";

/** Vite puts content-hashed files under /assets/; their bytes never change under the same name. */
const hashedAsset = /^\/assets\//;
/** A last path segment with an extension names a file, not a client route. */
const looksLikeFile = /\/[^/]*\.[a-z0-9]+$/i;

/**
 * Serves the built site on the API's port: files with the right caching; prerendered pages
 * (`<path>/index.html`); and the SPA shell for other client routes so they work on reload. With the
 * site's `routes.json`, paths no route matches get the shell with status 404 (the page shows the
 * friendly not-found screen). Unknown /api paths stay JSON 404s.
 */
export interface SiteOptions {
  /** Where a short link `/r/{id}` goes, or null: the server redirects at once, without the app. */
  shortLink?: (id: string) => Promise<string | null>;
}

const shortLinkPath = /^\/r\/([^/]+)\/?$/;

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
      // The site build writes .br and .gz beside each text file (apps/site/scripts/compress.mjs).
      preCompressed: true,
      setHeaders: (reply, path) => {
        const url = path.slice(staticDir.length).replaceAll("\\", "/");
        reply.header(
          "cache-control",
          hashedAsset.test(url) ? "public, max-age=31536000, immutable" : "no-cache",
        );
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
      const prerendered = routes?.prerenderedFile(path);
      if (prerendered) return reply.sendFile(prerendered);
      if (routes && !routes.isPage(path)) reply.code(404);
      return reply.sendFile(shell);
    }
    return reply.code(404).send(notFoundBody);
  });
}
