import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import {
  contentSecurityPolicy,
  type PageKind,
  type PolicySources,
  pageKind,
} from "./content-security-policy.ts";

export interface SecurityHeaderOptions extends PolicySources {
  /** `HSTS_INCLUDE_SUBDOMAINS=1`: only an operator knows every subdomain serves https. */
  hstsIncludeSubdomains: boolean;
}

const hstsMaxAge = 365 * 24 * 3600;

/**
 * Helmet's headers, a Content-Security-Policy on every page by its kind, and HSTS only where it
 * means something. Pages are told apart by content type: the site's shell, its prerendered pages
 * and the studio frame are files, and the API's reference page has its own scripts, so /api/ pages
 * keep helmet's defaults without a policy.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions) {
  await app.register(helmet, {
    contentSecurityPolicy: false,
    // Only the Python pages are cross-origin isolated (static-site.ts): COEP would block other
    // origins' images elsewhere.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: "same-site" },
    // Sent below, only over https: a browser ignores it over http, and a default includeSubDomains
    // would pin subdomains this server knows nothing about.
    strictTransportSecurity: false,
  });
  const hsts = `max-age=${hstsMaxAge}${options.hstsIncludeSubdomains ? "; includeSubDomains" : ""}`;
  const policies: Record<PageKind, string> = {
    site: contentSecurityPolicy("site", options),
    embed: contentSecurityPolicy("embed", options),
    "studio-frame": contentSecurityPolicy("studio-frame", options),
  };
  app.addHook("onSend", async (request, reply) => {
    // `protocol` is https for a TLS socket, or for X-Forwarded-Proto from a trusted proxy only.
    if (request.protocol === "https") reply.header("strict-transport-security", hsts);
    const type = String(reply.getHeader("content-type") ?? "");
    const path = request.url.split("?")[0] ?? "/";
    if (!type.startsWith("text/html") || path.startsWith("/api/")) return;
    const kind = pageKind(path);
    reply.header("content-security-policy", policies[kind]);
    // Partners frame these; CSP frame-ancestors says who may (X-Frame-Options knows only one origin).
    if (kind !== "site") reply.removeHeader("x-frame-options");
  });
}
