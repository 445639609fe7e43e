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
export async function serveSite(app: FastifyInstance, staticDir: string | null) {
  const hasSite = staticDir !== null && existsSync(join(staticDir, "index.html"));
  const routes = hasSite ? loadSiteRoutes(staticDir) : null;
  // The un-rendered shell (the site build keeps it beside the prerendered home page).
  const shell = hasSite && existsSync(join(staticDir, "shell.html")) ? "shell.html" : "index.html";
  if (hasSite) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      index: false,
      setHeaders: (reply, path) => {
        const url = path.slice(staticDir.length).replaceAll("\\", "/");
        reply.header(
          "cache-control",
          hashedAsset.test(url) ? "public, max-age=31536000, immutable" : "no-cache",
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    const isPage = (request.method === "GET" || request.method === "HEAD") && !looksLikeFile.test(path);
    if (hasSite && isPage && !path.startsWith("/api/")) {
      reply.header("cache-control", "no-cache");
      const prerendered = routes?.prerenderedFile(path);
      if (prerendered) return reply.sendFile(prerendered);
      if (routes && !routes.isPage(path)) reply.code(404);
      return reply.sendFile(shell);
    }
    return reply.code(404).send(notFoundBody);
  });
}
