import { lazyPage } from "./lazy-page";

/** The gate of login-required routes: its own chunk, so public pages carry none of it. */
export const RequireLogin = lazyPage(
  () => import("../features/require-login").then((m) => ({ default: m.RequireLogin })),
  // Checked by scripts/prerender.mjs against Vite's manifest, like every page's source.
  "src/features/require-login/index.ts",
);
