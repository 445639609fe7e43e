import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { notFoundBody } from "./error-handler.ts";

/** Vite puts content-hashed files under /assets/; their bytes never change under the same name. */
const hashedAsset = /^\/assets\//;
/** A last path segment with an extension names a file, not a client route. */
const looksLikeFile = /\/[^/]*\.[a-z0-9]+$/i;

/**
 * Serves the built site on the API's port: files with the right caching, and the SPA shell
 * (index.html) for any other GET so client routes work on reload. Unknown /api paths stay JSON 404s.
 */
export async function serveSite(app: FastifyInstance, staticDir: string | null) {
  const hasSite = staticDir !== null && existsSync(join(staticDir, "index.html"));
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
      return reply.sendFile("index.html");
    }
    return reply.code(404).send(notFoundBody);
  });
}
