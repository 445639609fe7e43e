import type { ComponentType } from "react";
import { type LazyPage, lazyPage } from "./lazy-page";

/** Every page folder's module; Vite makes one `import()` (one chunk) of each. */
const pageModules = import.meta.glob<{ default: ComponentType }>([
  "../pages/*/index.{ts,tsx}",
  // Not a page of its own.
  "!../pages/StudioLessonBar/index.ts",
]);

/**
 * The page in `src/pages/{name}/`, loaded lazily. Its `source` is its key in Vite's manifest: the
 * shell asks for the code of the page at its address while the app's own code is still loading
 * (scripts/prerender.mjs, src/early-route.js).
 */
export function page(name: string): LazyPage {
  const source = Object.keys(pageModules).find(
    (key) => key === `../pages/${name}/index.ts` || key === `../pages/${name}/index.tsx`,
  );
  if (!source) throw new Error(`no page in src/pages/${name}/index.ts(x)`);
  return lazyPage(pageModules[source]!, source.replace(/^\.\.\//, "src/"));
}
