import { adminRoutes } from "./admin-routes";
import { learnerRoutes } from "./learner-routes";
import { page } from "./page";
import { problemRoutes } from "./problem-routes";
import { publicRoutes } from "./public-routes";
import { RequireLogin } from "./require-login";
import type { RouteDef } from "./route-def";
import { studioRoutes } from "./studio-routes";

export type { LayoutName, RouteDef } from "./route-def";

export const routes: RouteDef[] = [
  ...publicRoutes,
  ...learnerRoutes,
  ...problemRoutes,
  ...studioRoutes,
  ...adminRoutes,
];

/** Any unmatched path (SPEC §2). */
export const notFoundPage = page("NotFoundPage");

/** A route pattern (`/class/:courseId`) as a test of whole paths, one segment per parameter. */
export const patternTest = (pattern: string) => new RegExp(`^${pattern.replace(/:[^/]+/g, "[^/]+")}/?$`);

/**
 * Loads the code of the page at `path` (and the login gate, if it needs one) so that the app's first
 * render shows it without suspending (see lazy-page.ts). Never rejects: a chunk that cannot load is
 * left for the page's own lazy loading (and its error) to handle.
 */
export async function loadFirstPage(path: string): Promise<void> {
  const route = routes.find((candidate) => patternTest(candidate.path).test(path));
  if (!route) return notFoundPage.load().catch(() => undefined);
  await Promise.all([route.page.load(), route.requiresLogin ? RequireLogin.load() : undefined]).catch(
    () => undefined,
  );
}
