import { page } from "./page";
import type { RouteDef } from "./route-def";

/**
 * The operator's page (issue 7). Unlisted and in the 404 layout: to anyone but an admin it is the
 * site's ordinary not-found page, answered with status 404 like any unknown path.
 */
export const adminRoutes: RouteDef[] = [
  { path: "/admin", layout: "404", unlisted: true, page: page("AdminPage") },
];
