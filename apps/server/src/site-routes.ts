import { existsSync, readFileSync } from "node:fs";
import { join, normalize, sep } from "node:path";

/**
 * The site's own description of its pages (`routes.json`, written by the site's build): route
 * patterns in wouter syntax (`/class/:courseId`, `/a/:b?`, `/files/*`) and the prerendered paths.
 */
export interface SiteRoutes {
  /** True when a client route matches the path (so it is a page, not a 404). */
  isPage: (path: string) => boolean;
  /** The prerendered HTML file for a path, if the build wrote one. */
  prerenderedFile: (path: string) => string | null;
}

function patternToRegExp(pattern: string): RegExp {
  let source = "";
  for (const segment of pattern.split("/").filter(Boolean)) {
    if (segment === "*") source += "(?:/.*)?";
    else if (segment.startsWith(":")) source += segment.endsWith("?") ? "(?:/[^/]+)?" : "/[^/]+";
    else source += `/${segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`;
  }
  return new RegExp(`^${source || "/"}/?$`);
}

export function compileSiteRoutes(patterns: string[], prerendered: string[]): SiteRoutes {
  const matchers = patterns.map(patternToRegExp);
  const rendered = new Set(prerendered);
  return {
    isPage: (path) => matchers.some((matcher) => matcher.test(path)),
    prerenderedFile: (path) => {
      const clean = path.length > 1 ? path.replace(/\/+$/, "") : path;
      if (!rendered.has(clean)) return null;
      const file = normalize(join(clean, "index.html")).replace(/^[/\\]+/, "");
      return file.startsWith(`..${sep}`) ? null : file;
    },
  };
}

/** Reads `routes.json` from the built site; without it every page path is answered with the shell (200). */
export function loadSiteRoutes(staticDir: string): SiteRoutes | null {
  const file = join(staticDir, "routes.json");
  if (!existsSync(file)) return null;
  const { patterns = [], prerendered = [] } = JSON.parse(readFileSync(file, "utf8")) as {
    patterns?: string[];
    prerendered?: string[];
  };
  return compileSiteRoutes(patterns, prerendered);
}
